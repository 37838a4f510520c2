/** One server-sent event as read by `openStream`. */
export interface SseEvent {
  id?: string;
  event: string;
  data: string;
  /** performance.now() when it arrived. */
  at: number;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** The body of a refusal (JSON), or '' for a stream. */
  body: string;
  events: SseEvent[];
  comments: number;
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
  /** The first event (from the start of the stream) that `match` accepts, waited for up to `ms`. */
  next(match: (e: SseEvent) => boolean, ms?: number): Promise<SseEvent>;
  close(): void;
}

/** Opens a live stream over real HTTP (app.inject waits for a response's end, which a stream has not). */
export async function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { ...headers, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  const out: OpenStream = {
    status: res.status,
    headers: res.headers,
    body: '',
    events,
    comments: 0,
    ended: Promise.resolve(),
    next: (match, ms = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          waiters.delete(check as () => void);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check as () => void);
          reject(new Error(`no matching event in ${ms} ms; got ${events.map((e) => e.event).join(', ')}`));
        }, ms);
        if (!check()) waiters.add(check as () => void);
      }),
    close: () => abort.abort(),
  };
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    out.body = await res.text();
    return out;
  }
  out.ended = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffered += value;
        let cut = buffered.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffered.slice(0, cut);
          buffered = buffered.slice(cut + 2);
          cut = buffered.indexOf('\n\n');
          if (block.startsWith(':')) {
            out.comments++;
            continue;
          }
          const e: SseEvent = { event: 'message', data: '', at: performance.now() };
          for (const line of block.split('\n')) {
            const [key, ...rest] = line.split(': ');
            const value = rest.join(': ');
            if (key === 'id') e.id = value;
            else if (key === 'event') e.event = value;
            else if (key === 'data') e.data = value;
          }
          if (block.startsWith('retry:')) continue;
          events.push(e);
          for (const w of [...waiters]) w();
        }
      }
    } catch {
      // aborted
    }
  })();
  return out;
}

/** Who watches, as a screen keeps it from a stream's events: the whole list, then who joined or left. */
export function watchersOf(events: readonly SseEvent[]): string[] {
  const people = new Map<number, string>();
  for (const e of events) {
    if (e.event === 'presence') {
      people.clear();
      for (const p of JSON.parse(e.data).people as { id: number; name: string }[]) people.set(p.id, p.name);
    } else if (e.event === 'joined' || e.event === 'left') {
      const { person } = JSON.parse(e.data) as { person: { id: number; name: string } };
      if (e.event === 'joined') people.set(person.id, person.name);
      else people.delete(person.id);
    }
  }
  return [...people.values()].sort();
}
