import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, loginAs } from '../../../test/agent.js';
import { buildContact } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Personal answers are not kept by the browser (hardening issue, point 8): every JSON answer says
 * no-store, the cached bytes included, and logging out clears what the browser kept.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Cache-Control of answers', () => {
  it("jobs, a contact's days unavailable and the signed-in user: no-store", async () => {
    const { agent } = await loginAs(t.app, t.db, 'staff');
    const contact = await buildContact(t.db);
    for (const url of ['/my-jobs', `/days-unavailable?contactId=${contact.id}`, '/auth/me']) {
      const res = await agent.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('a cached answer sent as its bytes, plain or gzipped: no-store', async () => {
    const { agent } = await loginAs(t.app, t.db, 'staff');
    for (const encoding of ['identity', 'gzip']) {
      const res = await agent.call({
        method: 'GET',
        url: '/events',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('a refusal too; a route that says how long its answer keeps is left as it says', async () => {
    const anon = new Agent(t.app);
    const refused = await anon.call({ method: 'GET', url: '/my-jobs' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const { agent } = await loginAs(t.app, t.db, 'staff');
    const categories = await agent.call({ method: 'GET', url: '/show-pulls/category-list' });
    expect(categories.statusCode).toBe(200);
    expect(categories.headers['cache-control']).toBe('private, max-age=300');
  });
});

describe('logging out', () => {
  it('tells the browser to clear what it kept', async () => {
    const { agent } = await loginAs(t.app, t.db, 'tech');
    const res = await agent.call({ method: 'POST', url: '/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['clear-site-data']).toBe('"cache"');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
