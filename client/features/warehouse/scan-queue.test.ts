import { beforeEach, expect, it, vi } from 'vitest';
import type { ScanAnswer } from '../../../contracts/warehouse';

/**
 * The scan queue (issue 38.5) without IndexedDB (happy-dom has none: the page-long fallback): scans
 * go in the order made, wait through a lost connection, and a refusal is listed, never dropped.
 */
const net = { down: false, sent: [] as { code: string; scanId: string }[], refuse: new Set<string>() };

const answer = (code: string): ScanAnswer => ({
  outcome: 'ok',
  message: `+1 ${code}`,
  counted: 1,
  repeated: false,
  line: null,
  category: null,
  initialled: 0,
  progress: { prep: { done: 1, total: 2 }, load: { done: 0, total: 2 }, return: { done: 0, total: 0 } },
  sequence: 1,
});

beforeEach(() => {
  vi.resetModules();
  net.down = false;
  net.sent = [];
  net.refuse.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (net.down) throw new TypeError('Failed to fetch');
      if (new URL(url, 'http://x').pathname === '/healthz') return new Response('{}');
      const body = JSON.parse(String(init?.body)) as { code: string; scanId: string };
      net.sent.push(body);
      if (net.refuse.has(body.code))
        return new Response(
          JSON.stringify({ error: { code: 'not_found', message: 'Show pull 9 was not found' } }),
          {
            status: 404,
          },
        );
      return new Response(JSON.stringify(answer(body.code)));
    }),
  );
});

/** A fresh queue, with the connection module it listens to (the modules are loaded anew per test). */
const load = async () => ({
  ...(await import('./scan-queue')),
  ...(await import('../../platform/connection')),
});
const until = (f: () => boolean) => vi.waitFor(() => expect(f()).toBe(true));

it('sends scans in the order made and hands each answer over', async () => {
  const q = await load();
  const heard: string[] = [];
  q.onScanAnswer((a, scan) => heard.push(`${scan.code}:${a.outcome}`));
  await q.enqueueScan({ pullId: 9, mode: 'prep', code: 'A1', quantity: 1 });
  await q.enqueueScan({ pullId: 9, mode: 'load', code: 'B2', quantity: 3 });
  await until(() => heard.length === 2);
  expect(heard).toEqual(['A1:ok', 'B2:ok']);
  expect(q.queueState()).toEqual({ waiting: 0, refused: [] });
});

it('keeps scans while the network is gone and sends them, each once with its own id, when it is back', async () => {
  const q = await load();
  net.down = true;
  await q.enqueueScan({ pullId: 9, mode: 'prep', code: 'A1', quantity: 1 });
  await q.enqueueScan({ pullId: 9, mode: 'prep', code: 'B2', quantity: 1 });
  await until(() => q.queueState().waiting === 2);
  net.down = false;
  q.noteAnswered();
  await until(() => q.queueState().waiting === 0);
  const codes = net.sent.map((s) => s.code);
  expect(codes).toEqual(['A1', 'B2']);
  expect(new Set(net.sent.map((s) => s.scanId)).size).toBe(2);
});

it('lists a refused scan to review in the server words, and goes on with the next', async () => {
  const q = await load();
  net.refuse.add('GONE');
  await q.enqueueScan({ pullId: 9, mode: 'return', code: 'GONE', quantity: 2 });
  await q.enqueueScan({ pullId: 9, mode: 'return', code: 'C3', quantity: 1 });
  await until(() => q.queueState().waiting === 0);
  const { refused } = q.queueState();
  expect(refused).toHaveLength(1);
  expect(refused[0]).toMatchObject({
    message: 'Show pull 9 was not found',
    scan: { code: 'GONE', quantity: 2 },
  });
  expect(net.sent.map((s) => s.code)).toEqual(['GONE', 'C3']);
  await q.dismissRefused(refused[0]!.scan.scanId);
  expect(q.queueState().refused).toEqual([]);
});
