import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Commitment, FlowContact, FlowDayUnavailable } from '../../../../contracts/flow-contact';
import { addDays } from '../../../platform/dates';
import { assignLanes, layoutRow, type Span } from './layout';
import { buildRows } from './rows';

const spans = fc.array(
  fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 10 })).map(([from, n]) => ({
    from,
    to: from + n,
  })),
  { maxLength: 30 },
);

/** The most spans over any one day, counted day by day. */
const maxOverlap = (list: readonly Span[]) => {
  let most = 0;
  for (let d = 0; d <= 80; d++) most = Math.max(most, list.filter((s) => s.from <= d && d <= s.to).length);
  return most;
};

describe('lanes of a technician row', () => {
  it('never puts two overlapping bars in one lane', () => {
    fc.assert(
      fc.property(spans, (list) => {
        const { lanes } = assignLanes(list);
        for (let i = 0; i < list.length; i++)
          for (let j = i + 1; j < list.length; j++)
            if (lanes[i] === lanes[j])
              expect(list[i]!.to < list[j]!.from || list[j]!.to < list[i]!.from).toBe(true);
      }),
    );
  });

  it('uses as many lanes as the most bars over one day (one lane for an empty row)', () => {
    fc.assert(
      fc.property(spans, (list) => {
        expect(assignLanes(list).count).toBe(Math.max(1, maxOverlap(list)));
      }),
    );
  });
});

const START = '2026-11-16';
const DAYS = 30;
const day = (n: number) => addDays(START, n);

const job = (id: number, from: number, to: number, over: Partial<Commitment> = {}): Commitment => ({
  id,
  visible_start_date: day(from),
  visible_end_date: day(to),
  visible_day_qty: to - from + 1,
  isOutOfRangeLeft: false,
  isOutOfRangeRight: false,
  bgColor: '#000',
  contrastColor: '#fff',
  is_tentative: false,
  is_stashed: false,
  is_deleted: false,
  isCancelled: false,
  loadInIsConfirmed: true,
  loadOutIsConfirmed: true,
  event: { id: 24000 + id, show_name: `Show ${id}`, location: '', prettyDateRange: '' },
  event_id: 24000 + id,
  contact_id: 1,
  description: 'A1',
  techStatus: 'Confirmed',
  prettyLoadInDate: '',
  prettyLoadOutDate: '',
  restConflict: null,
  ...over,
});

const away = (id: number, from: number, to: number): FlowDayUnavailable => ({
  id,
  contact_id: 1,
  start_date: day(from),
  end_date: day(to),
  visible_start_date: day(from),
  visible_end_date: day(to),
  notes: '',
  prettyDateRange: `${day(from)} – ${day(to)}`,
});

const tech = (over: Partial<FlowContact>) =>
  ({ id: 1, name: 'Rae', commitments: [], daysUnavailable: [], travelItems: [], ...over }) as FlowContact;

describe('conflicts of a technician row', () => {
  it('marks the days booked twice, and the days booked while unavailable, naming the jobs', () => {
    const row = layoutRow(
      tech({ commitments: [job(1, 2, 5), job(2, 4, 8), job(3, 12, 14)], daysUnavailable: [away(9, 13, 15)] }),
      START,
      DAYS,
      false,
    );
    expect(row.lanes).toBe(2);
    expect(
      row.conflicts.map(({ from, to, double, unavailable }) => ({ from, to, double, unavailable })),
    ).toEqual([
      { from: 4, to: 5, double: true, unavailable: false },
      { from: 13, to: 14, double: false, unavailable: true },
    ]);
    expect(row.conflicts[0]!.label).toBe('Booked twice: 24001 Show 1, 24002 Show 2');
    expect(row.conflicts[1]!.label).toMatch(/^Booked while unavailable \(.*\): 24003 Show 3$/);
  });

  it('marks the first day of a job the server found too close to the one before, with its reason', () => {
    const reason = '8 h rest after 24001 Show 1 (needs 10 h)';
    const row = layoutRow(
      tech({
        commitments: [
          job(1, 2, 5),
          job(2, 6, 8, { restConflict: reason }),
          // Cancelled, or starting before the range: no mark.
          job(3, 10, 11, { restConflict: 'x', isCancelled: true }),
          job(4, 0, 1, { restConflict: 'y', isOutOfRangeLeft: true }),
        ],
      }),
      START,
      DAYS,
      false,
    );
    expect(row.conflicts).toEqual([
      { from: 6, to: 6, double: false, unavailable: false, restJobId: 2, label: reason },
    ]);
  });

  it('counts neither cancelled nor stashed jobs as bookings; hiding them drops their bars', () => {
    const contact = tech({
      commitments: [job(1, 2, 5), job(2, 2, 5, { isCancelled: true }), job(3, 3, 4, { is_stashed: true })],
    });
    const shown = layoutRow(contact, START, DAYS, false);
    expect(shown.conflicts).toEqual([]);
    expect(shown.lanes).toBe(3);
    const hidden = layoutRow(contact, START, DAYS, true);
    expect(hidden.commitments.map((c) => c.commitment.id)).toEqual([1]);
    expect(hidden.lanes).toBe(1);
    expect([...hidden.booked.slice(0, 7)]).toEqual([0, 0, 1, 1, 1, 1, 0]);
  });

  it('is free on a day with no job, no travel and no days unavailable', () => {
    const row = layoutRow(
      tech({
        commitments: [job(1, 1, 1)],
        daysUnavailable: [away(9, 3, 3)],
        travelItems: [{ departure_date: day(5), arrival_date: day(6) } as FlowContact['travelItems'][number]],
      }),
      START,
      DAYS,
      false,
    );
    expect([...row.free.slice(0, 8)]).toEqual([1, 0, 1, 0, 1, 0, 0, 1]);
  });
});

describe('the lines a view shows', () => {
  it('keeps only conflicted techs, or those free on every selected day, and counts each department per day', () => {
    const booked = tech({
      id: 1,
      department_id: 1,
      techGroupName: 'Primary',
      commitments: [job(1, 2, 3), job(2, 3, 4)],
    });
    const free = tech({ id: 2, department_id: 1, techGroupName: 'Primary', commitments: [job(3, 10, 11)] });
    const contacts = [booked, free];
    const layouts = new Map(contacts.map((c) => [c.id, layoutRow(c, START, DAYS, false)]));
    const rows = (view: { conflictsOnly?: boolean; freeOn?: Span | null }) =>
      buildRows({
        departments: [{ id: 1, title: 'Audio', bgColor: '#000', contrastColor: '#fff' }],
        contacts,
        overview: [],
        filter: { search: { kind: 'none' }, eventIds: new Set(), staffOnly: false },
        toggled: new Map(),
        eventsOpen: false,
        loading: false,
        days: DAYS,
        view: { layouts, conflictsOnly: false, freeOn: null, hideInactive: false, ...view },
      });
    const ids = (r: ReturnType<typeof rows>) => r.flatMap((x) => (x.kind === 'tech' ? [x.contact.id] : []));
    expect(ids(rows({ conflictsOnly: true }))).toEqual([1]);
    expect(ids(rows({ freeOn: { from: 2, to: 4 } }))).toEqual([2]);
    expect(ids(rows({ freeOn: { from: 9, to: 10 } }))).toEqual([1]);
    const department = rows({ freeOn: { from: 2, to: 4 } }).find((r) => r.kind === 'department');
    expect(department?.kind === 'department' && department.count).toBe(1);
    // Per day, every tech of the department counts, whatever the view keeps.
    const days = department?.kind === 'department' ? department.days : undefined;
    expect([...days!.free.slice(0, 5)]).toEqual([2, 2, 1, 1, 1]);
    expect([...days!.booked.slice(0, 5)]).toEqual([0, 0, 1, 1, 1]);
  });
});
