import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process.js';

const PG_BIN = '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);

export interface OwnPostgres {
  /** The cluster's `postgres` database. */
  url: string;
  /** `pg_ctl stop -m immediate`: every backend killed, no shutdown checkpoint (a crash, to clients). */
  stopImmediate(): Promise<void>;
  start(): Promise<void>;
  /** `pg_ctl restart -m immediate`: the crash, then crash recovery. */
  restartImmediate(): Promise<void>;
  /** Stops the cluster and removes its directory. */
  cleanup(): Promise<void>;
}

/**
 * A PostgreSQL 15 cluster of the test's own, in a temporary directory, for a test that stops or
 * restarts it (the shared server of a test run must keep running). Run as the `postgres` user, as
 * PostgreSQL refuses to run as root.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  if (!fs.existsSync(path.join(PG_BIN, 'initdb')))
    throw new Error(`PostgreSQL 15 is not installed (${PG_BIN}); .ci/run installs it.`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-own-pg-'));
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  fs.chownSync(dir, uid, uid);
  const port = await freePort();
  const data = path.join(dir, 'data');
  // Asynchronous, so the test's own requests go on while the cluster stops and starts.
  const asPostgres = async (tool: string, args: string[]) => {
    await run('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, tool), ...args]);
  };
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctl = (...args: string[]) =>
    asPostgres('pg_ctl', ['-D', data, '-l', path.join(dir, 'postgres.log'), '-w', '-t', '180', ...args]);
  await asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8']);
  const start = () => ctl('-o', options, 'start');
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stopImmediate: () => ctl('-m', 'immediate', 'stop'),
    start,
    restartImmediate: () => ctl('-m', 'immediate', '-o', options, 'restart'),
    cleanup: async () => {
      await ctl('-m', 'immediate', 'stop').catch(() => {}); // already stopped
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
