import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../server/platform/db/types.js';
import { STREAMS_PER_SESSION, STREAMS_PER_USER } from '../../server/platform/live/limits.js';
import { DEMO_PASSWORD } from '../../server/seed/index.js';
import { type HttpSession, signIn } from '../../test/http-session.js';
import { openStream } from '../../test/live-stream.js';
import { summarize } from '../stats.js';
import { freeItems, largestPull } from './show-pulls.js';

/** Live streams under load (issue 21): what `npm run bench` reports of them. */
export interface StreamFigures {
  name: string;
  streams: number;
  writes: number;
  /** From a write's answer to its event on a stream, over every stream (ms; 0 when it came first). */
  p50: number;
  p99: number;
  p99Target: number;
  /** The server's resident memory added per open stream (KB). */
  kbPerStream: number;
}

/** A case that opens streams on the running server and writes while they listen. */
export interface StreamCase<I = Record<string, unknown>> {
  name: string;
  prepare(db: Db): Promise<I>;
  run(session: HttpSession, serverPid: number, input: I): Promise<StreamFigures>;
}

const STREAMS = 50;
const WRITERS = 4;
const WRITES_PER_WRITER = 10;

const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

type Input = { pull_id: number; event_id: number; items: number[]; viewers: string[] };

/**
 * The sign-ins the streams are opened from: as many people at a screen would be, each within the
 * server's limits per sign-in and per person (STREAMS_PER_SESSION, STREAMS_PER_USER).
 */
async function viewerSessions(baseUrl: string, viewers: string[]): Promise<HttpSession[]> {
  const sessions = Math.ceil(STREAMS / STREAMS_PER_SESSION);
  if (sessions * STREAMS_PER_SESSION > viewers.length * STREAMS_PER_USER)
    throw new Error(`${STREAMS} streams need more than the ${viewers.length} staff accounts of the data set`);
  const out: HttpSession[] = [];
  for (let i = 0; i < sessions; i++)
    out.push(await signIn(baseUrl, viewers[i % viewers.length]!, DEMO_PASSWORD));
  return out;
}

const fiftyStreams: StreamCase<Input> = {
  name: `live: ${STREAMS} streams on the largest pull while ${WRITERS} writers assign`,
  prepare: async (db) => {
    const p = await largestPull(db);
    const viewers = await selectRows<{ email: string }>(
      db,
      sql`select email from users where role in ('admin', 'staff') and active and password_hash is not null order by id`,
    );
    return { ...p, items: await freeItems(db, p.pull_id, p.event_id), viewers: viewers.map((v) => v.email) };
  },
  run: async (session, pid, p) => {
    const viewers = await viewerSessions(session.baseUrl, p.viewers);
    const before = rssKb(pid);
    const url = `${session.baseUrl}/show-pulls/${p.pull_id}/stream`;
    const streams = await Promise.all(
      Array.from({ length: STREAMS }, (_, i) =>
        openStream(url, viewers[Math.floor(i / STREAMS_PER_SESSION)]!.headers),
      ),
    );
    try {
      const refused = streams.find((s) => s.status !== 200);
      if (refused) throw new Error(`a stream was refused: ${refused.status} ${refused.body}`);
      await Promise.all(streams.map((s) => s.next((e) => e.event === 'sync', 30_000)));
      const kbPerStream = Math.round(((rssKb(pid) - before) / STREAMS) * 10) / 10;
      const delays: number[] = [];
      // Each writer assigns its own items and un-assigns them: every write is a numbered change.
      const writer = async (w: number) => {
        for (let k = 0; k < WRITES_PER_WRITER; k++) {
          const item = p.items[w * WRITES_PER_WRITER + k]!;
          const made = await session.call('POST', '/show-pull/event-item/assign', {
            showPullID: p.pull_id,
            eventItemID: item,
            qty: 1,
          });
          const answered = performance.now();
          const answer = made.json as {
            sequence?: number;
            eventItems: { assignment: { id: number } | null }[];
          };
          if (made.status !== 200 || answer.sequence === undefined)
            throw new Error(`assign answered ${made.status}: ${JSON.stringify(made.json)}`);
          const seq = String(answer.sequence);
          const arrivals = await Promise.all(streams.map((s) => s.next((e) => e.id === seq, 30_000)));
          for (const e of arrivals) delays.push(Math.max(0, e.at - answered));
          await session.call('POST', '/show-pull/event-item/un-assign', {
            assignmentID: answer.eventItems[0]!.assignment!.id,
          });
        }
      };
      await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
      const t = summarize(delays);
      return {
        name: fiftyStreams.name,
        streams: STREAMS,
        writes: WRITERS * WRITES_PER_WRITER,
        p50: t.p50,
        p99: t.p99,
        p99Target: 250,
        kbPerStream,
      };
    } finally {
      for (const s of streams) s.close();
    }
  },
};

export const streamCases = [fiftyStreams as unknown as StreamCase];
