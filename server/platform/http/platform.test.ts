import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Agent, loginAs } from '../../../test/agent.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { requireAccessDeclaration } from './access.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('operations and documentation', () => {
  it('GET /healthz answers without a session and asks the database nothing; /readyz asks it', async () => {
    const ping = vi.spyOn(t.database, 'ping');
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: expect.stringMatching(/pglite|postgres/) });
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(ping).not.toHaveBeenCalled();
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok' });
    expect(ping).toHaveBeenCalledTimes(1);
    ping.mockRejectedValueOnce(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    const away = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(away.statusCode).toBe(503);
    expect(away.json()).toMatchObject({ status: 'unavailable', problem: expect.any(String) });
    ping.mockRestore();
  });

  it('serves /openapi.json generated from the contracts, to signed-in users', async () => {
    expect((await new Agent(t.app).call({ method: 'GET', url: '/openapi.json' })).statusCode).toBe(401);
    const { agent } = await loginAs(t.app, t.db, 'tech');
    const doc = (await agent.call({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/login', '/logout', '/errors/js', '/events/{id}', '/error-reports']),
    );
    expect(doc.paths['/login'].post.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
  });

  it('answers unknown addresses with 404 JSON, and with the app page in a browser', async () => {
    const { agent } = await loginAs(t.app, t.db, 'staff');
    const xhr = await agent.call({ method: 'GET', url: '/no/such/thing' });
    expect(xhr.statusCode).toBe(404);
    expect(xhr.json().error.code).toBe('not_found');
    const page = await agent.call({ method: 'GET', url: '/no/such/thing', page: true });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const curl = await t.app.inject({ method: 'GET', url: '/login', headers: { accept: '*/*' } });
    expect(curl.statusCode).toBe(200);
    expect(curl.body).toMatch(/<meta name="csrf-token" content="[^"]+"/);
    const api = await t.app.inject({ method: 'GET', url: '/events', headers: { accept: '*/*' } });
    expect(api.statusCode).toBe(401);
    expect(api.json().error.code).toBe('unauthenticated');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('every route declares who may call it', () => {
  it('fails at start-up when a route forgets', async () => {
    const app = Fastify();
    app.addHook('onRoute', requireAccessDeclaration);
    expect(() => app.get('/x', async () => 'x')).toThrow(/declares no access/);
    await app.close();
  });
});

describe('issue 17.9', () => {
  it('sends a Permissions-Policy header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    // The camera for this site's own pages only (the prep page scans labels); the rest off.
    expect(res.headers['permissions-policy']).toMatch(/camera=\(self\), microphone=\(\)/);
  });

  it('refuses a multipart post without the token header before reading its body', async () => {
    const { agent } = await loginAs(t.app, t.db, 'admin');
    let read = 0;
    const body = new Readable({
      read() {
        read++;
        this.push(read < 50 ? Buffer.alloc(64 * 1024, 'x') : null);
      },
    });
    const res = await agent.call({
      method: 'POST',
      url: '/xbook/items/1/image',
      noToken: true,
      headers: { 'content-type': 'multipart/form-data; boundary=zzz', 'x-csrf-token': 'forged' },
      payload: body,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf_invalid');
    expect(read).toBeLessThan(50);
  });
});
