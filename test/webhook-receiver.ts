import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on loopback (tests): records every request, and answers as `respond` says,
 * which a test changes to play a receiver that fails, hangs or recovers.
 */
export async function startReceiver() {
  const received: Received[] = [];
  let respond: (req: Received, res: http.ServerResponse) => void = (_req, res) => res.end('ok');
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(r);
      respond(r, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    /** How the receiver answers from now on. */
    answer(fn: (req: Received, res: http.ServerResponse) => void) {
      respond = fn;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
