import { MutationObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callsOf } from '../../contracts/call';
import { isOnline, noteAnswered } from './connection';
import type { Dialogs } from './dialogs';
import { call } from './http';
import { createQueryClient, keptWhileOffline } from './query-client';

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
const save = test({
  method: 'POST',
  path: '/save',
  summary: 'A write',
  body: z.object({ n: z.number() }),
  answer: z.object({}),
});
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

describe('writes kept while offline (keptWhileOffline)', () => {
  function setup() {
    const alerts: string[] = [];
    const dialogs: Dialogs = {
      alert: async (m) => void alerts.push(m),
      confirm: async () => true,
      prompt: async () => null,
    };
    const client = createQueryClient(dialogs);
    client.mount();
    const failures: unknown[] = [];
    const write = (n: number) =>
      new MutationObserver(client, {
        ...keptWhileOffline('pull:1'),
        mutationFn: (body: { n: number }) => call(save, { body }),
        onError: (e) => void failures.push(e),
      })
        .mutate({ n })
        .catch(() => {});
    return { client, alerts, failures, write };
  }

  it('wait through the cut, then are sent in the order they were made; nothing is alerted', async () => {
    const { client, alerts, failures, write } = setup();
    net.down = true;
    const writes = [write(1), write(2), write(3)];
    await vi.advanceTimersByTimeAsync(10_000);
    expect(net.sent).toEqual([]);
    // Leaving the page now would drop them: the browser asks first.
    const leave = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leave);
    expect(leave.defaultPrevented).toBe(true);
    expect(
      client
        .getMutationCache()
        .getAll()
        .every((m) => m.state.status === 'pending'),
    ).toBe(true);
    net.down = false;
    await vi.advanceTimersByTimeAsync(4_000);
    await Promise.all(writes);
    expect(net.sent.map((s) => s.body)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(failures).toEqual([]);
    expect(alerts).toEqual([]);
    const leaveNow = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaveNow);
    expect(leaveNow.defaultPrevented).toBe(false);
    client.unmount();
  });

  it("a kept write the server refuses when it is sent is alerted in the server's words; the next ones still go", async () => {
    const { client, alerts, failures, write } = setup();
    net.down = true;
    let refused = false;
    net.answers.set('/save', () => {
      if (refused) return ok();
      refused = true;
      return new Response('{"error":{"code":"conflict","message":"Someone changed this line"}}', {
        status: 409,
      });
    });
    const writes = [write(1), write(2)];
    await vi.advanceTimersByTimeAsync(2_000);
    net.down = false;
    await vi.advanceTimersByTimeAsync(4_000);
    await Promise.all(writes);
    expect(net.sent.map((s) => s.body)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(failures.map((e) => (e as Error).message)).toEqual(['Someone changed this line']);
    // Alerted in the server's words (refusals.ts), as any refusal.
    expect(alerts).toEqual(['Someone changed this line']);
    client.unmount();
  });
});
