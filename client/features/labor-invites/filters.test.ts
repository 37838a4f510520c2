import { describe, expect, it } from 'vitest';
import type { LaborEvent, Position } from '../../../contracts/labor-invites';
import { countByStatus, filterEvents, positionTone } from './filters';

const position = (over: Partial<Position>): Position => ({
  id: 1,
  event_id: 12345,
  category_id: 9,
  category: '9001',
  description: 'A1 Audio Engineer',
  contact: null,
  status: 'Uncrewed',
  is_tentative: false,
  is_stashed: false,
  labor_is_resolved: false,
  labor_notes: '',
  internal_notes: '',
  start_date: '2026-12-09',
  end_date: '2026-12-12',
  prettyLoadInDate: '',
  prettyLoadOutDate: '',
  prettyInvitationTimestamp: '',
  prettyDateRange: '',
  invite_id: null,
  isLocked: false,
  ...over,
});
const event = (id: number, items: Position[]): LaborEvent => ({
  id,
  show_name: id === 12345 ? 'Acme Winter Gala' : 'Globex Summit',
  account_manager: null,
  fullStatus: 'Confirmed',
  location: '',
  backboneURL: `/events/${id}`,
  prettyDateRange: '',
  isLocked: false,
  crewable_labor_items: items,
});

const events = [
  event(12345, [
    position({ id: 1 }),
    position({ id: 2, status: 'Tentative', contact: { id: 5, name: 'Rae Lindqvist', primary_email: null } }),
  ]),
  event(22222, [position({ id: 3, event_id: 22222, description: 'Lighting Director', status: 'Confirmed' })]),
];

describe('labor invite filters', () => {
  it('filters by status and drops events left empty', () => {
    expect(filterEvents(events, 'Tentative', '').map((e) => e.crewable_labor_items.map((p) => p.id))).toEqual(
      [[2]],
    );
    expect(filterEvents(events, 'All', '')).toEqual(events);
  });
  it('searches the bid number, the tech and the position', () => {
    expect(filterEvents(events, 'All', '222').map((e) => e.id)).toEqual([22222]);
    expect(
      filterEvents(events, 'All', 'rae').flatMap((e) => e.crewable_labor_items.map((p) => p.id)),
    ).toEqual([2]);
    expect(filterEvents(events, 'All', 'lighting director').map((e) => e.id)).toEqual([22222]);
    expect(filterEvents(events, 'Uncrewed', 'lighting')).toEqual([]);
  });
  it('colours uncrewed-unresolved red, tentative orange, the rest green', () => {
    expect(positionTone(position({}))).toBe('open');
    expect(positionTone(position({ labor_is_resolved: true }))).toBe('done');
    expect(positionTone(position({ status: 'Tentative' }))).toBe('tentative');
    expect(positionTone(position({ status: 'Confirmed' }))).toBe('done');
  });
  it('counts positions by status', () => {
    expect(countByStatus(events)).toEqual({ All: 3, Uncrewed: 1, Tentative: 1, Confirmed: 1 });
  });
});
