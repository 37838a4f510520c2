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

/** Who joined or left the people watching a channel (in any process) with one change. */
export interface PresenceChange {
  joined: Person[];
  left: Person[];
  /** Whether the people watching in this process changed (other processes are told). */
  local: boolean;
}

/**
 * What a process holds of one channel: the recent events, its streams, who watches here and in
 * other processes. Who watches is kept as counts, so a stream opening or closing costs the same
 * however many are open: only a person's first stream, or last, changes who watches.
 */
export class Channel {
  buffer: Buffered[] = [];
  /** The first sequence number this process received: events before it were never seen here. */
  firstSeen: number | null = null;
  streams = new Set<Stream>();
  /** Each person watching here, with their number of ready streams. */
  private readonly local = new Map<number, { person: Person; streams: number }>();
  /** Who each other process says watches there, and how many processes name each person. */
  private readonly remote = new Map<string, Person[]>();
  private readonly remoteCount = new Map<number, { person: Person; procs: number }>();

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

  /** Everyone watching, here and in other processes, once each, by name. */
  people(): Person[] {
    const all = new Map<number, Person>();
    for (const { person } of this.local.values()) all.set(person.id, person);
    for (const { person } of this.remoteCount.values()) all.set(person.id, person);
    return [...all.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  localPeople(): Person[] {
    return [...this.local.values()].map((w) => w.person);
  }

  get watchedHere(): boolean {
    return this.local.size > 0;
  }

  private watching(id: number): boolean {
    return this.local.has(id) || this.remoteCount.has(id);
  }

  /** A stream of `person` is ready here. */
  join(person: Person): PresenceChange {
    const here = this.local.get(person.id);
    if (here) {
      here.streams++;
      return { joined: [], left: [], local: false };
    }
    const joined = this.watching(person.id) ? [] : [person];
    this.local.set(person.id, { person, streams: 1 });
    return { joined, left: [], local: true };
  }

  /** A ready stream of `person` closed here. */
  leave(person: Person): PresenceChange {
    const here = this.local.get(person.id);
    if (!here) return { joined: [], left: [], local: false };
    if (--here.streams > 0) return { joined: [], left: [], local: false };
    this.local.delete(person.id);
    return { joined: [], left: this.watching(person.id) ? [] : [person], local: true };
  }

  /** Another process says who watches there now (none: it has no stream of this channel left). */
  setRemote(proc: string, people: Person[]): PresenceChange {
    const before = this.remote.get(proc) ?? [];
    const touched = new Map<number, Person>();
    for (const p of [...before, ...people]) touched.set(p.id, p);
    const was = new Map([...touched.keys()].map((id) => [id, this.watching(id)]));
    for (const p of before) {
      const n = this.remoteCount.get(p.id)!;
      if (--n.procs === 0) this.remoteCount.delete(p.id);
    }
    for (const p of people) {
      const n = this.remoteCount.get(p.id);
      if (n) n.procs++;
      else this.remoteCount.set(p.id, { person: p, procs: 1 });
    }
    if (people.length) this.remote.set(proc, people);
    else this.remote.delete(proc);
    const change: PresenceChange = { joined: [], left: [], local: false };
    for (const [id, p] of touched) {
      const now = this.watching(id);
      if (now && !was.get(id)) change.joined.push(p);
      if (!now && was.get(id)) change.left.push(p);
    }
    return change;
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
