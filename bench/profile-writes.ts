/**
 * Where a write's time goes on PGlite, by protocol step, in CPU time (so other processes on the
 * machine do not blur it): Parse (parse + analyse), Bind (planning, for an unnamed statement),
 * Execute, Sync (commit), Query (a simple-protocol statement). Runs the show pull assign +
 * un-assign, the position-notes save and one bid of the shows import (its event and 75 bid items,
 * rolled back) in-process on the bench data set; prints statements per
 * write and the time of each step. `npx tsx bench/profile-writes.ts [cycles]` (nothing else may hold
 * the bench data directory).
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { saveBidItems } from '../server/domains/shows/bid-items.js';
import { createEvents } from '../server/domains/shows/events.js';
import { setNotes } from '../server/features/labor-invites/positions/notes.js';
import { assignEventItem, unassignEventItem } from '../server/features/show-pulls/assignments/assign.js';
import { getShowPullView } from '../server/features/show-pulls/view/view.js';
import { runPullWrite } from '../server/features/show-pulls/write/run.js';
import { openPglite } from '../server/platform/db/open.js';
import { selectRows } from '../server/platform/db/types.js';
import { openPosition } from './cases/labor-invites.js';
import { freeItems, largestPull } from './cases/show-pulls.js';
import { BENCH_DATA_DIR } from './database.js';

const STEPS: Record<number, string> = {
  80: 'parse',
  66: 'bind',
  68: 'describe',
  69: 'execute',
  83: 'sync',
  81: 'query',
};
const cycles = Number(process.argv[2] ?? 30);
let tally = new Map<string, { calls: number; cpuMs: number }>();
const texts = new Map<string, number>();
/** Named statements by name, so that a bind and its execute are charged to their SQL text. */
const named = new Map<string, string>();
const byText = new Map<string, { calls: number; cpuMs: number }>();
let bound = '';

function instrument(client: PGlite) {
  const raw = client.execProtocolRaw.bind(client);
  client.execProtocolRaw = async (message, options) => {
    let step = STEPS[message[0]!] ?? `0x${message[0]!.toString(16)}`;
    // pglite-prepared.ts sends bind, describe, execute and sync as one buffer: one statement run.
    const first = 1 + Buffer.from(message.buffer, message.byteOffset + 1, 4).readUInt32BE(0);
    if (step === 'bind' && message.length > first) step = 'execute';
    if (step === 'parse' || step === 'query') {
      const body = Buffer.from(message.subarray(5)).toString('utf8');
      const text = step === 'parse' ? body.slice(body.indexOf('\0') + 1) : body;
      const key = text.replace(/\0.*$/s, '').replace(/\s+/g, ' ').slice(0, 90);
      texts.set(key, (texts.get(key) ?? 0) + 1);
      if (step === 'parse') named.set(body.slice(0, body.indexOf('\0')), key);
    }
    if (message[0] === 66) {
      const body = Buffer.from(message.subarray(5)).toString('utf8');
      const parts = body.split('\0');
      bound = named.get(parts[1]!) ?? '(unnamed)';
    }
    const before = process.cpuUsage();
    const answer = await raw(message, options);
    const used = process.cpuUsage(before);
    const t = tally.get(step) ?? { calls: 0, cpuMs: 0 };
    t.calls++;
    t.cpuMs += (used.user + used.system) / 1000;
    tally.set(step, t);
    if (step === 'bind' || step === 'execute') {
      const b = byText.get(bound) ?? { calls: 0, cpuMs: 0 };
      if (step === 'execute') b.calls++;
      b.cpuMs += (used.user + used.system) / 1000;
      byText.set(bound, b);
    }
    return answer;
  };
}

const database = await openPglite({ dataDir: BENCH_DATA_DIR, instrument });
const { db } = database;
if (process.env.PLAN_CACHE_MODE)
  await db.execute(sql.raw(`set plan_cache_mode = ${process.env.PLAN_CACHE_MODE}`));
const pull = await largestPull(db);
const [item] = await freeItems(db, pull.pull_id, pull.event_id, 2);
const positionId = await openPosition(db);

async function profile(name: string, write: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await write();
  tally = new Map();
  texts.clear();
  byText.clear();
  const started = process.cpuUsage();
  const wall = performance.now();
  for (let i = 0; i < cycles; i++) await write();
  const cpu = process.cpuUsage(started);
  const per = (n: number) => Math.round((n / cycles) * 100) / 100;
  // A statement is an execute (extended protocol) or a query (simple); parsed ones are listed below.
  const statements = (tally.get('execute')?.calls ?? 0) + (tally.get('query')?.calls ?? 0);
  process.stdout.write(
    `\n${name}: ${per(statements)} statements (${per(tally.get('parse')?.calls ?? 0)} parsed), CPU ${per((cpu.user + cpu.system) / 1000)} ms (wall ${per(performance.now() - wall)} ms) per write\n`,
  );
  for (const [step, t] of [...tally].sort((a, b) => b[1].cpuMs - a[1].cpuMs))
    process.stdout.write(`  ${step.padEnd(9)} ${per(t.calls)} calls, ${per(t.cpuMs)} ms CPU per write\n`);
  for (const [text, n] of texts) process.stdout.write(`    ${per(n)} × ${text}\n`);
  process.stdout.write('  bind + execute by statement:\n');
  for (const [text, t] of [...byText].sort((a, b) => b[1].cpuMs - a[1].cpuMs))
    process.stdout.write(`    ${per(t.cpuMs)} ms, ${per(t.calls)} × ${text}\n`);
}

try {
  await profile('assign + un-assign', async () => {
    const made = await runPullWrite(db, assignEventItem, {
      showPullID: pull.pull_id,
      eventItemID: item!,
      qty: 1,
      qtyCrossRented: 0,
    });
    await runPullWrite(db, unassignEventItem, { assignmentID: made.eventItems[0]!.assignment!.id });
  });
  await profile('save position notes', () => setNotes(db, positionId, 'Profile note'));
  // One bid of issue 34's import, as the events and bid-items imports write it; rolled back, so
  // every cycle writes the same new rows and the data set is left as it was.
  const gear = await selectRows<{ id: number }>(
    db,
    sql`select id from categories where not is_labor and is_active order by id limit 75`,
  );
  const rolledBack = new Error('rolled back');
  await profile('import one bid: its event and 75 bid items (rolled back)', () =>
    db
      .transaction(async (tx) => {
        await createEvents(tx, [
          {
            id: 990_000,
            showName: 'Profile Show',
            accountManagerId: null,
            status: 'Confirmed',
            location: '',
            venueState: 'TX',
            timeZone: 'America/Chicago',
            startDate: '2028-01-10',
            endDate: '2028-01-12',
            loadInDate: null,
            loadOutDate: null,
            isCancelled: false,
            isLocked: false,
          },
        ]);
        await saveBidItems(
          tx,
          990_000,
          gear.map((c, i) => ({
            values: {
              lineKey: String(i + 1),
              categoryId: c.id,
              description: `Profile line ${i}`,
              qty: 1 + (i % 12),
              group: 'General Session',
              clientNote: '',
              internalNote: '',
              vendorId: null,
              isActive: true,
              isAssignable: true,
              isPullable: true,
              isInGearFlowQueue: false,
            },
          })),
        );
        throw rolledBack;
      })
      .catch((e: unknown) => {
        if (e !== rolledBack) throw e;
      }),
  );
  // A heavy read beside them, uncached: what a change of Node's WebAssembly tiers costs.
  await profile('read the largest pull (uncached)', () => getShowPullView(db, pull.pull_id));
} finally {
  await database.close();
}
