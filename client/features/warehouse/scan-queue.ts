import { warehouseCalls as calls, type ScanAnswer, type ScanMode } from '../../../contracts/warehouse';
import { call } from '../../platform/http';
import {
  defineWriteKind,
  type QueuedWrite,
  startWriteQueue,
  subscribeWriteQueue,
  type WriteQueueState,
  writeQueueState,
} from '../../platform/write-queue';

/**
 * Every scan goes through the device's write queue (platform/write-queue.ts), online or not: kept
 * in IndexedDB first, then sent in the order made, also after a reload; its id is the scan's
 * `scanId`, which the server keeps, so a resent scan is counted once. A refusal is listed to review.
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
export interface QueueState {
  waiting: number;
  refused: RefusedScan[];
}
type ScanPayload = Omit<QueuedScan, 'scanId' | 'at'>;

/** After this, nobody is still looking at a scan's banner. */
const LATE_MS = 10_000;

const scans = defineWriteKind<ScanPayload, ScanAnswer>('scan', {
  send: (scan, scanId) =>
    call(calls.scan, {
      params: { id: scan.pullId },
      body: {
        scanId,
        mode: scan.mode,
        code: scan.code,
        quantity: scan.quantity,
        caseNumber: scan.caseNumber,
      },
    }),
  // A scan answered long after it was made (sent after a lost connection) has nobody looking at
  // its banner: one that counted nothing is listed to review instead.
  reviewOf: (answer, write) =>
    Date.now() - write.at > LATE_MS && (answer.outcome === 'unknown' || answer.outcome === 'not-on-pull')
      ? answer.message
      : null,
});

const toScan = (w: QueuedWrite): QueuedScan => ({ ...(w.payload as ScanPayload), scanId: w.id, at: w.at });

let seen: WriteQueueState | undefined;
let derived: QueueState = { waiting: 0, refused: [] };
/** The scans waiting and refused (the same object until the queue changes, for useSyncExternalStore). */
export function queueState(): QueueState {
  const s = writeQueueState();
  if (s !== seen) {
    seen = s;
    derived = {
      waiting: s.writes.filter((w) => w.kind === 'scan').length,
      refused: s.refused
        .filter((r) => r.write.kind === 'scan')
        .map((r) => ({ scan: toScan(r.write), message: r.message })),
    };
  }
  return derived;
}

export const subscribeQueue = subscribeWriteQueue;
export { dismissRefused } from '../../platform/write-queue';

/** Hears each sent scan's answer (the page shows it and puts the line in place). */
export const onScanAnswer = (listener: (answer: ScanAnswer, scan: QueuedScan) => void) =>
  scans.onAnswer((answer, write) => listener(answer, toScan(write)));

/** A new scan: kept on the device, then sent in its turn. */
export async function enqueueScan(scan: ScanPayload): Promise<QueuedScan> {
  return toScan(await scans.enqueue(`show-pull:${scan.pullId}`, scan));
}

/** Starts the queue on the prep page: reads what an earlier visit left and sends it. */
export const startQueue = startWriteQueue;
