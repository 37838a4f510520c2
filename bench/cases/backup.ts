import fs from 'node:fs';
import { askHolder } from '../../server/platform/db/lock.js';
import type { Db } from '../../server/platform/db/types.js';
import type { HttpSession } from '../../test/http-session.js';
import { BENCH_DATA_DIR } from '../database.js';
import { summarize } from '../stats.js';
import { openPosition } from './labor-invites.js';

/**
 * A backup of the large data set while the server serves (issue "data safety" 5): a monitor's
 * /healthz (4 connections, back to back) and a writer (a position's notes, one at a time), first
 * for IDLE_SECONDS with no backup, then while the server writes a backup (asked through the data
 * directory's socket, as `npm run backup` asks). Reported as ratios to the idle figures of the
 * same run, with the backup's time, its size, and the server's RSS (sampled every 50 ms).
 */
export interface BackupFigures {
  name: string;
  seconds: number;
  fileMb: number;
  healthz: { idle: Spread; during: Spread; ratio: { p50: number; p99: number; max: number } };
  writes: { idle: Spread; during: Spread };
  rssMb: { idle: number; peak: number };
}
interface Spread {
  p50: number;
  p99: number;
  max: number;
  n: number;
}

export interface BackupCase<I = Record<string, unknown>> {
  name: string;
  prepare(db: Db): Promise<I>;
  run(session: HttpSession, serverPid: number, input: I): Promise<BackupFigures>;
}

const IDLE_SECONDS = 4;
const MONITORS = 4;

const rssMb = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

const spread = (times: number[]): Spread => {
  const s = summarize(times);
  return { p50: s.p50, p99: s.p99, max: Math.round(Math.max(0, ...times)), n: times.length };
};
const ratio = (during: number, idle: number) => Math.round((during / Math.max(idle, 0.1)) * 10) / 10;

/** Monitors, a writer and an RSS sampler, until `done` settles. */
async function underLoad(session: HttpSession, pid: number, positionId: number, done: Promise<unknown>) {
  let running = true;
  const stop = done.finally(() => {
    running = false;
  });
  const healthz: number[] = [];
  const writes: number[] = [];
  let peak = rssMb(pid);
  const monitor = async () => {
    while (running) {
      const sent = performance.now();
      const res = await fetch(`${session.baseUrl}/healthz`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`/healthz answered ${res.status}`);
      healthz.push(performance.now() - sent);
    }
  };
  const writer = async () => {
    for (let i = 0; running; i++) {
      const sent = performance.now();
      const res = await session.call('POST', `/labor-invites/event-items/${positionId}/notes`, {
        notes: `Backup bench ${i}`,
      });
      if (res.status !== 200) throw new Error(`the notes write answered ${res.status}`);
      writes.push(performance.now() - sent);
    }
  };
  const sampler = async () => {
    while (running) {
      peak = Math.max(peak, rssMb(pid));
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const [result] = await Promise.all([
    stop,
    ...Array.from({ length: MONITORS }, monitor),
    writer(),
    sampler(),
  ]);
  return { result, healthz: spread(healthz), writes: spread(writes), peak };
}

const largeDataBackup: BackupCase<{ positionId: number }> = {
  name: 'backup: the large data set while /healthz and a writer run',
  prepare: async (db) => ({ positionId: await openPosition(db) }),
  run: async (session, pid, { positionId }) => {
    const idle = await underLoad(
      session,
      pid,
      positionId,
      new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000)),
    );
    const started = performance.now();
    const during = await underLoad(
      session,
      pid,
      positionId,
      askHolder(BENCH_DATA_DIR, 'backup', 10 * 60_000),
    );
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    const answer = during.result as Awaited<ReturnType<typeof askHolder>>;
    if (!answer?.ok || !answer.file) throw new Error(`The backup failed: ${JSON.stringify(answer)}`);
    const fileMb = Math.round(fs.statSync(answer.file).size / 1e5) / 10;
    fs.rmSync(answer.file); // the bench's data directory does not collect backups
    return {
      name: largeDataBackup.name,
      seconds,
      fileMb,
      healthz: {
        idle: idle.healthz,
        during: during.healthz,
        ratio: {
          p50: ratio(during.healthz.p50, idle.healthz.p50),
          p99: ratio(during.healthz.p99, idle.healthz.p99),
          max: ratio(during.healthz.max, idle.healthz.max),
        },
      },
      writes: { idle: idle.writes, during: during.writes },
      rssMb: { idle: idle.peak, peak: during.peak },
    };
  },
};

export const backupCases = [largeDataBackup as unknown as BackupCase];
