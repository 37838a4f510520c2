import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Unlisten } from '../db/listen.js';
import type { Database, Db } from '../db/types.js';
import { AppError } from '../http/errors.js';
import { acceptsType } from '../http/media-type.js';
import { type Buffered, Channel, type PresenceChange, type Stream, sseMessage } from './channel.js';
import { StreamLimits } from './limits.js';
import {
  currentSeq,
  NOTIFY_CHANNEL,
  notify,
  type Person,
  readPayload,
  sweepPayloads,
  type Wire,
} from './publish.js';

export interface LiveOptions {
  /**
   * Streams this process holds at most; one more is refused with 503. The last guard: a session
   * and a user meet their own limits first (limits.ts, 429).
   */
  maxStreams: number;
  heartbeatMs?: number;
  /** Events kept per channel for reconnects (Last-Event-ID). */
  bufferSize?: number;
  /** Channels kept with no stream open (their buffers serve reconnects from other processes). */
  idleChannels?: number;
}

/**
 * Live streams (server-sent events) of this process: every committed event arrives through the
 * database's NOTIFY (publish.ts), is kept in its channel's short buffer and sent to the channel's
 * streams in sequence order. Features name their channels ("pull:12", "comments"); the hub holds
 * none of their data.
 */
export class LiveHub {
  readonly proc = randomUUID();
  private readonly channels = new Map<string, Channel>();
  private open = 0;
  readonly limits = new StreamLimits();
  private unlisten: Unlisten | undefined;
  private sweep: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly observers: { prefix: string; event: string; fn: (data: string) => void }[] = [];
  /** PGlite is one process: every event was seen by its writer, so nobody observes it again. */
  private shared = false;

  constructor(
    private readonly db: Db,
    private readonly options: LiveOptions,
  ) {}

  get streamCount(): number {
    return this.open;
  }

  /** Whether other processes may hold caches of the same database (PostgreSQL): worth telling them of a write. */
  get othersListen(): boolean {
    return this.shared;
  }

  /**
   * Hears every committed event `event` on the channels named `prefix…` of every process
   * (PostgreSQL only), numbered or not, with its data, streams open or not: a feature keeps its
   * caches in step with writes made elsewhere (show-pulls/view/view-cache.ts,
   * labor-invites/positions/notes.ts). Also its own process's events, which it has applied already.
   */
  observe(prefix: string, event: string, fn: (data: string) => void): void {
    this.observers.push({ prefix, event, fn });
  }

  async start(database: Database): Promise<void> {
    this.shared = database.kind === 'postgres';
    this.unlisten = await database.listen(
      NOTIFY_CHANNEL,
      (raw) => this.receive(raw),
      () => this.lost(),
    );
    this.sweep = setInterval(() => void sweepPayloads(this.db).catch(() => {}), 600_000);
    this.sweep.unref();
  }

  /** Ends every stream (SIGTERM: their browsers reconnect, to another process) and stops listening. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.sweep);
    for (const ch of this.channels.values()) for (const s of ch.streams) s.end();
    await this.unlisten?.();
  }

  /**
   * Refuses a request whose session or person already holds their streams (429, in words): a
   * route that reads the database before it opens a stream asks first, so a flood of refused
   * opens costs the database nothing.
   */
  refuseIfFull(request: FastifyRequest, person: Person): void {
    this.limits.check(sessionOf(request), person.id);
  }

  /** Opens the stream of `channel` on this request (the route has checked who may read it). */
  async stream(
    request: FastifyRequest,
    reply: FastifyReply,
    channel: string,
    person: Person,
  ): Promise<FastifyReply> {
    if (!acceptsType(request.headers.accept, 'text/event-stream'))
      throw new AppError('invalid_input', 'This address is a live stream: open it as text/event-stream.');
    if (this.closed)
      throw new AppError('unavailable', 'This server is restarting; your screen will reconnect in a moment.');
    const session = sessionOf(request);
    // The session's and the person's own limits first: one of them at its limit is told so (429)
    // and leaves the process's places to everyone else.
    this.limits.take(session, person.id);
    if (this.open >= this.options.maxStreams) {
      this.limits.release(session, person.id);
      throw new AppError(
        'unavailable',
        `This server holds its limit of ${this.options.maxStreams} live screens; yours will reconnect in a moment.`,
      );
    }
    const lastId = lastEventId(request);
    const ch = this.channel(channel);
    const raw = reply.raw;
    reply.hijack();
    let chain = Promise.resolve();
    const stream: Stream = {
      person,
      last: Number.POSITIVE_INFINITY,
      ready: false,
      send: (m) => {
        chain = chain.then(() => m).then((text) => void raw.write(text));
      },
      end: () => raw.end(),
    };
    this.open++;
    ch.streams.add(stream);
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), this.options.heartbeatMs ?? 15_000);
    // Every way a stream ends comes here once: the browser went, the server closes, it failed.
    const ended = () => {
      if (!ch.streams.delete(stream)) return;
      clearInterval(heartbeat);
      this.open--;
      this.limits.release(session, person.id);
      if (stream.ready) this.presence(channel, ch, ch.leave(person), false);
    };
    raw.on('close', ended);
    // A browser that left while the request was read (its session, the pull) is gone already:
    // its 'close' was emitted before anyone listened.
    if (raw.destroyed) {
      ended();
      return reply;
    }
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      // Nothing follows a stream on its connection: it closes with it (and never idles open at SIGTERM).
      connection: 'close',
      'x-request-id': request.id,
    });
    raw.write('retry: 2000\n\n');
    try {
      await this.begin(channel, ch, stream, lastId);
    } catch (err) {
      request.log.error({ err }, 'live stream could not start');
      raw.end();
    }
    return reply;
  }

  /** Decides what a new stream is owed: nothing, the events it missed, or a reload. */
  private async begin(channel: string, ch: Channel, stream: Stream, lastId: number | null) {
    const seq = await currentSeq(this.db, channel);
    // Closed while its number was read: nothing to start.
    if (!ch.streams.has(stream)) return;
    // A channel never numbered (a page's) says `sync` on every open: its screen reads again.
    if (lastId === null || seq === 0) {
      stream.last = seq;
      stream.send(sseMessage('sync', JSON.stringify({ seq }), seq));
    } else if (lastId >= seq || ch.covers(lastId)) {
      stream.last = lastId;
    } else {
      stream.last = seq;
      stream.send(sseMessage('reload', JSON.stringify({ seq }), seq));
    }
    stream.ready = true;
    for (const event of ch.buffer) if (event.s > stream.last) this.deliver(stream, event);
    // The whole list to this stream only (a reconnect starts over from it); the others hear who
    // joined, if anyone did. Asked when it is the first here: the others' lists may not be known.
    const first = !ch.watchedHere;
    const change = ch.join(stream.person);
    stream.send(sseMessage('presence', JSON.stringify({ people: ch.people() })));
    this.presence(channel, ch, change, first, stream);
  }

  private deliver(stream: Stream, event: Buffered) {
    if (!stream.ready || event.s <= stream.last) return;
    stream.last = event.s;
    const data = event.d !== undefined ? Promise.resolve(event.d) : this.payloadOf(event);
    const message = data.then((d) =>
      d === null ? sseMessage('reload', '{}', event.s) : sseMessage(event.e, d, event.s),
    );
    // Queued as a promise: a large event read from its row keeps its place before the next.
    stream.send(message);
  }

  private readonly payloads = new Map<number, Promise<string | null>>();
  private payloadOf(event: Buffered): Promise<string | null> {
    let p = this.payloads.get(event.r!);
    if (!p) {
      p = readPayload(this.db, event.r!).catch(() => null);
      this.payloads.set(event.r!, p);
      if (this.payloads.size > 200) this.payloads.delete(this.payloads.keys().next().value!);
    }
    return p;
  }

  /** One NOTIFY message: an event for a channel, or who watches one in another process. */
  receive(raw: string): void {
    let wire: Wire;
    try {
      wire = JSON.parse(raw) as Wire;
    } catch {
      return;
    }
    const ch = this.channel(wire.c);
    if ('p' in wire) {
      if (wire.p.proc === this.proc) return;
      this.sendChange(ch, ch.setRemote(wire.p.proc, wire.p.people));
      if (wire.ask && ch.watchedHere) void this.tellOthers(wire.c, ch, false);
      return;
    }
    if (!('s' in wire)) {
      for (const st of ch.streams) if (st.ready) st.send(sseMessage(wire.e, wire.d));
      if (this.shared) this.tellObservers(wire.c, { s: 0, e: wire.e, d: wire.d });
      return;
    }
    const event: Buffered =
      'd' in wire ? { s: wire.s, e: wire.e, d: wire.d } : { s: wire.s, e: wire.e, r: wire.r };
    ch.add(event);
    for (const s of ch.streams) this.deliver(s, event);
    if (this.shared) this.tellObservers(wire.c, event);
  }

  private tellObservers(channel: string, event: Buffered) {
    for (const o of this.observers) {
      if (o.event !== event.e || !channel.startsWith(o.prefix)) continue;
      const data = event.d !== undefined ? Promise.resolve(event.d) : this.payloadOf(event);
      // One that fails leaves its cache to be built again: the versions moved all the same.
      void data.then((d) => d !== null && o.fn(d)).catch(() => {});
    }
  }

  /** Notifications were lost (the listening connection dropped): every screen reads again. */
  private lost() {
    for (const ch of this.channels.values()) {
      ch.forget();
      for (const s of ch.streams) if (s.ready) s.send(sseMessage('reload', '{}'));
    }
  }

  /**
   * A change of who watches: `joined` and `left` to this process's other streams, and this
   * process's list to the others when it changed. One message per stream only when a person
   * comes or goes, never the whole list to every stream (which made n opens cost n² messages).
   */
  private presence(channel: string, ch: Channel, change: PresenceChange, ask: boolean, except?: Stream) {
    this.sendChange(ch, change, except);
    if (change.local || ask) void this.tellOthers(channel, ch, ask);
  }

  private sendChange(ch: Channel, change: PresenceChange, except?: Stream) {
    const messages = [
      ...change.joined.map((person) => sseMessage('joined', JSON.stringify({ person }))),
      ...change.left.map((person) => sseMessage('left', JSON.stringify({ person }))),
    ];
    if (!messages.length) return;
    const text = messages.join('');
    for (const s of ch.streams) if (s.ready && s !== except) s.send(text);
  }

  /** Tells the other processes who watches here; `ask`: and asks them to say who watches there. */
  private async tellOthers(channel: string, ch: Channel, ask: boolean) {
    if (this.closed && ask) return;
    await notify(this.db, { c: channel, p: { proc: this.proc, people: ch.localPeople() }, ask }).catch(
      () => {},
    );
  }

  private channel(name: string): Channel {
    let ch = this.channels.get(name);
    if (ch) {
      // Most recently used last: the idle ones first in line to be dropped.
      this.channels.delete(name);
    } else {
      ch = new Channel(this.options.bufferSize ?? 200);
    }
    this.channels.set(name, ch);
    if (this.channels.size > (this.options.idleChannels ?? 2000)) {
      for (const [key, c] of this.channels)
        if (!c.streams.size && key !== name) {
          this.channels.delete(key);
          break;
        }
    }
    return ch;
  }
}

const sessionOf = (request: FastifyRequest) => request.sessionId ?? `address:${request.ip}`;

/** Last-Event-ID (the browser's reconnect), or `lastEventId` in the address (a screen opened again). */
function lastEventId(request: FastifyRequest): number | null {
  const raw = request.headers['last-event-id'] ?? (request.query as { lastEventId?: unknown })?.lastEventId;
  const n = Number(raw);
  return raw !== undefined && raw !== '' && Number.isSafeInteger(n) && n >= 0 ? n : null;
}
