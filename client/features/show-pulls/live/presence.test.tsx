import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../../contracts/auth';
import { SessionProvider } from '../../../platform/session';
import { PresenceNote } from './live-marks';
import { usePullStream } from './use-pull-stream';

/** An EventSource that the test feeds by hand, as the server would. */
class FakeSource extends EventTarget {
  static CLOSED = 2;
  static made: FakeSource[] = [];
  readyState = 1;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeSource.made.push(this);
  }
  close() {
    this.readyState = FakeSource.CLOSED;
  }
  send(type: string, data: unknown) {
    act(() => void this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) })));
  }
}

const me = { id: 1, name: 'Ada Moss' };
const sam = { id: 2, name: 'Sam Ortega' };
const kim = { id: 3, name: 'Kim Lee' };
const dana = { id: 4, name: 'Dana Whitfield' };
const user = { ...me, email: 'ada@example.com', initials: 'AM', role: 'staff' } as unknown as CurrentUser;

function Pull({ id }: { id: number }) {
  usePullStream(id);
  return <PresenceNote pullId={id} />;
}
const note = () => screen.queryByRole('status')?.textContent ?? null;

beforeEach(() => {
  FakeSource.made = [];
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeSource);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('who else has the pull open', () => {
  it('keeps the list from the whole list on open, then who joined and who left; a reconnect starts over', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider user={user}>
          <Pull id={71} />
        </SessionProvider>
      </QueryClientProvider>,
    );
    const first = FakeSource.made[0]!;
    first.send('presence', { people: [me, sam] });
    expect(note()).toBe('Sam Ortega is also on this pull');
    first.send('joined', { person: kim });
    expect(note()).toBe('Kim Lee and Sam Ortega are also on this pull');
    // Said twice (two processes each had them join): still once.
    first.send('joined', { person: kim });
    expect(note()).toBe('Kim Lee and Sam Ortega are also on this pull');
    first.send('left', { person: sam });
    expect(note()).toBe('Kim Lee is also on this pull');
    first.send('left', { person: sam });
    expect(note()).toBe('Kim Lee is also on this pull');

    // The browser reconnected the same stream: the server starts with the whole list again.
    first.send('presence', { people: [dana, me, kim] });
    expect(note()).toBe('Dana Whitfield and Kim Lee are also on this pull');

    // The server refused and the stream closed: it is opened again; meanwhile Kim left, unheard.
    first.close();
    act(() => first.onerror?.());
    act(() => void vi.advanceTimersByTime(5000));
    const second = FakeSource.made[1]!;
    expect(second).toBeDefined();
    second.send('presence', { people: [dana, me] });
    expect(note()).toBe('Dana Whitfield is also on this pull');
    second.send('left', { person: dana });
    expect(note()).toBeNull();
  });
});
