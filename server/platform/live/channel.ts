import type { Person } from './publish.js';

/** An event as a process keeps it for replay: its payload, or the row holding a large one. */
export interface Buffered {
  s: number;
  e: string;
  d?: string;
  r?: number;
}

/** One open stream, as the hub sees it. */
export interface Stream {
  person: Person;
  /** The last sequence number it was sent; nothing is sent before its replay is decided. */
  last: number;
  ready: boolean;
  /** Writes in the order given, each a whole SSE message (or one still being read). */
  send(message: string | Promise<string>): void;
  end(): void;
}

/** What a process holds of one channel: the recent events, its streams, who watches elsewhere. */
export class Channel {
  buffer: Buffered[] = [];
  /** The first sequence number this process received: events before it were never seen here. */
  firstSeen: number | null = null;
  streams = new Set<Stream>();
  remote = new Map<string, Person[]>();

  constructor(private readonly bufferSize: number) {}

  add(event: Buffered): void {
    const last = this.buffer.at(-1);
    if (last && event.s <= last.s) return;
    this.firstSeen ??= event.s;
    this.buffer.push(event);
    if (this.buffer.length > this.bufferSize) this.buffer.shift();
  }

  /** Whether every event after `seq` is held here (or will arrive): a replay can start from it. */
  covers(seq: number): boolean {
    const first = this.buffer[0];
    return this.firstSeen !== null && this.firstSeen <= seq + 1 && first !== undefined && first.s <= seq + 1;
  }

  /** Everyone watching, here and in other processes, once each. */
  people(): Person[] {
    const all = new Map<number, Person>();
    for (const s of this.streams) all.set(s.person.id, s.person);
    for (const list of this.remote.values()) for (const p of list) all.set(p.id, p);
    return [...all.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  localPeople(): Person[] {
    return [...new Map([...this.streams].map((s) => [s.person.id, s.person])).values()];
  }

  /** After notifications may have been lost: what is held can no longer be trusted to be whole. */
  forget(): void {
    this.buffer = [];
    this.firstSeen = null;
  }
}

/** One server-sent event: `id` only on numbered events (the browser sends it back as Last-Event-ID). */
export function sseMessage(event: string, data: string, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${data}\n\n`;
}
