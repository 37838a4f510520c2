import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../test/server-process.js';
import { BENCH_SCALE, migrationsHash, prepareBenchDatabase } from './database.js';

const PG_BIN = '/usr/lib/postgresql/15/bin';

export interface BenchPostgres {
  url: string;
  /** The postmaster: its backends are the processes under it. */
  pid: number;
  /** Stops it and removes its directory; safe to call twice. */
  stop(): void;
}

/**
 * A PostgreSQL 15 of the bench's own on loopback, as `.ci/run` starts one: a temporary directory
 * owned by postgres, a port from the kernel, fsync on (the bench measures what an operator runs).
 * pg_stat_statements is loaded so each run can count the queries it caused. Stopped and removed
 * when this process exits, however it exits.
 */
export async function startBenchPostgres(log: (m: string) => void): Promise<BenchPostgres> {
  if (!fs.existsSync(`${PG_BIN}/initdb`)) {
    log("PostgreSQL 15 is missing: installing Debian's postgresql");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-bench-pg-'));
  const data = path.join(dir, 'data');
  const asPostgres = (cmd: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', `${PG_BIN}/${cmd}`, ...args], { stdio: 'pipe' });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      asPostgres('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
    } catch {
      // Not started, or already gone: the directory goes either way.
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.once(signal, () => {
      stop();
      process.exit(130);
    });
  try {
    execFileSync('chown', ['postgres', dir]);
    asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8']);
    const port = await freePort();
    const options = [
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
      '-c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all',
    ].join(' ');
    asPostgres('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'postgres.log'),
      '-w',
      '-t',
      '180',
      '-o',
      options,
      'start',
    ]);
    const pid = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    log(`PostgreSQL 15 on 127.0.0.1:${port} (${dir})`);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, pid, stop };
  } catch (err) {
    const logFile = path.join(dir, 'postgres.log');
    if (fs.existsSync(logFile)) log(fs.readFileSync(logFile, 'utf8'));
    stop();
    throw err;
  }
}

/** The seeded data set as pg_dump wrote it, kept between runs (seeding takes minutes), per scale. */
const DUMP_DIR = path.resolve(process.env.BENCH_PG_DUMP_DIR ?? `bench/.data-pg-${BENCH_SCALE}`);

/**
 * The bench's data set (`--scale`, large by default) in the database at `url`: the same seed as PGlite's (prepareBenchDatabase),
 * restored from the kept dump when the migrations are those it was made with.
 */
export async function seedBenchPostgres(url: string, log: (m: string) => void): Promise<void> {
  const dump = path.join(DUMP_DIR, `${BENCH_SCALE}.dump`);
  const marker = path.join(DUMP_DIR, 'bench-seed.json');
  const migrations = migrationsHash();
  const kept =
    fs.existsSync(dump) &&
    fs.existsSync(marker) &&
    (JSON.parse(fs.readFileSync(marker, 'utf8')) as { migrations: string }).migrations === migrations;
  if (kept) {
    log(`Restoring the ${BENCH_SCALE} data set from ${path.relative('.', dump)}...`);
    execFileSync(`${PG_BIN}/pg_restore`, ['--no-owner', '-j', '2', '-d', url, dump], { stdio: 'inherit' });
  } else {
    const before = process.env.DATABASE_URL;
    process.env.DATABASE_URL = url;
    try {
      await prepareBenchDatabase(log);
    } finally {
      if (before === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = before;
    }
    fs.rmSync(DUMP_DIR, { recursive: true, force: true });
    fs.mkdirSync(DUMP_DIR, { recursive: true });
    execFileSync(`${PG_BIN}/pg_dump`, ['-Fc', '-f', dump, url], { stdio: 'inherit' });
    fs.writeFileSync(marker, JSON.stringify({ migrations }));
  }
  // Planner statistics and the visibility map, as a database that has been running has them.
  execFileSync(`${PG_BIN}/psql`, ['-q', '-d', url, '-c', 'vacuum analyze'], { stdio: 'inherit' });
}
