import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../test/server-process.js';
import { registerErrorHandler } from '../http/errors.js';
import {
  DATABASE_AWAY_MESSAGE,
  DatabaseStoppedError,
  DISK_FULL_MESSAGE,
  DiskFullError,
  databaseFailureOf,
} from './failures.js';

/** A driver error as Drizzle hands it on: the statement's text, and the driver's error as the cause. */
const fromQuery = (cause: Error) => new DrizzleQueryError('insert into t values ($1)', ['secret'], cause);
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('database failures, told from refused statements', () => {
  it('a full disk, by SQLSTATE, errno or the words PGlite passes on', () => {
    expect(
      databaseFailureOf(
        fromQuery(pgError('53100', 'could not extend file "base/5/1": No space left on device')),
      ),
    ).toBe('disk_full');
    expect(
      databaseFailureOf(pgError('XX000', 'could not write to file "pg_wal/x": No space left on device')),
    ).toBe('disk_full');
    expect(databaseFailureOf(new DiskFullError('The disk is full'))).toBe('disk_full');
  });

  it('a database away: dropped connections, a restart, one that cannot be reached', async () => {
    expect(databaseFailureOf(fromQuery(new Error('Connection terminated unexpectedly')))).toBe(
      'database_unavailable',
    );
    expect(
      databaseFailureOf(fromQuery(pgError('57P01', 'terminating connection due to administrator command'))),
    ).toBe('database_unavailable');
    expect(databaseFailureOf(pgError('57P03', 'the database system is starting up'))).toBe(
      'database_unavailable',
    );
    expect(databaseFailureOf(new DatabaseStoppedError('stopped', 'database_unavailable'))).toBe(
      'database_unavailable',
    );
    // A real one: nothing listens on the port.
    const client = new pg.Client({ connectionString: `postgres://x@127.0.0.1:${await freePort()}/x` });
    const refused = await client.connect().catch((err: unknown) => err);
    expect(databaseFailureOf(refused)).toBe('database_unavailable');
  });

  it("a pool's queue waited out is overload, a connection attempt timed out is the database away", () => {
    expect(databaseFailureOf(fromQuery(new Error('timeout exceeded when trying to connect')))).toBe(
      'database_busy',
    );
    expect(databaseFailureOf(fromQuery(new Error('timeout expired')))).toBe('database_unavailable');
  });

  it('a refused statement is not one: a unique violation, a syntax error, a plain bug', () => {
    expect(
      databaseFailureOf(fromQuery(pgError('23505', 'duplicate key value violates unique constraint'))),
    ).toBeUndefined();
    expect(databaseFailureOf(fromQuery(pgError('42601', 'syntax error at or near "x"')))).toBeUndefined();
    expect(databaseFailureOf(new TypeError('x is undefined'))).toBeUndefined();
    // Whatever a user typed is in the statement's values, not taken for the driver's words.
    const typed = new DrizzleQueryError(
      'insert into t values ($1)',
      ['No space left on device'],
      pgError('23505', 'duplicate key'),
    );
    expect(databaseFailureOf(typed)).toBeUndefined();
  });

  it('is answered 503 in words, never as a generic 500', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/full', async () => {
      throw fromQuery(pgError('53100', 'could not extend file: No space left on device'));
    });
    app.get('/away', async () => {
      throw fromQuery(new Error('Connection terminated unexpectedly'));
    });
    app.get('/bug', async () => {
      throw new TypeError('x is undefined');
    });
    const full = await app.inject({ method: 'GET', url: '/full' });
    expect(full.statusCode).toBe(503);
    expect(full.json()).toEqual({ error: { code: 'disk_full', message: DISK_FULL_MESSAGE } });
    const away = await app.inject({ method: 'GET', url: '/away' });
    expect(away.statusCode).toBe(503);
    expect(away.json()).toEqual({ error: { code: 'database_unavailable', message: DATABASE_AWAY_MESSAGE } });
    expect((await app.inject({ method: 'GET', url: '/bug' })).statusCode).toBe(500);
    await app.close();
  });
});
