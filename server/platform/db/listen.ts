import pg from 'pg';

/** Stops listening on the channel (the connection stays for the process's other channels). */
export type Unlisten = () => Promise<void>;

interface Listener {
  onPayload: (payload: string) => void;
  /** Listening again after a drop: what was sent meanwhile is lost. */
  onReconnect: () => void;
  /** The connection dropped: nothing arrives until `onReconnect`. */
  onDrop: () => void;
}

/**
 * The process's one LISTEN connection (a pooled one would be handed to queries), shared by every
 * channel (live streams, table versions), opened again after a drop: notifications sent while it
 * was away are lost, so each listener hears `onDrop` and then `onReconnect`.
 */
export class PostgresListener {
  private client: pg.Client | undefined;
  private readonly channels = new Map<string, Set<Listener>>();
  private connecting: Promise<void> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly url: string) {}

  /** True while every notification reaches the listeners; false from a drop until LISTEN again. */
  get connected(): boolean {
    return this.client !== undefined;
  }

  async listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect: () => void = () => {},
    onDrop: () => void = () => {},
  ): Promise<Unlisten> {
    const listener: Listener = { onPayload, onReconnect, onDrop };
    let set = this.channels.get(channel);
    const first = !set;
    set ??= new Set();
    this.channels.set(channel, set);
    set.add(listener);
    if (!this.client && !this.retry) {
      this.connecting ??= this.connect(false);
      await this.connecting;
    }
    // Again when it joined a connection being opened (LISTEN twice is harmless); while away, the
    // reconnect listens to every channel then.
    if (first && this.client) await this.client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return async () => {
      set.delete(listener);
      if (set.size || this.channels.get(channel) !== set) return;
      this.channels.delete(channel);
      await this.client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
    };
  }

  /** Ends the connection (the database closes). */
  async close(): Promise<void> {
    // Once only: pg's end() on a client already ended waits for an 'end' that never comes again.
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.retry);
    const c = this.client;
    this.client = undefined;
    await c?.end().catch(() => {});
  }

  private listeners(): Listener[] {
    return [...this.channels.values()].flatMap((s) => [...s]);
  }

  private async connect(again: boolean): Promise<void> {
    // Keep-alive probes: a connection cut without a word (a peer gone) is noticed, not trusted.
    const c = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    c.on('notification', (n) => {
      if (n.payload === undefined) return;
      for (const l of this.channels.get(n.channel) ?? []) l.onPayload(n.payload);
    });
    c.on('error', () => this.dropped(c));
    c.on('end', () => this.dropped(c));
    try {
      await c.connect();
      for (const channel of this.channels.keys()) await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      void c.end().catch(() => {});
      throw err;
    } finally {
      this.connecting = undefined;
    }
    if (this.closed) {
      await c.end().catch(() => {});
      return;
    }
    this.client = c;
    if (again) for (const l of this.listeners()) l.onReconnect();
  }

  private dropped(c: pg.Client): void {
    if (this.closed || this.client !== c) return;
    this.client = undefined;
    void c.end().catch(() => {});
    for (const l of this.listeners()) l.onDrop();
    this.reconnect();
  }

  private reconnect(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.connect(true).catch(() => this.reconnect());
    }, 1000);
    this.retry.unref();
  }
}
