import pg from 'pg';

/** Stops listening and closes the connection. */
export type Unlisten = () => Promise<void>;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries), opened again after
 * a drop: notifications sent while it was away are lost, so `onReconnect` lets the listener say so.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect: () => void = () => {},
): Promise<Unlisten> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (again: boolean) => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    c.on('error', () => reconnect());
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = c;
    if (again) onReconnect();
  };
  const reconnect = () => {
    if (stopped || retry) return;
    void client?.end().catch(() => {});
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      connect(true).catch(() => reconnect());
    }, 1000);
    retry.unref();
  };
  await connect(false);
  return async () => {
    // Once only: pg's end() on a client already ended waits for an 'end' that never comes again.
    if (stopped) return;
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => {});
  };
}
