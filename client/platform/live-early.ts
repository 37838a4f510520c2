/**
 * Streams opened before their screen is drawn: the router opens a screen's stream beside its
 * read, in the order the screen would (stream first), while the screen's code loads. The screen's
 * `useLiveStream` takes it with the events that came meanwhile; one never taken is closed.
 */
interface Early {
  source: EventSource;
  openedAt: number;
  missed: MessageEvent<string>[];
  release(): void;
}

const early = new Map<string, Early>();

/** Taken by its screen within this, or closed (the user went elsewhere). */
const KEEP_MS = 10_000;

export function openLiveEarly(url: string, names: readonly string[]): void {
  if (early.has(url)) return;
  const source = new EventSource(url);
  const missed: MessageEvent<string>[] = [];
  const keep = (e: Event) => missed.push(e as MessageEvent<string>);
  for (const name of names) source.addEventListener(name, keep);
  const timer = setTimeout(() => takeLiveEarly(url)?.source.close(), KEEP_MS);
  early.set(url, {
    source,
    openedAt: Date.now(),
    missed,
    release: () => {
      clearTimeout(timer);
      for (const name of names) source.removeEventListener(name, keep);
    },
  });
}

/** When the stream waiting for this address was opened (a read after it misses no change). */
export const liveEarlyOpenedAt = (url: string): number | undefined => early.get(url)?.openedAt;

/** The stream waiting for this address, still open, with the events it got; it is the caller's now. */
export function takeLiveEarly(url: string): Omit<Early, 'release'> | undefined {
  const found = early.get(url);
  if (!found) return undefined;
  early.delete(url);
  found.release();
  if (found.source.readyState !== EventSource.CLOSED) return found;
  found.source.close();
  return undefined;
}
