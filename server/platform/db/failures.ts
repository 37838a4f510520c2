/**
 * Failures of the database itself, as against a refused statement: the disk is full, or the
 * database does not answer (a PostgreSQL restart, a dropped connection, the embedded database
 * stopped). A request that meets one is refused in these words (http/errors.ts, 503), never with a
 * generic 500, and never taken for an answer ("no such session", "not found").
 */
export const DISK_FULL_MESSAGE = "The server's disk is full; tell your administrator. Nothing was saved.";
export const DATABASE_AWAY_MESSAGE = 'The database is not answering; try again in a moment.';
export const DATABASE_BUSY_MESSAGE = 'The server is too busy to answer now; try again in a moment.';

/**
 * `database_busy`: every connection of the pool stayed in use for DATABASE_POOL_WAIT_MS (db/open.ts),
 * so the server is overloaded, not the database away: told apart so that a proxy need not take a
 * working process out (README, "Several server processes").
 */
export type DatabaseFailure = 'disk_full' | 'database_unavailable' | 'database_busy';

/** Thrown before a write that would fill the disk (a backup, a checkpoint): nothing was done. */
export class DiskFullError extends Error {
  readonly failure = 'disk_full';
}

/**
 * The embedded database met an error it cannot come back from in this process (a failed
 * checkpoint leaves PGlite answering empty results, then nothing at all): every later query gets
 * this instead, and the server stops (server/main.ts).
 */
export class DatabaseStoppedError extends Error {
  constructor(
    message: string,
    /** What the user is told: the disk is full, or the database is away (the server restarts). */
    readonly failure: DatabaseFailure,
  ) {
    super(message);
  }
}

// SQLSTATE 53100 disk_full; class 08 connection exceptions; 57P01-57P03 the server shutting down,
// crashed, or starting up; 53300 too many connections.
const AWAY_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const AWAY_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
// What node-postgres says when the socket goes or a connection attempt outlasts its time (no code).
const AWAY_WORDS = /^Connection terminated|not queryable|^timeout expired$/;
// pg-pool's words when a query waited its whole time in the pool's queue.
const BUSY_WORDS = /^timeout exceeded when trying to connect$/;

function failureOfOne(err: Error & { code?: unknown; failure?: unknown }): DatabaseFailure | undefined {
  if (
    err.failure === 'disk_full' ||
    err.failure === 'database_unavailable' ||
    err.failure === 'database_busy'
  )
    return err.failure;
  const code = typeof err.code === 'string' ? err.code : '';
  // The words only of the driver's own error: a wrapper's message holds the statement's values.
  const words = err.cause instanceof Error ? '' : err.message;
  if (code === '53100' || code === 'ENOSPC' || /No space left on device/.test(words)) return 'disk_full';
  if (code.startsWith('08') || AWAY_CODES.has(code) || AWAY_ERRNOS.has(code) || AWAY_WORDS.test(words))
    return 'database_unavailable';
  if (BUSY_WORDS.test(words)) return 'database_busy';
  return undefined;
}

/** The database failure behind `err` (Drizzle wraps the driver's error as its `cause`), if any. */
export function databaseFailureOf(err: unknown): DatabaseFailure | undefined {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const failure = failureOfOne(e);
    if (failure) return failure;
  }
  return undefined;
}

/** The words for a database failure: the user's, and /healthz's. */
export const failureMessage = (failure: DatabaseFailure): string =>
  ({
    disk_full: DISK_FULL_MESSAGE,
    database_unavailable: DATABASE_AWAY_MESSAGE,
    database_busy: DATABASE_BUSY_MESSAGE,
  })[failure];
