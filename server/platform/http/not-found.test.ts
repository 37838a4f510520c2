import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../test/agent.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let staff: Agent;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
});
afterAll(() => t.close());

describe('a method an address does not take', () => {
  it('is 405 with Allow and the error shape, TRACE included; an unknown address stays 404', async () => {
    for (const [method, url] of [
      ['DELETE', '/events'],
      ['TRACE', '/events/7'],
      ['OPTIONS', '/events/7'],
      ['PATCH', '/show-pull/print'],
      ['POST', '/assets/index.js'],
    ] as const) {
      const res = await staff.call({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow, `${method} ${url}`).toMatch(/^[A-Z]+(, [A-Z]+)*$/);
      expect(res.headers.allow).not.toContain(method);
      expect(res.json().error).toMatchObject({
        code: 'method_not_allowed',
        message: expect.stringContaining(method),
      });
    }
    const events = await staff.call({ method: 'DELETE', url: '/events?x=1' });
    expect(events.headers.allow).toBe('GET, HEAD, POST');
    // A router path with a fixed suffix after its parameter.
    expect((await staff.call({ method: 'DELETE', url: '/exports/contacts.csv' })).headers.allow).toBe(
      'GET, HEAD',
    );
    for (const method of ['GET', 'TRACE', 'DELETE'] as const) {
      const res = await staff.call({ method, url: '/no/such/thing' });
      expect(res.statusCode, method).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it("leaves a browser's page addresses to the app page (the client's routes)", async () => {
    // POST /logout only: a browser opening /logout gets the page; a call gets 405.
    const page = await staff.call({ method: 'GET', url: '/logout', page: true });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect((await staff.call({ method: 'GET', url: '/logout' })).statusCode).toBe(405);
    const client = await staff.call({ method: 'GET', url: '/events/new', page: true });
    expect(client.statusCode).toBe(200);
    expect(client.headers['content-type']).toContain('text/html');
  });
});

describe('refusals before any route runs', () => {
  it("are in the app's error shape: 414 (a long path parameter), 431 (headers too large)", async () => {
    const long = await staff.call({ method: 'GET', url: `/events/${'1'.repeat(201)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json().error.code).toBe('uri_too_long');
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const big = await fetch(`${base}/healthz`, { headers: { 'x-big': 'x'.repeat(20_000) } });
    expect(big.status).toBe(431);
    expect((await big.json()).error.code).toBe('headers_too_large');
  });
});

describe('query parameters a call does not name', () => {
  it('are refused with 400 naming each', async () => {
    const res = await staff.call({ method: 'GET', url: '/events?serch=a&limt=5&limit=5' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'invalid_input',
      fields: { serch: 'is not a parameter of this address', limt: 'is not a parameter of this address' },
    });
    expect(res.json().error.message).toMatch(/serch, limt/);
    // A call without a query too.
    expect((await staff.call({ method: 'GET', url: '/auth/me?x=1' })).json().error.fields).toEqual({
      x: 'is not a parameter of this address',
    });
    expect((await staff.call({ method: 'GET', url: '/events?limit=5' })).statusCode).toBe(200);
  });

  it('are let through on pages opened from a mail or a calendar program', async () => {
    const offer = await t.app.inject({
      method: 'GET',
      url: '/offers/no-such-token?utm_source=mail',
      headers: { accept: 'text/html' },
    });
    expect(offer.statusCode).not.toBe(400);
    // A live stream knows lastEventId (a screen opened again): only the other one is named.
    const stream = await staff.call({
      method: 'GET',
      url: '/comments/stream?lastEventId=4&bogus=1',
      headers: { accept: 'text/event-stream' },
    });
    expect(stream.json().error.fields).toEqual({ bogus: 'is not a parameter of this address' });
  });
});
