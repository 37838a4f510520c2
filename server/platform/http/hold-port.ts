import net from 'node:net';

/**
 * Holds the server's port from before the database is opened and migrated until the app listens
 * on it (`release()` just before): a server that cannot have its port stops having changed nothing.
 */
export async function holdPort(port: number, host: string): Promise<() => Promise<void>> {
  // A client that comes early (a health check) is turned away: it would keep close() waiting.
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, exclusive: true }, () => resolve());
  });
  server.unref();
  return () => new Promise((resolve) => server.close(() => resolve()));
}
