import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/index.js';
import { type HttpSession, openLoginPage, signIn } from '../http-session.js';
import { openStream, watchersOf } from '../live-stream.js';
import { freePort, nginxBinary, nginxConfig, readmeNginxBlock, runNginx } from '../readme-nginx.js';
import { type ServerProcess, startServer } from '../server-process.js';
import { type ServerTarget, serverTarget } from './targets.js';

/**
 * Scale-out (issue 10): two server processes on one PostgreSQL, as behind a load balancer.
 * Runs in CI's PostgreSQL pass (PGlite is one process by design).
 */
describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let target: ServerTarget;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    target = await serverTarget();
    a = await startServer(target.env);
    await a.ready();
    // The second starts on a migrated, seeded database: it must neither migrate nor seed again.
    // Each with a data directory of its own, as the README sets them up: nothing may live there.
    b = await startServer({ ...target.env, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-b-')) });
    await b.ready();
  }, 120_000);
  afterAll(async () => {
    await a?.stop('SIGTERM');
    await b?.stop('SIGTERM');
    await target.cleanup();
  });

  /** A main pull and one of its bid items nobody holds, the first in `order`. */
  const freeItemOfMainPull = async (order: string) => {
    const client = new pg.Client({ connectionString: target.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ pull_id: number; item_id: number }>(
        `select p.id as pull_id, ei.id as item_id from show_pulls p
         join event_items ei on ei.event_id = p.event_id
         where p.is_main and ei.is_assignable and ei.is_active and not ei.is_in_gear_flow_queue
           and not exists (select 1 from event_item_assignments x where x.event_item_id = ei.id)
         order by ${order} limit 1`,
      );
      return { pullId: rows[0]!.pull_id, itemId: rows[0]!.item_id };
    } finally {
      await client.end();
    }
  };

  const via = (session: HttpSession, server: ServerProcess): HttpSession => ({
    ...session,
    baseUrl: server.url,
  });

  it('a session made through one works through the other, with the same anti-forgery token', async () => {
    const session = await signIn(a.url, 'staff@example.com', DEMO_PASSWORD);
    const me = await via(session, b).call('GET', '/auth/me');
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ user: { email: 'staff@example.com' } });
    // A state-changing call through B with the token A gave: accepted (logout), and then the
    // session is gone through A as well.
    expect(
      (await fetch(`${b.url}/logout`, { method: 'POST', headers: session.headers })).status,
    ).toBeLessThan(400);
    expect((await session.call('GET', '/auth/me')).status).toBe(401);
  });

  it('an API token revoked through one is refused by the other at its next request (issue 32.6)', async () => {
    const admin = await signIn(a.url, 'admin@example.com', DEMO_PASSWORD);
    const made = await admin.call('POST', '/api-tokens', { name: 'Scale-out sync', role: 'staff' });
    const { id, token } = made.json as { id: number; token: string };
    const withToken = (server: ServerProcess) =>
      fetch(`${server.url}/events`, { headers: { authorization: `Bearer ${token}` } });
    // B has the token in its cache now.
    expect((await withToken(b)).status).toBe(200);
    expect((await admin.call('DELETE', `/api-tokens/${id}`)).status).toBe(200);
    expect((await withToken(b)).status).toBe(401);
    expect((await withToken(a)).status).toBe(401);
  });

  it('a browser that signed in through one is known by the other (one device-cookie key)', async () => {
    const client = new pg.Client({ connectionString: target.env.DATABASE_URL });
    await client.connect();
    try {
      const first = await signIn(a.url, 'admin@example.com', DEMO_PASSWORD);
      const device = /(?:^|; )loadout_device=([^;]+)/.exec(first.headers.cookie!)?.[1];
      expect(device).toBeTruthy();
      // Strangers' guesses through B fill the account's allowance for unknown browsers.
      for (let i = 0; i < 5; i++) await signIn(b.url, 'admin@example.com', 'wrong').catch(() => undefined);
      await expect(signIn(b.url, 'admin@example.com', DEMO_PASSWORD)).rejects.toThrow(/429/);
      const page = await openLoginPage(b.url);
      const known = { ...page, preCookie: `${page.preCookie}; loadout_device=${device}` };
      expect(
        (await (await signIn(b.url, 'admin@example.com', DEMO_PASSWORD, known)).call('GET', '/auth/me'))
          .status,
      ).toBe(200);
    } finally {
      // The guesses also filled this address's allowance, which the other tests sign in from.
      await client.query('delete from login_throttle');
      await client.end();
    }
  });

  it('a cached answer read through one shows a write made through the other once its notification arrives', async () => {
    const client = new pg.Client({ connectionString: target.env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query(
      `select p.id, e.start_date::text as start, e.end_date::text as end from positions p
       join events e on e.id = p.event_id where not e.is_locked and not p.is_stashed order by p.id limit 1`,
    );
    await client.end();
    expect(rows.length, 'a position on an open bid').toBeGreaterThan(0);
    const { id, start, end } = rows[0] as { id: number; start: string; end: string };
    const session = await signIn(a.url, 'staff@example.com', DEMO_PASSWORD);
    const notesOf = async () => {
      const res = await session.call('GET', `/labor-invites/events?startDate=${start}&endDate=${end}`);
      expect(res.status).toBe(200);
      const events = (
        res.json as { events: { crewable_labor_items: { id: number; labor_notes: string }[] }[] }
      ).events;
      return events.flatMap((e) => e.crewable_labor_items).find((p) => p.id === id)!.labor_notes;
    };
    await notesOf(); // now cached in A
    for (const note of ['Through B', 'Through B again']) {
      const saved = await via(session, b).call('POST', `/labor-invites/event-items/${id}/notes`, {
        notes: note,
      });
      expect(saved.status).toBe(200);
      // A learns of it by NOTIFY (issue 36: a cached read asks nothing until then): milliseconds
      // after the commit, more on a machine loaded many times over; never stale past its arrival.
      await expect.poll(notesOf, { timeout: 2000, interval: 2 }).toBe(note);
      // B, the writer's process, at once.
      expect(
        await via(session, b)
          .call('GET', `/labor-invites/events?startDate=${start}&endDate=${end}`)
          .then((r) => JSON.stringify(r.json).includes(JSON.stringify(note))),
      ).toBe(true);
    }
  });

  it('an item image uploaded through one is served by the other (issue 17.5)', async () => {
    const client = new pg.Client({ connectionString: target.env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query<{ id: number }>(
      `select id from xbook_sheet_items where kind = 'category' and category_id is not null order by id limit 1`,
    );
    await client.end();
    const session = await signIn(a.url, 'admin@example.com', DEMO_PASSWORD);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.set('image', new Blob([png], { type: 'image/png' }), 'dot.png');
    const { 'content-type': _json, ...headers } = session.headers as Record<string, string>;
    const up = await fetch(`${a.url}/xbook/items/${rows[0]!.id}/image`, {
      method: 'POST',
      headers,
      body: form,
    });
    expect(up.status, await up.clone().text()).toBe(200);
    const source = (await up.json()).imageSource as string;
    const viaB = await fetch(`${b.url}${source}`, { headers });
    expect(viaB.status).toBe(200);
    expect(Buffer.from(await viaB.arrayBuffer())).toEqual(png);
  });

  it('keeps totals exact under concurrent writes through both', async () => {
    const client = new pg.Client({ connectionString: target.env.DATABASE_URL });
    await client.connect();
    const count = async () => Number((await client.query('select count(*) from sessions')).rows[0].count);
    const before = await count();
    const results = await Promise.allSettled(
      Array.from({ length: 24 }, (_, i) => signIn(i % 2 ? a.url : b.url, 'tech@example.com', DEMO_PASSWORD)),
    );
    const acknowledged = results.filter((r) => r.status === 'fulfilled').length;
    expect(acknowledged).toBe(24);
    expect(await count()).toBe(before + acknowledged);
    await client.end();
  }, 120_000);

  it('a pull write through one reaches a live stream opened on the other (issue 21)', async () => {
    const { pullId, itemId } = await freeItemOfMainPull('ei.id');
    const staff = await signIn(a.url, 'staff@example.com', DEMO_PASSWORD);
    const admin = await signIn(b.url, 'admin@example.com', DEMO_PASSWORD);
    const onB = await openStream(`${b.url}/show-pulls/${pullId}/stream`, admin.headers);
    const onA = await openStream(`${a.url}/show-pulls/${pullId}/stream`, staff.headers);
    try {
      expect(onB.status).toBe(200);
      await onB.next((e) => e.event === 'sync');
      // Who has it open, across the two processes (the list on open, then who joined).
      await expect.poll(() => watchersOf(onB.events).length).toBe(2);
      await expect.poll(() => watchersOf(onA.events).length).toBe(2);
      const res = await staff.call('POST', '/show-pull/event-item/assign', {
        showPullID: pullId,
        eventItemID: itemId,
        qty: 1,
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const answer = res.json as { sequence: number; eventItems: unknown[] };
      const change = await onB.next((e) => e.event === 'change');
      expect(Number(change.id)).toBe(answer.sequence);
      expect({ ...JSON.parse(change.data).update, sequence: answer.sequence }).toEqual(answer);
      // Closed on one, gone from the other's list.
      onA.close();
      await expect.poll(() => watchersOf(onB.events)).toEqual(['Dana Whitfield']);
    } finally {
      onA.close();
      onB.close();
    }
  }, 60_000);

  it("a pull write through one patches the other's kept pull: its next read shows it (issue 36)", async () => {
    // The largest main pull and one of its bid items nobody holds.
    const { pullId, itemId } = await freeItemOfMainPull(
      '(select count(*) from show_pull_items i where i.show_pull_id = p.id) desc, ei.id desc',
    );
    const staff = await signIn(a.url, 'staff@example.com', DEMO_PASSWORD);
    type View = { eventItems: { id: number; assignment: { id: number; quantity: number } | null }[] };
    const read = async (server: ServerProcess) => {
      const res = await via(staff, server).call('GET', `/show-pulls/${pullId}`);
      expect(res.status).toBe(200);
      return res.json as View;
    };
    const assignmentOf = (view: View) => view.eventItems.find((i) => i.id === itemId)?.assignment ?? null;
    expect(assignmentOf(await read(b))).toBeNull(); // kept in B
    await read(a);
    const res = await staff.call('POST', '/show-pull/event-item/assign', {
      showPullID: pullId,
      eventItemID: itemId,
      qty: 1,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    // B hears of it by NOTIFY, milliseconds after the commit (see the notes test above).
    await expect
      .poll(async () => assignmentOf(await read(b)), { timeout: 2000, interval: 2 })
      .toMatchObject({
        quantity: 1,
      });
    const onB = await read(b);
    // The same screen as the writer's process shows.
    expect(onB).toEqual(await read(a));
    const undo = await via(staff, b).call('POST', '/show-pull/event-item/un-assign', {
      assignmentID: assignmentOf(onB)!.id,
    });
    expect(undo.status, JSON.stringify(undo.json)).toBe(200);
    await expect.poll(async () => assignmentOf(await read(a)), { timeout: 2000, interval: 2 }).toBeNull();
  }, 60_000);

  it.skipIf(!nginxBinary())(
    "serves through the README's nginx block: a session, and writes reaching a stream through either process",
    async () => {
      const portOf = (u: string) => Number(new URL(u).port);
      const ports = { http: await freePort(), https: await freePort() };
      const { dir, conf } = nginxConfig(readmeNginxBlock(), {
        ...ports,
        upstreams: [portOf(a.url), portOf(b.url)],
      });
      const proxy = await runNginx(nginxBinary()!, conf, dir, ports.https);
      const tls = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
      process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'; // the test's own self-signed certificate
      try {
        const base = `https://127.0.0.1:${ports.https}`;
        const { pullId, itemId } = await freeItemOfMainPull('ei.id');
        const staff = await signIn(base, 'staff@example.com', DEMO_PASSWORD);
        expect((await staff.call('GET', '/auth/me')).status).toBe(200);
        const stream = await openStream(`${base}/show-pulls/${pullId}/stream`, staff.headers);
        try {
          expect(stream.status).toBe(200);
          await stream.next((e) => e.event === 'sync');
          // Each write lands on either process; each reaches the stream wherever it is held.
          const made = await staff.call('POST', '/show-pull/event-item/assign', {
            showPullID: pullId,
            eventItemID: itemId,
            qty: 1,
          });
          expect(made.status, JSON.stringify(made.json)).toBe(200);
          const answer = made.json as { sequence: number; eventItems: { assignment: { id: number } }[] };
          await stream.next((e) => e.event === 'change' && Number(e.id) === answer.sequence);
          const undone = await staff.call('POST', '/show-pull/event-item/un-assign', {
            assignmentID: answer.eventItems[0]!.assignment.id,
          });
          expect(undone.status).toBe(200);
          const sequence = (undone.json as { sequence: number }).sequence;
          await stream.next((e) => e.event === 'change' && Number(e.id) === sequence);
        } finally {
          stream.close();
        }
        expect((await fetch(`${base}/readyz`)).status).toBe(200);
      } finally {
        process.env.NODE_TLS_REJECT_UNAUTHORIZED = tls;
        if (tls === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
        await proxy.stop();
      }
    },
    60_000,
  );

  it('a process killed mid-load leaves the other serving', async () => {
    const session = await signIn(a.url, 'admin@example.com', DEMO_PASSWORD);
    const load = Array.from({ length: 12 }, (_, i) =>
      via(session, i % 2 ? a : b)
        .call('GET', '/events?limit=50')
        .then(
          (r) => r.status,
          () => 0,
        ),
    );
    a.child.kill('SIGKILL');
    await a.exited;
    const statuses = await Promise.all(load);
    // What went to B is answered; what went to A may be lost with it (the balancer retries).
    expect(statuses.filter((_, i) => i % 2 === 0)).toEqual(Array(6).fill(200));
    for (let i = 0; i < 5; i++) expect((await via(session, b).call('GET', '/auth/me')).status).toBe(200);
    const fresh = await signIn(b.url, 'staff@example.com', DEMO_PASSWORD);
    expect((await fresh.call('GET', '/events?limit=5')).status).toBe(200);
  }, 120_000);
});
