import { describe, expect, it } from 'vitest';
import type { EventSummary } from '../../../contracts/events';
import { matchEvents } from './filter';

const event = (id: number, show_name: string) => ({ id, show_name }) as EventSummary;
const events = [event(12, 'Spring Gala'), event(120, 'Expo 12'), event(7, 'Autumn Fair')];

describe('matchEvents', () => {
  it('keeps everything for an empty search', () => {
    expect(matchEvents(events, '  ')).toBe(events);
  });
  it('matches a bid number exactly, or as part of the show name, as the server does', () => {
    expect(matchEvents(events, '12').map((e) => e.id)).toEqual([12, 120]);
    expect(matchEvents(events, '7').map((e) => e.id)).toEqual([7]);
  });
  it('matches part of the show name whatever the case', () => {
    expect(matchEvents(events, ' gALA ').map((e) => e.id)).toEqual([12]);
    expect(matchEvents(events, 'zzz')).toEqual([]);
  });
});
