import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * pg_dump and pg_restore for a PostgreSQL installation (the client tools must be at least the
 * server's version). PG_BIN names their directory when they are not on PATH.
 */
function tool(name: 'pg_dump' | 'pg_restore'): string {
  const dir = process.env.PG_BIN;
  if (dir) return path.join(dir, name);
  return name;
}

function run(name: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool(name), args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', (err) =>
      reject(
        new Error(
          (err as NodeJS.ErrnoException).code === 'ENOENT'
            ? `${name} was not found. Install the PostgreSQL client tools (Debian: apt-get install postgresql-client) or set PG_BIN to their directory.`
            : `${name} could not start: ${err.message}`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** A consistent snapshot of the whole database in pg_dump's custom format, written atomically. */
export async function pgDump(url: string, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await run('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${partial}`,
    `--dbname=${url}`,
  ]);
  fs.renameSync(partial, file);
}

/** Replaces what the dump holds, in one transaction: on failure the database is as it was. */
export async function pgRestore(url: string, file: string): Promise<void> {
  await run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${url}`,
    file,
  ]);
}
