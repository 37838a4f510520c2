import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role } from '../contracts/auth.js';
import type { Db } from '../server/platform/db/types.js';
import { buildUser, TEST_PASSWORD } from './factories.js';

type Call = Omit<InjectOptions, 'headers'> & {
  headers?: Record<string, string>;
  /** Leave out the anti-forgery token (to test that it is required). */
  noToken?: boolean;
  /** Send as a browser navigation instead of an XHR call. */
  page?: boolean;
};

/**
 * A client that follows the app's contract (spec 1): keeps cookies, reads the page's csrf-token
 * meta tag, marks calls as XHR and sends the token on state-changing calls.
 */
export class Agent {
  readonly cookies = new Map<string, string>();
  csrf = '';

  constructor(private readonly app: FastifyInstance) {}

  async call(opts: Call): Promise<LightMyRequestResponse> {
    const method = (opts.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.page) headers.accept = 'text/html,application/xhtml+xml';
    else headers['x-requested-with'] ??= 'XMLHttpRequest';
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (!opts.noToken && method !== 'GET' && this.csrf) headers['x-csrf-token'] ??= this.csrf;
    const { noToken: _n, page: _p, ...rest } = opts;
    const res = await this.app.inject({ ...rest, method: method as InjectOptions['method'], headers });
    for (const c of res.cookies) {
      if (c.value === '' || (c.maxAge !== undefined && c.maxAge <= 0)) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  /** Opens a page and keeps its anti-forgery token, as the browser client does. */
  async openPage(url = '/login'): Promise<LightMyRequestResponse> {
    const res = await this.call({ method: 'GET', url, page: true });
    const m = /<meta name="csrf-token" content="([^"]+)"/.exec(res.body);
    if (m) this.csrf = m[1]!;
    return res;
  }

  async login(email: string, password = TEST_PASSWORD): Promise<LightMyRequestResponse> {
    await this.openPage('/login');
    const res = await this.call({ method: 'POST', url: '/login', payload: { email, password } });
    if (res.statusCode === 200) this.csrf = res.json().csrfToken;
    return res;
  }
}

export async function loginAs(app: FastifyInstance, db: Db, role: Role | null) {
  const agent = new Agent(app);
  if (!role) {
    await agent.openPage('/login');
    return { agent, user: null };
  }
  const user = await buildUser(db, { role });
  const res = await agent.login(user.email);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { agent, user };
}
