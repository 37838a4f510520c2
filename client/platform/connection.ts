import { useEffect, useSyncExternalStore } from 'react';
import { healthCalls } from '../../contracts/health';

/**
 * Whether the server can be reached, learnt from what requests meet. The browser's own word
 * (navigator.onLine) stays true through a Wi-Fi drop or a proxy restart, so it only counts when it
 * says offline: a request that gets no answer at all (fetch throws, http.ts) means offline, and any
 * HTTP answer, even a refusal, means online. While offline, GET /healthz is tried after 1 s, 2 s,
 * then every 4 s (at once on the browser's `online` event); its answer brings the app back.
 * query-client.ts hands this to TanStack Query: reads wait instead of failing; the device's write
 * queue (write-queue.ts) sends what waits, in order, when it returns.
 */
export interface Connection {
  online: boolean;
  /** The screen keeps writes made while offline and sends them later: the banner may say so. */
  keepsWrites: boolean;
}

let state: Connection = { online: true, keepsWrites: false };
let keepers = 0;
const listeners = new Set<() => void>();
let probe: ReturnType<typeof setTimeout> | undefined;
let tries = 0;
const PROBE_DELAYS = [1000, 2000, 4000];

function update(next: Partial<Connection>): void {
  const changed = (Object.keys(next) as (keyof Connection)[]).some((k) => next[k] !== state[k]);
  if (!changed) return;
  state = { ...state, ...next };
  for (const l of [...listeners]) l();
}

export const isOnline = (): boolean => state.online;

/** Called on every change of the connection (or of what the banner says). */
export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A request got an HTTP answer: the server is reachable. */
export function noteAnswered(): void {
  clearTimeout(probe);
  tries = 0;
  update({ online: true });
}

/** A request got no answer at all: offline until a probe (or another request) gets one. */
export function noteUnreachable(): void {
  if (!state.online) return;
  update({ online: false });
  scheduleProbe();
}

function scheduleProbe(delay = PROBE_DELAYS[Math.min(tries, PROBE_DELAYS.length - 1)]): void {
  clearTimeout(probe);
  probe = setTimeout(async () => {
    tries++;
    try {
      await fetch(healthCalls.check.path, { headers: { Accept: 'application/json' }, cache: 'no-store' });
      noteAnswered();
    } catch {
      if (!state.online) scheduleProbe();
    }
  }, delay);
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', noteUnreachable);
  window.addEventListener('online', () => {
    if (!state.online) scheduleProbe(0);
  });
}

/** The connection as the screen shows it. */
export const useConnection = (): Connection => useSyncExternalStore(subscribeConnection, () => state);

/** A screen whose writes are kept while offline (and sent when it returns) says so while it is shown. */
export function useWritesKeptOffline(): void {
  useEffect(() => {
    keepers++;
    update({ keepsWrites: true });
    return () => {
      keepers--;
      update({ keepsWrites: keepers > 0 });
    };
  }, []);
}
