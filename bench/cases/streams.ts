import fs from 'node:fs';
import type { Db } from '../../server/platform/db/types.js';
import type { HttpSession } from '../../test/http-session.js';
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

type Input = { pull_id: number; event_id: number; items: number[] };

const fiftyStreams: StreamCase<Input> = {
  name: `live: ${STREAMS} streams on the largest pull while ${WRITERS} writers assign`,
  prepare: async (db) => {
    const p = await largestPull(db);
    return { ...p, items: await freeItems(db, p.pull_id, p.event_id) };
  },
  run: async (session, pid, p) => {
    const before = rssKb(pid);
    const url = `${session.baseUrl}/show-pulls/${p.pull_id}/stream`;
    const streams = await Promise.all(
      Array.from({ length: STREAMS }, () => openStream(url, session.headers)),
    );
    try {
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
