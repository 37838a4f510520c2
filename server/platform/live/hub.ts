import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Unlisten } from '../db/listen.js';
import type { Database, Db } from '../db/types.js';
import { AppError } from '../http/errors.js';
import { acceptsType } from '../http/media-type.js';
import { type Buffered, Channel, type Stream, sseMessage } from './channel.js';
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
  /** Streams this process holds at most; one more is refused with 503. */
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
  private unlisten: Unlisten | undefined;
  private sweep: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly options: LiveOptions,
  ) {}

  get streamCount(): number {
    return this.open;
  }

  async start(database: Database): Promise<void> {
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

  /** Opens the stream of `channel` on this request (the route has checked who may read it). */
  async stream(
    request: FastifyRequest,
    reply: FastifyReply,
    channel: string,
    person: Person,
  ): Promise<FastifyReply> {
    if (!acceptsType(request.headers.accept, 'text/event-stream'))
      throw new AppError('invalid_input', 'This address is a live stream: open it as text/event-stream.');
    if (this.closed || this.open >= this.options.maxStreams)
      throw new AppError(
        'unavailable',
        `This server holds its limit of ${this.options.maxStreams} live screens; yours will reconnect in a moment.`,
      );
    const lastId = lastEventId(request);
    const ch = this.channel(channel);
    const raw = reply.raw;
    reply.hijack();
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
    raw.on('close', () => {
      clearInterval(heartbeat);
      if (!ch.streams.delete(stream)) return;
      this.open--;
      void this.announce(channel, ch, false);
    });
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
    await this.announce(channel, ch, true);
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
      if (wire.p.people.length) ch.remote.set(wire.p.proc, wire.p.people);
      else ch.remote.delete(wire.p.proc);
      if (wire.ask && ch.streams.size) void this.announce(wire.c, ch, false);
      this.sendPresence(ch);
      return;
    }
    if (!('s' in wire)) {
      for (const st of ch.streams) if (st.ready) st.send(sseMessage(wire.e, wire.d));
      return;
    }
    const event: Buffered =
      'd' in wire ? { s: wire.s, e: wire.e, d: wire.d } : { s: wire.s, e: wire.e, r: wire.r };
    ch.add(event);
    for (const s of ch.streams) this.deliver(s, event);
  }

  /** Notifications were lost (the listening connection dropped): every screen reads again. */
  private lost() {
    for (const ch of this.channels.values()) {
      ch.forget();
      for (const s of ch.streams) if (s.ready) s.send(sseMessage('reload', '{}'));
    }
  }

  private async announce(channel: string, ch: Channel, ask: boolean) {
    this.sendPresence(ch);
    if (this.closed && ask) return;
    await notify(this.db, { c: channel, p: { proc: this.proc, people: ch.localPeople() }, ask }).catch(
      () => {},
    );
  }

  private sendPresence(ch: Channel) {
    const message = sseMessage('presence', JSON.stringify({ people: ch.people() }));
    for (const s of ch.streams) if (s.ready) s.send(message);
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

/** Last-Event-ID (the browser's reconnect), or `lastEventId` in the address (a screen opened again). */
function lastEventId(request: FastifyRequest): number | null {
  const raw = request.headers['last-event-id'] ?? (request.query as { lastEventId?: unknown })?.lastEventId;
  const n = Number(raw);
  return raw !== undefined && raw !== '' && Number.isSafeInteger(n) && n >= 0 ? n : null;
}
