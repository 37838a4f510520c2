import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { warehouseCalls as calls, type ScanAnswer, type ScanMode } from '../../../contracts/warehouse';
import { isOnline, subscribeConnection } from '../../platform/connection';
import { ApiError, call, isNetworkFailure } from '../../platform/http';
import { refusalText } from '../../platform/refusals';

/**
 * Every scan goes through this queue (issue 38.5), online or not: it is written to IndexedDB
 * first, then sent, one at a time in the order made. A scan that meets no network stays and is
 * sent when the connection returns (connection.ts), also after a reload; a resent scan is counted
 * once (its id, made here). A scan the server refuses is kept in a list to review, in the
 * server's words: nothing is dropped silently.
 */
export interface QueuedScan {
  scanId: string;
  pullId: number;
  mode: ScanMode;
  code: string;
  quantity: number;
  /** Load and return: the case current when it was scanned (none: loose). */
  caseNumber?: number;
  at: number;
}
export interface RefusedScan {
  scan: QueuedScan;
  message: string;
}

interface Schema extends DBSchema {
  scans: { key: number; value: QueuedScan };
  refused: { key: string; value: RefusedScan };
}

export interface QueueState {
  waiting: number;
  refused: RefusedScan[];
}

type AnswerListener = (answer: ScanAnswer, scan: QueuedScan) => void;

let db: Promise<IDBPDatabase<Schema> | null> | undefined;
/** Without IndexedDB (a locked-down browser), the queue lives as long as the page. */
const memory: { scans: Map<number, QueuedScan>; refused: Map<string, RefusedScan>; next: number } = {
  scans: new Map(),
  refused: new Map(),
  next: 1,
};
let state: QueueState = { waiting: 0, refused: [] };
const listeners = new Set<() => void>();
const answerListeners = new Set<AnswerListener>();
let draining = false;
/** After this, nobody is still looking at a scan's banner. */
const LATE_MS = 10_000;
let retry: ReturnType<typeof setTimeout> | undefined;

function open(): Promise<IDBPDatabase<Schema> | null> {
  db ??=
    typeof indexedDB === 'undefined'
      ? Promise.resolve(null)
      : openDB<Schema>('loadout-warehouse', 1, {
          upgrade(d) {
            d.createObjectStore('scans', { autoIncrement: true });
            d.createObjectStore('refused', { keyPath: 'scan.scanId' });
          },
        }).catch(() => null);
  return db;
}

async function refresh(): Promise<void> {
  const d = await open();
  const waiting = d ? await d.count('scans') : memory.scans.size;
  const refused = d ? await d.getAll('refused') : [...memory.refused.values()];
  state = { waiting, refused: refused.sort((a, b) => a.scan.at - b.scan.at) };
  for (const l of [...listeners]) l();
}

export const queueState = (): QueueState => state;

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Hears each sent scan's answer (the page shows it and puts the line in place). */
export function onScanAnswer(listener: AnswerListener): () => void {
  answerListeners.add(listener);
  return () => void answerListeners.delete(listener);
}

/** A new scan: kept on the device, then sent in its turn. */
export async function enqueueScan(scan: Omit<QueuedScan, 'scanId' | 'at'>): Promise<QueuedScan> {
  const queued = { ...scan, scanId: crypto.randomUUID(), at: Date.now() };
  const d = await open();
  if (d) await d.add('scans', queued);
  else memory.scans.set(memory.next++, queued);
  await refresh();
  void drain();
  return queued;
}

async function first(): Promise<[number, QueuedScan] | undefined> {
  const d = await open();
  if (!d) return [...memory.scans.entries()][0];
  const cursor = await d.transaction('scans').store.openCursor();
  return cursor ? [cursor.key, cursor.value] : undefined;
}

async function remove(key: number, refused?: RefusedScan): Promise<void> {
  const d = await open();
  if (!d) {
    memory.scans.delete(key);
    if (refused) memory.refused.set(refused.scan.scanId, refused);
    return;
  }
  const tx = d.transaction(['scans', 'refused'], 'readwrite');
  await Promise.all([
    tx.objectStore('scans').delete(key),
    refused && tx.objectStore('refused').put(refused),
    tx.done,
  ]);
}

/** Sends what waits, oldest first; stops at a lost connection (and starts again when it returns). */
export async function drain(): Promise<void> {
  if (draining) return;
  draining = true;
  clearTimeout(retry);
  try {
    for (let next = await first(); next; next = await first()) {
      const [key, scan] = next;
      try {
        const answer = await call(calls.scan, {
          params: { id: scan.pullId },
          body: {
            scanId: scan.scanId,
            mode: scan.mode,
            code: scan.code,
            quantity: scan.quantity,
            caseNumber: scan.caseNumber,
          },
        });
        // A scan answered long after it was made (sent after a lost connection) has nobody looking
        // at its banner: one that counted nothing is listed to review instead.
        const late =
          Date.now() - scan.at > LATE_MS &&
          (answer.outcome === 'unknown' || answer.outcome === 'not-on-pull');
        await remove(key, late ? { scan, message: answer.message } : undefined);
        for (const l of [...answerListeners]) l(answer, scan);
      } catch (e) {
        // No answer: the scan waits for the connection (connection.ts says when it is back).
        if (isNetworkFailure(e) || (e instanceof ApiError && e.status === 401)) return;
        // The server cannot serve now (restarting, its database away): it waits a few seconds.
        if (!(e instanceof ApiError) || e.status >= 500) {
          retry = setTimeout(() => void drain(), 5000);
          return;
        }
        await remove(key, { scan, message: refusalText(e) });
      } finally {
        await refresh();
      }
    }
  } finally {
    draining = false;
  }
}

/** Takes a refused scan off the review list (the user has read it). */
export async function dismissRefused(scanId: string): Promise<void> {
  const d = await open();
  if (d) await d.delete('refused', scanId);
  else memory.refused.delete(scanId);
  await refresh();
}

// The queue of an earlier visit (a reload while offline) is counted and sent once the page is up;
// a connection that returns sends what waits.
if (typeof window !== 'undefined') {
  subscribeConnection(() => {
    if (isOnline()) void drain();
  });
}

/** Starts the queue on the prep page: reads what an earlier visit left and sends it. */
export async function startQueue(): Promise<void> {
  await refresh();
  void drain();
}
