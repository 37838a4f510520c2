import { type PGlite, parse, protocol, type Results, type Transaction } from '@electric-sql/pglite';
import { type DatabaseFailure, DatabaseStoppedError, databaseFailureOf } from './failures.js';
import { preparedStatements } from './pglite-prepared.js';
import { currentActorId, currentApiTokenId } from './request-scope.js';

/**
 * PGlite runs its WebAssembly Postgres on this thread, and one query's promise resolves the next
 * waiter's as a microtask: with a queue of requests, turn after turn ran without the event loop ever
 * polling, so new connections waited in the accept queue for seconds while queued work answered in
 * milliseconds. Here every turn at the database (a root query, an exec, a transaction) waits its place
 * in a queue of our own and starts from `setImmediate`, so the loop polls between turns; `urgent`
 * turns (the /healthz ping) go first. Transactions also set the actor and count the tables they
 * wrote in one simple-protocol statement each (no parse, bind or plan), and statements are kept
 * prepared (pglite-prepared.ts).
 */
interface Turn {
  run: () => Promise<unknown>;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

export interface TunedPglite {
  /** `select 1` as the next turn, before every waiting one (/healthz). */
  ping(): Promise<void>;
  /**
   * Moves after every turn that may have written (table-versions.ts keeps the versions while it
   * stands still): a transaction that touched a table, an exec, a root statement other than a select.
   */
  writes(): number;
  /**
   * CHECKPOINT as a turn; if it fails, the database is stopped before any other turn runs: PGlite
   * answers empty results after a failed checkpoint (so a session looked like none: "Please log in").
   */
  checkpoint(): Promise<void>;
  /** Set once the database met an error it cannot come back from; every turn since gets it. */
  stopped(): DatabaseStoppedError | undefined;
  /** Called once, when it stops. */
  onStop(listener: (reason: DatabaseStoppedError) => void): void;
}

// A root statement that starts with `select` writes no table (the app's writing functions run
// inside its transactions); anything else (insert, update, delete, a `with` that may hold one) may.
const READS = /^\s*select\b/i;

/** Errors after which the WebAssembly Postgres is not to be trusted: a panic, or a trap in the module. */
const beyondRecovery = (err: unknown): boolean => {
  const e = ((err as Error)?.cause ?? err) as Error & { severity?: string };
  return (
    e?.severity === 'PANIC' ||
    e?.severity === 'FATAL' ||
    e?.name === 'RuntimeError' || // WebAssembly.RuntimeError (the build's lib has no WebAssembly)
    /ERRORDATA_STACK_SIZE exceeded/.test(String(e?.message))
  );
};

export function tunePglite(pg: PGlite): TunedPglite {
  const waiting: Turn[] = [];
  const first: Turn[] = [];
  let busy = false;
  let stopped: DatabaseStoppedError | undefined;
  const stopListeners: ((reason: DatabaseStoppedError) => void)[] = [];
  const stop = (cause: unknown, failure: DatabaseFailure = 'database_unavailable') => {
    if (stopped) return stopped;
    stopped = new DatabaseStoppedError(
      `The embedded database stopped after an error it cannot recover from in this process ` +
        `(${(cause as Error)?.message}); the server must restart (it recovers from its write-ahead log).`,
      failure,
    );
    for (const turn of [...first.splice(0), ...waiting.splice(0)]) turn.reject(stopped);
    for (const listener of stopListeners) listener(stopped);
    return stopped;
  };
  const next = () => {
    if (busy || (!first.length && !waiting.length)) return;
    busy = true;
    setImmediate(() => {
      const turn = first.shift() ?? waiting.shift();
      if (!turn) {
        busy = false;
        return;
      }
      turn
        .run()
        .then(turn.resolve, (err: unknown) => turn.reject(beyondRecovery(err) ? stop(err) : err))
        .finally(() => {
          busy = false;
          next();
        });
    });
  };
  const enqueue = <T>(run: () => Promise<T>, lane = waiting) =>
    new Promise<T>((resolve, reject) => {
      if (stopped) return reject(stopped);
      lane.push({ run, resolve: resolve as (v: unknown) => void, reject });
      next();
    });

  const prepared = preparedStatements(pg);
  const query = pg.query.bind(pg);
  const exec = pg.exec.bind(pg);
  const rootLock = async <R>(fn: () => Promise<R>) => {
    const result = await pg._runExclusiveTransaction(() => pg.runExclusive(fn));
    await pg.syncToFs();
    return result;
  };
  const rootQuery = prepared(query, rootLock);
  let writes = 0;
  // Counted when the turn ends, before its caller goes on, so a read after a write sees the move.
  const counted = <T>(run: () => Promise<T>) => run().finally(() => writes++);
  pg.query = (text, params, options) =>
    enqueue(() =>
      READS.test(text) ? rootQuery(text, params, options) : counted(() => rootQuery(text, params, options)),
    );
  pg.exec = (text, options) => enqueue(() => counted(() => exec(text, options)));
  // One simple-protocol message: its statements run in turn, and an error skips the rest.
  const simple = async (text: string) =>
    (await pg.execProtocol(protocol.serialize.query(text), { syncToFs: false })).messages;
  // PGlite's own transaction sends BEGIN, the actor, the count and COMMIT as four statements, each
  // with a sync of its own: eight calls into the WebAssembly. Here the ends are one call each (the
  // begin with the actor, the count with the commit), and statements run as pglite-prepared.ts runs them.
  pg.transaction = <T>(fn: (tx: Transaction) => Promise<T>) =>
    enqueue(() =>
      pg._runExclusiveTransaction(async () => {
        // The actor for the audit trigger, and the mark that this is the app's transaction.
        const actor = currentActorId();
        const token = currentApiTokenId();
        await pg.runExclusive(() =>
          simple(
            `BEGIN; select set_config('loadout.user_id', '${actor === null ? '' : Math.trunc(actor)}', true), set_config('loadout.api_token_id', '${token === null ? '' : Math.trunc(token)}', true), set_config('loadout.in_app_tx', 'on', true)`,
          ),
        );
        let closed = false;
        let ended = false;
        const open = <R>(run: () => Promise<R>) => {
          if (closed) throw new Error('Transaction is closed');
          return pg.runExclusive(run);
        };
        const unsupported = () => {
          throw new Error('Not available in a transaction here');
        };
        const tx = {
          query: prepared(undefined, open),
          exec: (text: string) => open(async () => parse.parseResults(await simple(text), pg.parsers)),
          rollback: async () => {
            await open(() => simple('ROLLBACK'));
            closed = ended = true;
          },
          sql: unsupported,
          listen: unsupported,
          get closed() {
            return closed;
          },
        } as unknown as Transaction;
        try {
          const result = await fn(tx);
          if (!closed) {
            closed = true;
            // Count the tables this transaction wrote (a no-op when it only read; table-versions.ts),
            // then commit. The CTE reads the list before the count empties it.
            const messages = await pg.runExclusive(() =>
              simple(
                `with w as materialized (select coalesce(current_setting('loadout.touched', true), '') <> '' as wrote)
                 select w.wrote, loadout_count_touched() from w; COMMIT`,
              ),
            );
            ended = true;
            const [counted] = parse.parseResults(messages, pg.parsers) as Results<{ wrote: boolean }>[];
            // COMMIT answers ROLLBACK when the transaction had failed (an error the write caught).
            if (
              messages.some(
                (m) => m.name === 'commandComplete' && (m as { text?: string }).text === 'ROLLBACK',
              )
            )
              throw new Error('The transaction was rolled back: a statement in it failed');
            if (counted?.rows[0]?.wrote) writes++;
          }
          return result;
        } catch (err) {
          // Also after a failed count, which leaves the transaction open and aborted.
          if (!ended) {
            closed = ended = true;
            await pg.runExclusive(() => simple('ROLLBACK'));
          }
          throw err;
        }
      }),
    );
  return {
    ping: async () => {
      await enqueue(() => query('select 1'), first);
    },
    writes: () => writes,
    checkpoint: () =>
      enqueue(async () => {
        try {
          await exec('CHECKPOINT');
        } catch (err) {
          throw stop(err, databaseFailureOf(err));
        }
      }),
    stopped: () => stopped,
    onStop: (listener) => void stopListeners.push(listener),
  };
}
