import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { readBoot } from './boot';
import { isOnline, subscribeConnection } from './connection';
import { ApiError, isNetworkFailure } from './http';
import { refusalText } from './refusals';

/**
 * The device's queue of writes (issue 38.5): the prep page's scans and the pull screen's changes.
 * A write is put in IndexedDB first, then sent, one at a time in the order made, with an id made
 * here that the server keeps (`Idempotency-Key`; a scan carries it as its scanId), so a resend
 * after a lost answer is applied once. A write that meets no network stays and is sent when the
 * connection returns (connection.ts), also after a reload. A write the server refuses is kept in a
 * list to review, in the server's words: nothing is dropped silently.
 *
 * Each kind of write is defined by its feature (`defineWriteKind`): how it is sent, and what its
 * answer means. A write is sent once its kind's code is loaded; each kind's writes keep their order.
 */
export interface QueuedWrite<P = unknown> {
  id: string;
  kind: string;
  /** What the write belongs to (a pull: `show-pull:12`): a screen counts and draws its own. */
  scope: string;
  payload: P;
  at: number;
  /** Who made it: only they send it (another person signing in on this device does not). */
  by: number | null;
}
export interface RefusedWrite<P = unknown> {
  write: QueuedWrite<P>;
  message: string;
}
export interface WriteQueueState {
  writes: readonly QueuedWrite[];
  refused: readonly RefusedWrite[];
}

/** A refusal already put on the review list: the screen that made the write need not say it again. */
export class ListedRefusal extends Error {
  constructor(
    readonly refused: RefusedWrite,
    readonly refusal: unknown,
  ) {
    super(refused.message);
  }
}

interface KindDef<P, A> {
  send: (payload: P, id: string) => Promise<A>;
  /** An answer that changed nothing and should be reviewed (a scan sent long after it was made). */
  reviewOf?: (answer: A, write: QueuedWrite<P>) => string | null;
}

interface Schema extends DBSchema {
  writes: { key: number; value: QueuedWrite };
  refused: { key: string; value: RefusedWrite };
}

type Waiter = { resolve: (a: unknown) => void; reject: (e: unknown) => void; waited: boolean };

// biome-ignore lint/suspicious/noExplicitAny: each kind checks its own payload and answer types
const kinds = new Map<string, KindDef<any, any>>();
/** Hears answers; `awaited`: this page made the write and its own `send` has the answer too. */
type AnswerListener<A = unknown, P = unknown> = (answer: A, write: QueuedWrite<P>, awaited: boolean) => void;
const answerListeners = new Map<string, Set<AnswerListener>>();
const listeners = new Set<() => void>();
/** The writes this page made and still waits for (a screen's own, drawn already). */
const waiters = new Map<string, Waiter>();
/** Without IndexedDB (a locked-down browser, the unit tests), the queue lives as long as the page. */
const memory = { writes: new Map<number, QueuedWrite>(), refused: new Map<string, RefusedWrite>(), next: 1 };
let state: WriteQueueState = { writes: [], refused: [] };
let db: Promise<IDBPDatabase<Schema> | null> | undefined;
let draining = false;
/** Asked to send while a send was under way: the queue is gone through again when it ends. */
let askedAgain = false;
let retry: ReturnType<typeof setTimeout> | undefined;

function open(): Promise<IDBPDatabase<Schema> | null> {
  db ??=
    typeof indexedDB === 'undefined'
      ? Promise.resolve(null)
      : openDB<Schema>('loadout-writes', 1, {
          upgrade(d) {
            d.createObjectStore('writes', { autoIncrement: true });
            d.createObjectStore('refused', { keyPath: 'write.id' });
          },
        }).catch(() => null);
  return db;
}

async function refresh(): Promise<void> {
  const d = await open();
  const me = signedIn();
  const writes = (d ? await d.getAll('writes') : [...memory.writes.values()]).filter((w) => w.by === me);
  const refused = (d ? await d.getAll('refused') : [...memory.refused.values()]).filter(
    (r) => r.write.by === me,
  );
  state = { writes, refused: refused.sort((a, b) => a.write.at - b.write.at) };
  for (const l of [...listeners]) l();
}

export const writeQueueState = (): WriteQueueState => state;

export function subscribeWriteQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Whether this page waits for the write (its effect is on screen already) or an earlier page made it. */
export const isAwaited = (id: string): boolean => waiters.has(id);

const signedIn = (): number | null => {
  try {
    return readBoot().user?.id ?? null;
  } catch {
    return null;
  }
};

/** The first write, of the person signed in, whose kind's code is loaded: each kind's go in order. */
async function first(): Promise<[number, QueuedWrite] | undefined> {
  const me = signedIn();
  const sendable = (w: QueuedWrite) => kinds.has(w.kind) && w.by === me;
  const d = await open();
  if (!d) return [...memory.writes.entries()].find(([, w]) => sendable(w));
  for (let c = await d.transaction('writes').store.openCursor(); c; c = await c.continue())
    if (sendable(c.value)) return [c.key, c.value];
  return undefined;
}

async function remove(key: number, refused?: RefusedWrite): Promise<void> {
  const d = await open();
  if (!d) {
    memory.writes.delete(key);
    if (refused) memory.refused.set(refused.write.id, refused);
    return;
  }
  const tx = d.transaction(['writes', 'refused'], 'readwrite');
  await Promise.all([
    tx.objectStore('writes').delete(key),
    refused && tx.objectStore('refused').put(refused),
    tx.done,
  ]);
}

/** Sends what waits, oldest first; stops at a lost connection (and starts again when it returns). */
export async function drainWrites(): Promise<void> {
  // A connection that came back while a send was failing (another request got an answer) asks
  // again: without that, the send's failure would end the drain and nothing would start it anew.
  askedAgain = true;
  if (draining) return;
  draining = true;
  try {
    while (askedAgain) {
      askedAgain = false;
      clearTimeout(retry);
      await drainOnce();
    }
  } finally {
    draining = false;
  }
}

/** One pass over the queue; stops at a lost connection, a server that cannot serve, or the end. */
async function drainOnce(): Promise<void> {
  for (let next = await first(); next; next = await first()) {
    const [key, write] = next;
    const kind = kinds.get(write.kind)!;
    const waiter = waiters.get(write.id);
    try {
      const answer = await kind.send(write.payload, write.id);
      const review = kind.reviewOf?.(answer, write);
      await remove(key, review ? { write, message: review } : undefined);
      // Off the list before it stops being awaited: a screen never takes a sent write of its own
      // for one an earlier visit left (and draws it again over its answer).
      if (waiter) await refresh();
      waiters.delete(write.id);
      waiter?.resolve(answer);
      for (const l of [...(answerListeners.get(write.kind) ?? [])]) l(answer, write, Boolean(waiter));
    } catch (e) {
      // No answer: the write waits for the connection (connection.ts says when it is back), and
      // a refusal then is listed: the person may have moved on from the screen that made it.
      if (isNetworkFailure(e) || (e instanceof ApiError && e.status === 401)) {
        if (waiter) waiter.waited = true;
        return;
      }
      // The server cannot serve now (restarting, its database away): it waits a few seconds.
      if (!(e instanceof ApiError) || e.status >= 500) {
        retry = setTimeout(() => void drainWrites(), 5000);
        return;
      }
      // Refused at once, where the person made it: that screen says it. Any other is listed.
      const listed = !waiter || waiter.waited ? { write, message: refusalText(e) } : undefined;
      await remove(key, listed);
      if (waiter) await refresh();
      waiters.delete(write.id);
      waiter?.reject(listed ? new ListedRefusal(listed, e) : e);
    } finally {
      await refresh();
    }
  }
}

async function add(kind: string, scope: string, payload: unknown, waiter?: Omit<Waiter, 'waited'>) {
  const write: QueuedWrite = {
    id: crypto.randomUUID(),
    kind,
    scope,
    payload,
    at: Date.now(),
    by: signedIn(),
  };
  if (waiter) waiters.set(write.id, { ...waiter, waited: !isOnline() });
  const d = await open();
  if (d) await d.add('writes', write);
  else memory.writes.set(memory.next++, write);
  await refresh();
  void drainWrites();
  return write;
}

/**
 * A kind of write, by the feature that makes it. `enqueue` keeps a write and sends it in its turn
 * (its answer reaches `onAnswer`); `send` does the same and waits for its answer, or its refusal
 * (a `ListedRefusal` when it went to the review list instead of being said where it was made).
 */
export function defineWriteKind<P, A>(kind: string, def: KindDef<P, A>) {
  kinds.set(kind, def);
  // This kind's writes left by an earlier visit are sent now that its code is here.
  void refresh().then(drainWrites);
  return {
    enqueue: (scope: string, payload: P) => add(kind, scope, payload) as Promise<QueuedWrite<P>>,
    send: (scope: string, payload: P) =>
      new Promise<A>((resolve, reject) => {
        add(kind, scope, payload, { resolve: resolve as (a: unknown) => void, reject }).catch(reject);
      }),
    onAnswer(listener: AnswerListener<A, P>): () => void {
      const set = answerListeners.get(kind) ?? new Set();
      answerListeners.set(kind, set);
      const l = listener as AnswerListener;
      set.add(l);
      return () => void set.delete(l);
    },
  };
}

/** Takes a refused write off the review list (the person has read it). */
export async function dismissRefused(id: string): Promise<void> {
  const d = await open();
  if (d) await d.delete('refused', id);
  else memory.refused.delete(id);
  await refresh();
}

/** A screen shows the queue as it is (an earlier visit's writes counted, and sent). */
export async function startWriteQueue(): Promise<void> {
  await refresh();
  void drainWrites();
}

// A connection that returns sends what waits.
if (typeof window !== 'undefined') {
  subscribeConnection(() => {
    if (isOnline()) void drainWrites();
  });
}
