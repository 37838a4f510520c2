import { useSyncExternalStore } from 'react';
import { useConnection } from '../connection';
import { subscribeWriteQueue, writeQueueState } from '../write-queue';

export const OFFLINE_KEPT = 'Offline — your changes are kept and will be sent';
export const OFFLINE_NOT_KEPT = 'Offline — changes made now cannot be sent until the connection is back';
/** Issue 38.5's words: how many writes wait on this device (write-queue.ts). */
export const offlineWaiting = (n: number) => `Offline — ${n} ${n === 1 ? 'change' : 'changes'} waiting`;

/**
 * Says the connection is lost (connection.ts), under the top bar, while the screen stays as it
 * was. The region is always there, so a screen reader announces the words when they come.
 */
export function ConnectionBanner() {
  const { online, keepsWrites } = useConnection();
  const waiting = useSyncExternalStore(subscribeWriteQueue, writeQueueState).writes.length;
  return (
    <div role="status" className={online ? 'connection-banner' : 'connection-banner offline'}>
      {online ? null : !keepsWrites ? OFFLINE_NOT_KEPT : waiting > 0 ? offlineWaiting(waiting) : OFFLINE_KEPT}
    </div>
  );
}
