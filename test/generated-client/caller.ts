import createClient, { type Middleware } from 'openapi-fetch';
// Written by generated-client.test.ts from /openapi.json (openapi-typescript): not in the repository.
import type { paths } from './.tmp/schema.js';

/**
 * What a client generated from /openapi.json does with it, typed only by the generated paths (this
 * file is compiled against them by the test: a response or a parameter the document gets wrong is a
 * type error here, or a failed call). A session as the document tells: the pre-login cookie and
 * token from the login page, then the session's cookie and token.
 */
export async function callFive(baseUrl: string, email: string, password: string) {
  const cookies = new Map<string, string>();
  let csrf = '';
  const session: Middleware = {
    onRequest({ request }) {
      request.headers.set('x-requested-with', 'XMLHttpRequest');
      if (cookies.size) request.headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
      if (request.method !== 'GET' && csrf) request.headers.set('x-csrf-token', csrf);
      return request;
    },
    onResponse({ response }) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      return response;
    },
  };
  const client = createClient<paths>({ baseUrl });
  client.use(session);

  // The pre-login token, as info.description says: the login page's meta tag and its cookie.
  const page = await fetch(`${baseUrl}/login`, { headers: { accept: 'text/html' } });
  await session.onResponse!({ response: page } as Parameters<NonNullable<Middleware['onResponse']>>[0]);
  csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())?.[1] ?? '';

  const login = await client.POST('/login', { body: { email, password } });
  if (!login.data) throw new Error(`login: ${login.response.status} ${JSON.stringify(login.error)}`);
  csrf = login.data.csrfToken;
  const role: 'admin' | 'staff' | 'tech' = login.data.user.role;

  const me = await client.GET('/auth/me');
  const created = await client.POST('/events', {
    body: { showName: 'Generated client show', startDate: '2031-05-04', endDate: '2031-05-06' },
  });
  if (!created.data) throw new Error(`create: ${created.response.status} ${JSON.stringify(created.error)}`);
  const id: number = created.data.event.id;
  const one = await client.GET('/events/{id}', { params: { path: { id } } });
  const list = await client.GET('/events', {
    params: { query: { startDate: '2031-05-01', endDate: '2031-05-31', search: 'Generated' } },
  });
  const refused = await client.GET('/events', {
    params: { query: { startDate: '2031-06-01', endDate: '2031-05-01' } },
  });
  return {
    role,
    me: me.data?.user.email,
    event: one.data?.event.show_name,
    listed: list.data?.events.map((e) => e.id),
    id,
    refused: { status: refused.response.status, fields: refused.error?.error.fields },
  };
}
