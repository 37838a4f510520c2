/** A signed-in HTTP client for a running server process (bench, process harnesses), following the
 * app's contract (spec 1): cookies, X-Requested-With, the page's anti-forgery token. */
export interface HttpSession {
  baseUrl: string;
  headers: Record<string, string>;
  call(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }>;
}

/** The login page's cookie and anti-forgery token: step one of signing in. */
export async function openLoginPage(baseUrl: string): Promise<{ preCookie: string; token: string }> {
  const page = await fetch(`${baseUrl}/login`, { headers: { accept: 'text/html' } });
  const preCookie = (page.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  return { preCookie, token };
}

export async function signIn(
  baseUrl: string,
  email: string,
  password: string,
  page?: { preCookie: string; token: string },
): Promise<HttpSession> {
  const { preCookie, token } = page ?? (await openLoginPage(baseUrl));
  const res = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    headers: {
      cookie: preCookie,
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'x-csrf-token': token,
    },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login as ${email} failed: ${res.status} ${await res.text()}`);
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  const cookies = new Map<string, string>();
  for (const c of [
    ...preCookie.split('; '),
    ...(res.headers.getSetCookie() ?? []).map((x) => x.split(';')[0]!),
  ]) {
    const [k, ...v] = c.split('=');
    if (k) cookies.set(k, v.join('='));
  }
  const headers = {
    cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-requested-with': 'XMLHttpRequest',
    'x-csrf-token': csrfToken,
    accept: 'application/json',
  };
  const session: HttpSession = {
    baseUrl,
    headers,
    // `this`: a copy pointed at another server ({ ...session, baseUrl }) calls that server.
    async call(this: HttpSession, method, path, body) {
      const r = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await r.text();
      return { status: r.status, json: text ? JSON.parse(text) : undefined };
    },
  };
  return session;
}
