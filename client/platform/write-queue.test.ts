import { beforeEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callsOf } from '../../contracts/call';

/**
 * The device's write queue (issue 38.5) without IndexedDB (happy-dom has none: the page-long
 * fallback; the browser test reloads a page with real IndexedDB): writes go in the order made,
 * each with its own id as `Idempotency-Key`, wait through a lost connection and are sent once when
 * it returns; a refusal is said where it was made or listed to review, never dropped.
 */
const net = { down: false, sent: [] as { n: number; key: string | null }[], refuse: new Set<number>() };

const echo = callsOf('test')({
  method: 'POST',
  path: '/echo',
  summary: 'test',
  body: z.object({ n: z.number() }),
  answer: z.object({ n: z.number() }),
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
      const body = JSON.parse(String(init?.body)) as { n: number };
      const key = new Headers(init?.headers).get('Idempotency-Key');
      net.sent.push({ n: body.n, key });
      if (net.refuse.has(body.n))
        return new Response(
          JSON.stringify({ error: { code: 'locked', message: `The pull is locked (${body.n})` } }),
          {
            status: 423,
          },
        );
      return new Response(JSON.stringify(body));
    }),
  );
});

/** A fresh queue with one kind of write, and the connection module it listens to. */
async function load(kind = 'echo') {
  const q = await import('./write-queue');
  const { call } = await import('./http');
  const connection = await import('./connection');
  const writes = q.defineWriteKind<{ n: number }, { n: number }>(kind, {
    send: (body, id) => call(echo, { body }, { writeKey: id }),
  });
  return { ...q, ...connection, writes };
}
const until = (f: () => boolean) => vi.waitFor(() => expect(f()).toBe(true));

it('sends writes one at a time in the order made, each with its own id, and hands each answer over', async () => {
  const q = await load();
  const heard: number[] = [];
  q.writes.onAnswer((a) => heard.push(a.n));
  const answers = await Promise.all([1, 2, 3].map((n) => q.writes.send('pull:1', { n })));
  expect(answers).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  expect(net.sent.map((s) => s.n)).toEqual([1, 2, 3]);
  expect(new Set(net.sent.map((s) => s.key)).size).toBe(3);
  expect(heard).toEqual([1, 2, 3]);
  expect(q.writeQueueState()).toEqual({ writes: [], refused: [] });
});

it('keeps writes through a lost connection and sends each once, with the id it had, when it returns', async () => {
  const q = await load();
  const first = q.writes.send('pull:1', { n: 1 });
  await until(() => net.sent.length === 1);
  net.down = true;
  const later = [q.writes.send('pull:1', { n: 2 }), q.writes.send('pull:2', { n: 3 })];
  await until(() => q.writeQueueState().writes.length === 2);
  expect(q.writeQueueState().writes.map((w) => [w.scope, w.payload])).toEqual([
    ['pull:1', { n: 2 }],
    ['pull:2', { n: 3 }],
  ]);
  const ids = q.writeQueueState().writes.map((w) => w.id);
  expect(ids.every(q.isAwaited)).toBe(true);
  net.down = false;
  q.noteAnswered();
  expect(await Promise.all([first, ...later])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  expect(net.sent.map((s) => s.n)).toEqual([1, 2, 3]);
  expect(net.sent.slice(1).map((s) => s.key)).toEqual(ids);
});

it('says a refusal where the write was made when it was sent at once, and lists one that waited', async () => {
  const q = await load();
  net.refuse.add(1);
  const { ApiError } = await import('./http');
  await expect(q.writes.send('pull:1', { n: 1 })).rejects.toBeInstanceOf(ApiError);
  expect(q.writeQueueState().refused).toEqual([]);

  net.down = true;
  net.refuse.add(2);
  const waited = q.writes.send('pull:1', { n: 2 });
  const after = q.writes.send('pull:1', { n: 3 });
  await until(() => q.writeQueueState().writes.length === 2);
  net.down = false;
  q.noteAnswered();
  const refusal = await waited.catch((e: unknown) => e);
  expect(refusal).toBeInstanceOf(q.ListedRefusal);
  // The writes after it go on.
  expect(await after).toEqual({ n: 3 });
  const { refused } = q.writeQueueState();
  expect(refused).toHaveLength(1);
  expect(refused[0]).toMatchObject({ message: 'The pull is locked (2)', write: { payload: { n: 2 } } });
  await q.dismissRefused(refused[0]!.write.id);
  expect(q.writeQueueState().refused).toEqual([]);
});

it('lists the refusal of a write nobody on this page waits for (an earlier visit made it)', async () => {
  const q = await load();
  net.refuse.add(7);
  await q.writes.enqueue('pull:1', { n: 7 });
  await until(() => q.writeQueueState().refused.length === 1);
  expect(q.writeQueueState().refused[0]!.message).toBe('The pull is locked (7)');
});

it('sends again when the connection returns while a failing send is still being handled', async () => {
  const q = await load();
  // The write's own request meets no network, and before the queue has finished with that
  // failure another request of the page gets an answer: the connection is back at once (and no
  // probe is left to bring it back later).
  let comeBack = true;
  q.subscribeConnection(() => {
    if (q.isOnline() || !comeBack) return;
    comeBack = false;
    net.down = false;
    queueMicrotask(q.noteAnswered);
  });
  net.down = true;
  const sent = q.writes.send('pull:1', { n: 5 });
  expect(await sent).toEqual({ n: 5 });
  expect(comeBack).toBe(false);
  expect(net.sent.map((s) => s.n)).toEqual([5]);
  expect(q.writeQueueState().writes).toEqual([]);
});
