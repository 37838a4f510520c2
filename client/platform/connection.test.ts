import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callsOf } from '../../contracts/call';
import { isOnline, noteAnswered } from './connection';
import { call } from './http';

/** The network as the test sets it: `down` throws as a dropped connection does; else each path's answer. */
const net = {
  down: false,
  answers: new Map<string, () => Response>(),
  sent: [] as { path: string; body: unknown }[],
};
const ok = () => new Response('{}', { status: 200 });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  document.head.innerHTML = '<meta name="csrf-token" content="tok">';
  net.down = false;
  net.answers.clear();
  net.sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://x').pathname;
      if (net.down) throw new TypeError('Failed to fetch');
      if (path !== '/healthz') net.sent.push({ path, body: init?.body && JSON.parse(String(init.body)) });
      return (net.answers.get(path) ?? ok)();
    }),
  );
});
afterEach(() => {
  noteAnswered();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const test = callsOf('test');
const read = test({ method: 'GET', path: '/read', summary: 'A read', answer: z.object({}) });

describe('the connection, learnt from what requests meet', () => {
  it('a request that gets no answer is offline, whatever the browser believes; any answer, even a refusal, is online', async () => {
    net.down = true;
    await call(read).catch(() => {});
    expect(navigator.onLine).toBe(true);
    expect(isOnline()).toBe(false);
    net.down = false;
    net.answers.set('/read', () => new Response('{"error":{"code":"x","message":"no"}}', { status: 409 }));
    await call(read).catch(() => {});
    expect(isOnline()).toBe(true);
  });

  it('while offline, /healthz is tried until it answers', async () => {
    net.down = true;
    await call(read).catch(() => {});
    await vi.advanceTimersByTimeAsync(3_100);
    // Tried at 1 s and 3 s, still down.
    expect(vi.mocked(fetch).mock.calls.filter(([u]) => u === '/healthz')).toHaveLength(2);
    expect(isOnline()).toBe(false);
    net.down = false;
    await vi.advanceTimersByTimeAsync(4_000);
    expect(isOnline()).toBe(true);
  });

  it('a request its caller gave up on says nothing about the connection', async () => {
    const stop = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('aborted', 'AbortError');
      }),
    );
    stop.abort();
    await call(read, {}, { signal: stop.signal }).catch(() => {});
    expect(isOnline()).toBe(true);
  });
});
