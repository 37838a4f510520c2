import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  nginxBinary,
  nginxConfig,
  nginxTest,
  readmeNginxBlock,
  runNginx,
} from '../readme-nginx.js';

/**
 * The README's nginx block (issue 36, point 5): `nginx -t` passes on it as written, and run, it
 * keeps connections to the processes open, writes X-Forwarded-For itself, passes a live stream
 * through unbuffered, sends a request on to the other process when one drops it, and a stream
 * when one answers 503 (full), but passes a busy process's 503 on without taking it out. The processes here are two small HTTP
 * servers that say what they saw; test/harness/scale-out.test.ts runs the app itself behind it.
 */
const nginx = nginxBinary();
if (!nginx)
  console.warn('readme-nginx.test.ts skipped: nginx is not installed (Debian: apt-get install nginx-light)');

describe.skipIf(!nginx)("the README's nginx block", () => {
  const block = readmeNginxBlock();

  it('passes nginx -t', () => {
    const { dir, conf } = nginxConfig(block);
    try {
      const t = nginxTest(nginx!, conf, dir);
      expect(t.status, t.output).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('serving', () => {
    /** Per upstream: connections opened, and what each request saw. */
    const seen = [0, 1].map(() => ({ connections: 0, requests: [] as http.IncomingHttpHeaders[] }));
    /** What process 0 does: answers 503 as a busy process, refuses streams as a full one, or is killed. */
    let first: 'serves' | 'busy' | 'full of streams' | 'killed' = 'serves';
    const upstreams = seen.map((s, i) =>
      http.createServer((req, res) => {
        s.requests.push(req.headers);
        if (i === 0 && first === 'killed') {
          req.socket.destroy();
          return;
        }
        const stream = req.url?.endsWith('/stream');
        if (i === 0 && (first === 'busy' || (first === 'full of streams' && stream))) {
          res.writeHead(503, { 'retry-after': '5' }).end(first);
          return;
        }
        if (stream) {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.write(`data: first from ${i}\n\n`);
          setTimeout(() => res.end('data: last\n\n'), 800);
          return;
        }
        res.end(`process ${i}`);
      }),
    );
    let ports: { http: number; https: number; upstreams: [number, number] };
    let server: Awaited<ReturnType<typeof runNginx>>;
    const agent = new https.Agent({ rejectUnauthorized: false, keepAlive: true });

    /** A request through nginx; `firstChunkMs`: when its first bytes came. */
    const get = (urlPath: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; body: string; firstChunkMs: number; totalMs: number }>(
        (resolve, reject) => {
          const start = Date.now();
          let firstChunkMs = -1;
          https
            .get(
              {
                host: '127.0.0.1',
                port: ports.https,
                path: urlPath,
                agent,
                headers: { host: 'loadout.example.com', ...headers },
              },
              (res) => {
                let body = '';
                res.on('data', (c) => {
                  if (firstChunkMs < 0) firstChunkMs = Date.now() - start;
                  body += c;
                });
                res.on('end', () =>
                  resolve({ status: res.statusCode!, body, firstChunkMs, totalMs: Date.now() - start }),
                );
              },
            )
            .on('error', reject);
        },
      );

    beforeAll(async () => {
      for (const [i, u] of upstreams.entries()) u.on('connection', () => seen[i]!.connections++);
      const [h, s] = [await freePort(), await freePort()];
      const up = await Promise.all(
        upstreams.map(
          (u) =>
            new Promise<number>((resolve) =>
              u.listen(0, '127.0.0.1', () => resolve((u.address() as AddressInfo).port)),
            ),
        ),
      );
      ports = { http: h, https: s, upstreams: [up[0]!, up[1]!] };
      const { dir, conf } = nginxConfig(block, ports);
      server = await runNginx(nginx!, conf, dir, s);
    });
    afterAll(async () => {
      agent.destroy();
      await server?.stop();
      for (const u of upstreams) {
        u.closeAllConnections();
        u.close();
      }
    });

    it('keeps connections to the processes open and writes X-Forwarded-For itself', async () => {
      for (let i = 0; i < 20; i++) {
        const r = await get('/events', { 'x-forwarded-for': '6.6.6.6' });
        expect(r.status).toBe(200);
      }
      const requests = seen.flatMap((s) => s.requests);
      expect(requests).toHaveLength(20);
      // Keep-alive: a handful of connections (one per worker and process), not one per request.
      expect(seen[0]!.connections + seen[1]!.connections).toBeLessThanOrEqual(4);
      for (const h of requests) {
        expect(h['x-forwarded-for']).toBe('127.0.0.1');
        expect(h['x-forwarded-proto']).toBe('https');
        expect(h.host).toBe('loadout.example.com');
      }
    });

    it('passes a live stream through as it is written', async () => {
      const r = await get('/show-pulls/1/stream', { accept: 'text/event-stream' });
      expect(r.status).toBe(200);
      expect(r.body).toMatch(/^data: first from \d\n\ndata: last\n\n$/);
      // Its first event arrived before the upstream ended it (0.8 s later): not buffered.
      expect(r.firstChunkMs).toBeLessThan(600);
      expect(r.totalMs).toBeGreaterThanOrEqual(750);
    });

    /** Four requests go two to each process: neither was taken out. */
    const expectEvenShare = async () => {
      const answers = await Promise.all([0, 1, 2, 3].map(() => get('/auth/me')));
      expect(answers.map((r) => r.body).sort()).toEqual(['process 0', 'process 0', 'process 1', 'process 1']);
    };

    it("passes a busy process's 503 on with its Retry-After, and keeps sending it requests", async () => {
      first = 'busy';
      const busy = await Promise.all([0, 1, 2, 3].map(() => get('/auth/me')));
      expect(busy.filter((r) => r.status === 503).map((r) => r.body)).toEqual(['busy', 'busy']);
      first = 'serves';
      // Not taken out for fail_timeout (5 s): it gets its share at once.
      await expectEvenShare();
    });

    it('opens a stream refused by a process full of streams on the other, and nothing else moves', async () => {
      first = 'full of streams';
      for (let i = 0; i < 2; i++)
        expect(await get('/show-pulls/1/stream')).toMatchObject({ status: 200, body: /first from 1/ });
      first = 'serves';
      await expectEvenShare();
    });

    it('asks the other process when one drops the connection (killed), and leaves it out', async () => {
      first = 'killed';
      for (let i = 0; i < 4; i++)
        expect(await get('/auth/me')).toMatchObject({ status: 200, body: 'process 1' });
      first = 'serves';
      expect(await get('/auth/me')).toMatchObject({ status: 200, body: 'process 1' });
    });

    it('sends plain HTTP to HTTPS', async () => {
      const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http
          .get(
            {
              host: '127.0.0.1',
              port: ports.http,
              path: '/events',
              headers: { host: 'loadout.example.com' },
            },
            (r) => resolve(r.resume()),
          )
          .on('error', reject),
      );
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('https://loadout.example.com/events');
    });
  });
});
