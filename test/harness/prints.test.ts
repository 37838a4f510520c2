import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pullGroups } from '../../server/domains/catalog/schema.js';
import { showPulls } from '../../server/domains/shows/schema.js';
import { positions } from '../../server/domains/staffing/schema.js';
import { showPullItems } from '../../server/features/show-pulls/schema.js';
import { DEMO_PASSWORD } from '../../server/seed/index.js';
import { type Agent, loginAs } from '../agent.js';
import { buildCategory, buildContact, buildDepartment, buildEvent } from '../factories.js';
import { signIn } from '../http-session.js';
import { pdfText } from '../pdf.js';
import { startServer } from '../server-process.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { serverTarget } from './targets.js';

/**
 * One user's prints slow no one else (issue "one request must never take the server down", point
 * 5). The attack: a tech opens four 67-page label prints at once. Drawn on the event loop, they held
 * a fresh /healthz at 0.6-1.6 s (idle: 2 ms) and every other request with it. Now they are drawn in
 * a worker thread, a session makes two at a time (the others are refused in words), and /healthz
 * stays within twice its idle time while they are drawn.
 */
const LABELS = 670;
let t: TestApp;
let tech: Agent;
let other: Agent;
let pullId: number;
/** A show with a crew of 150: a call sheet of about ten pages. */
let bigCrewEventId: number;

beforeAll(async () => {
  // One worker, as on a two-core server (the default is one fewer than the cores).
  t = await createTestApp({ pdfWorkers: 1 });
  tech = (await loginAs(t.app, t.db, 'tech')).agent;
  other = (await loginAs(t.app, t.db, 'staff')).agent;
  const department = await buildDepartment(t.db, { title: 'Audio' });
  const [group] = await t.db
    .insert(pullGroups)
    .values({ name: 'Cases', departmentId: department.id })
    .returning();
  const category = await buildCategory(t.db, { departmentId: department.id, pullGroupId: group!.id });
  const event = await buildEvent(t.db, { showName: 'Label Storm', location: 'Kay Bailey Hutchison Center' });
  const [pull] = await t.db
    .insert(showPulls)
    .values({ eventId: event.id, name: 'Main', isMain: true })
    .returning();
  pullId = pull!.id;
  await t.db.insert(showPullItems).values(
    Array.from({ length: LABELS }, (_, i) => ({
      showPullId: pullId,
      categoryId: category.id,
      quantity: 1,
      description: `Road case ${i + 1}, foam-lined, casters`,
      isCustom: true,
    })),
  );
  const crewEvent = await buildEvent(t.db, { showName: 'Crew Storm', venueState: 'NV' });
  bigCrewEventId = crewEvent.id;
  const role = await buildCategory(t.db, { isLabor: true, description: 'Stagehand' });
  const hand = await buildContact(t.db, { firstName: 'Sam', lastName: 'Hand', mobilePhone: '555 0100' });
  await t.db.insert(positions).values(
    Array.from({ length: 150 }, (_, i) => ({
      eventId: bigCrewEventId,
      categoryId: role.id,
      description: `Stagehand ${i + 1}`,
      contactId: hand.id,
      inAt: '2026-12-01T07:00:00',
      outAt: '2026-12-01T19:00:00',
    })),
  );
  // The first print loads the worker, pdfkit and the fonts; the attack meets a warm server.
  expect((await labels(other)).statusCode).toBe(200);
});
afterAll(() => t.close());

const labels = (agent: Agent) =>
  agent.call({ method: 'GET', url: `/show-pull/labels?showPullID=${pullId}`, page: true });

const PROBE_EVERY_MS = 20;

/**
 * /healthz asked every 20 ms while `running()`, each call timed from when it was due, as a monitor
 * calling on its own schedule sees it: a call that could not even start because the event loop was
 * held counts that wait, and the calls due while it was held are still made (calls timed back to
 * back would count one slow call per held second).
 */
async function probeHealthz(running: () => boolean): Promise<number[]> {
  const times: number[] = [];
  let due = performance.now();
  let end = Number.POSITIVE_INFINITY;
  for (;;) {
    if (!running()) end = Math.min(end, performance.now());
    if (due >= end) return times;
    const wait = due - performance.now();
    await new Promise((r) => (wait > 0 ? setTimeout(r, wait) : setImmediate(r)));
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    times.push(performance.now() - due);
    due += PROBE_EVERY_MS;
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('four large label prints at once from one tech', () => {
  it('makes two, refuses the others in words, and another user still gets a print', {
    timeout: 120_000,
  }, async () => {
    const attack = [0, 1, 2, 3].map(() => labels(tech));
    const meanwhile = labels(other);
    const answers = await Promise.all(attack);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 429, 429]);
    // Opened in a tab, a refusal is a page in the server's words (not JSON).
    for (const refused of answers.filter((a) => a.statusCode === 429)) {
      expect(refused.headers['content-type']).toMatch(/^text\/html/);
      expect(refused.body).toContain('Another print is still being made; try again when it is done.');
    }
    for (const made of answers.filter((a) => a.statusCode === 200)) expectLabels(made);
    expectLabels(await meanwhile);
    // Once they are made, the tech may print again.
    expect((await labels(tech)).statusCode).toBe(200);
  });

  it('keeps /healthz near its idle time while they are drawn', { timeout: 120_000 }, async () => {
    // Warmed up first (its first calls compile), then timed idle.
    let calls = 0;
    const idle = (await probeHealthz(() => calls++ < 60)).slice(10);
    let printing = true;
    const attack = Promise.all([0, 1, 2, 3].map(() => labels(tech))).finally(() => {
      printing = false;
    });
    const busy = await probeHealthz(() => printing);
    const made = (await attack).filter((a) => a.statusCode === 200);
    expect(made.length).toBeGreaterThan(0);
    const ratio = median(busy) / median(idle);
    console.log(
      `/healthz idle median ${median(idle).toFixed(2)} ms; while printing median ${median(busy).toFixed(2)} ms, ` +
        `worst ${Math.max(...busy).toFixed(1)} ms (${busy.length} calls): ${ratio.toFixed(2)}x`,
    );
    // The issue asks 2x; the bench's prints case measures it on a server alone (bench/cases/prints.ts).
    // Here other test files share the machine's cores, so this guard is wide: drawn on the event
    // loop it was over 2000x, which it still catches.
    expect(ratio).toBeLessThanOrEqual(20);
    expect(busy.length).toBeGreaterThan(10);
  });
});

describe('call sheets share the same limits (issue 37.6)', () => {
  it('four large ones at once from one staff member: two made, two refused in words', {
    timeout: 120_000,
  }, async () => {
    const { agent } = await loginAs(t.app, t.db, 'staff');
    const sheet = () =>
      agent.call({ method: 'GET', url: `/events/${bigCrewEventId}/call-sheet.pdf`, page: true });
    const answers = await Promise.all([0, 1, 2, 3].map(sheet));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 429, 429]);
    for (const refused of answers.filter((a) => a.statusCode === 429))
      expect(refused.body).toContain('Another print is still being made; try again when it is done.');
    const made = answers.find((a) => a.statusCode === 200)!;
    const { text, pages } = await pdfText(made.rawPayload);
    expect(pages).toBeGreaterThan(5);
    expect(text).toContain('Stagehand 150');
  });
});

describe('a server process draws its prints in worker threads', () => {
  it('from the TypeScript sources (tsx) and compiled (dist/node, npm run build)', {
    timeout: 240_000,
  }, async () => {
    const target = await serverTarget();
    try {
      for (const compiled of [false, true]) {
        const server = await startServer({ ...target.env, PDF_WORKERS: '1' }, { compiled });
        try {
          await server.ready();
          const session = await signIn(server.url, 'staff@example.com', DEMO_PASSWORD);
          const view = (await session.call('GET', '/show-pulls/1')).json as { event: { id: number } };
          for (const print of ['print', 'labels']) {
            const res = await fetch(`${server.url}/show-pull/${print}?showPullID=1`, {
              headers: session.headers,
            });
            expect(res.status, `${print}, compiled: ${compiled}`).toBe(200);
            expect(res.headers.get('content-type')).toBe('application/pdf');
            const { text } = await pdfText(Buffer.from(await res.arrayBuffer()));
            // The labels of an empty pull say so instead.
            expect(text).toMatch(new RegExp(`#${view.event.id}\\s|Nothing on this pull yet`));
          }
          // The event's call sheet (issue 37.6), staff's print, drawn by the same workers.
          const sheet = await fetch(`${server.url}/events/${view.event.id}/call-sheet.pdf`, {
            headers: session.headers,
          });
          expect(sheet.status, `call sheet, compiled: ${compiled}`).toBe(200);
          expect(sheet.headers.get('content-type')).toBe('application/pdf');
          const { text } = await pdfText(Buffer.from(await sheet.arrayBuffer()));
          expect(text).toContain(`Call sheet #${view.event.id}`);
        } finally {
          expect(await server.stop()).toBe(0);
        }
      }
    } finally {
      await target.cleanup();
    }
  });
});

function expectLabels(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  // 67 pages of ten labels.
  expect(res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(LABELS / 10);
}
