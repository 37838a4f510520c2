import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveEarlyOpenedAt, openLiveEarly, takeLiveEarly } from './live-early';

/** An EventSource that the test feeds by hand. */
class FakeSource extends EventTarget {
  static CLOSED = 2;
  static made: FakeSource[] = [];
  readyState = 0;
  constructor(readonly url: string) {
    super();
    FakeSource.made.push(this);
  }
  close() {
    this.readyState = FakeSource.CLOSED;
  }
  send(type: string, data: unknown, id = '') {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
  }
}

beforeEach(() => {
  FakeSource.made = [];
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a stream opened before its screen', () => {
  it('hands the screen the stream and the events it got meanwhile, once', () => {
    openLiveEarly('/s/1', ['sync', 'change']);
    openLiveEarly('/s/1', ['sync', 'change']);
    expect(FakeSource.made).toHaveLength(1);
    expect(liveEarlyOpenedAt('/s/1')).toBeTypeOf('number');
    const source = FakeSource.made[0]!;
    source.send('sync', {}, '7');
    source.send('other', {});
    const taken = takeLiveEarly('/s/1');
    expect(taken?.source).toBe(source);
    expect(taken?.missed.map((m) => [m.type, m.lastEventId])).toEqual([['sync', '7']]);
    // Later events are the screen's own listeners' business, and the stream is no longer waiting.
    source.send('change', {}, '8');
    expect(taken?.missed).toHaveLength(1);
    expect(liveEarlyOpenedAt('/s/1')).toBeUndefined();
    expect(takeLiveEarly('/s/1')).toBeUndefined();
  });

  it('closes one no screen took, and hands on none that closed', () => {
    openLiveEarly('/s/2', ['sync']);
    vi.advanceTimersByTime(10_001);
    expect(FakeSource.made[0]!.readyState).toBe(FakeSource.CLOSED);
    expect(takeLiveEarly('/s/2')).toBeUndefined();
    openLiveEarly('/s/3', ['sync']);
    FakeSource.made[1]!.close();
    expect(takeLiveEarly('/s/3')).toBeUndefined();
  });
});
