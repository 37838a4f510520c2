import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LaborEvent, type Position, positionFilter } from '../../../contracts/labor-invites';
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
  round: null,
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
    expect(countByStatus(events)).toEqual({
      All: 3,
      Uncrewed: 1,
      Tentative: 1,
      Confirmed: 1,
      resolved: 0,
      stashed: 0,
    });
  });
  it('counts resolved and stashed positions under All only (spec 4)', () => {
    const set = [
      event(1, [
        position({ id: 1, labor_is_resolved: true }),
        position({ id: 2, is_stashed: true }),
        position({ id: 3, is_stashed: true, status: 'Tentative', is_tentative: true }),
        position({ id: 4 }),
      ]),
    ];
    expect(countByStatus(set)).toMatchObject({ All: 4, Uncrewed: 1, Tentative: 0, resolved: 1, stashed: 2 });
    expect(filterEvents(set, 'Uncrewed', '')[0]!.crewable_labor_items.map((p) => p.id)).toEqual([4]);
  });

  const generated = fc.array(
    fc.record({
      status: fc.constantFrom('Uncrewed', 'Tentative', 'Confirmed' as const),
      is_stashed: fc.boolean(),
      labor_is_resolved: fc.boolean(),
    }),
    { maxLength: 40 },
  );
  it('gives every filter a count equal to the rows it lists, and All every row', () => {
    fc.assert(
      fc.property(generated, fc.integer({ min: 1, max: 4 }), (rows, eventCount) => {
        const set = Array.from({ length: eventCount }, (_, e) =>
          event(
            e + 1,
            rows
              .filter((_, i) => i % eventCount === e)
              .map((r, i) => position({ ...r, id: e * 100 + i, event_id: e + 1 })),
          ),
        ).filter((e) => e.crewable_labor_items.length > 0);
        const counts = countByStatus(set);
        for (const f of positionFilter.options) {
          const listed = filterEvents(set, f, '').flatMap((e) => e.crewable_labor_items);
          expect(listed.length).toBe(counts[f]);
          if (f === 'Uncrewed')
            expect(listed.every((p) => !p.contact && !p.labor_is_resolved && !p.is_stashed)).toBe(true);
          if (f !== 'All') expect(listed.every((p) => !p.is_stashed && p.status === f)).toBe(true);
        }
        expect(counts.All).toBe(rows.length);
        expect(counts.Uncrewed + counts.Tentative + counts.Confirmed + counts.resolved + counts.stashed).toBe(
          rows.length,
        );
      }),
    );
  });
});
