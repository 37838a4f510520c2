import { describe, expect, it } from 'vitest';
import type { OverviewEvent } from '../../../../contracts/flow';
import type { FlowContact, TravelItem } from '../../../../contracts/flow-contact';
import { spanOf, travelBox, travelColor } from '../grid/geometry';
import { buildRows } from '../grid/rows';
import {
  type ContactFilter,
  classifySearch,
  defaultRange,
  rangeFromParams,
  shiftRange,
  targetPercent,
} from './filters';

const contact = (over: Partial<FlowContact>): FlowContact => ({
  id: 1,
  name: 'Rae Lindqvist',
  legal_name: null,
  first_name: 'Rae',
  last_name: 'Lindqvist',
  nickname: null,
  contact_name: 'Lindqvist, Rae',
  department: 'Audio',
  department_id: 1,
  techGroupName: 'Primary',
  is_staff: false,
  target_days: 100,
  day_rate: null,
  mobile_phone: null,
  primary_email: null,
  homeStateAbbrev: 'TX',
  isNew: false,
  isPartTime: false,
  eventIDs: [],
  flowDates: {},
  commitments: [],
  daysUnavailable: [],
  travelItems: [],
  ...over,
});

const none: ContactFilter = { search: { kind: 'none' }, eventIds: new Set(), staffOnly: false };
const audio = { id: 1, title: 'Audio', bgColor: '#1f6feb', contrastColor: '#fff' };

describe('flow calendar range', () => {
  it('defaults to 7 days back and 60 ahead, and shifts by whole days', () => {
    expect(defaultRange('2026-03-01')).toEqual({ start: '2026-02-22', end: '2026-04-30' });
    expect(shiftRange({ start: '2026-02-22', end: '2026-04-30' }, 30)).toEqual({
      start: '2026-03-24',
      end: '2026-05-30',
    });
  });

  it('reads the address, falling back for missing, broken or backwards dates', () => {
    const p = (q: string) => rangeFromParams(new URLSearchParams(q), '2026-03-01');
    expect(p('startDate=2026-05-01&endDate=2026-06-01')).toEqual({ start: '2026-05-01', end: '2026-06-01' });
    expect(p('startDate=garbage')).toEqual({ start: '2026-02-22', end: '2026-04-30' });
    expect(p('startDate=2026-06-01&endDate=2026-05-01')).toEqual({ start: '2026-02-22', end: '2026-04-30' });
    // Longer than the server answers (366 days): the default, not four refused calls.
    expect(p('startDate=2026-01-01&endDate=2028-01-01')).toEqual({ start: '2026-02-22', end: '2026-04-30' });
  });
});

describe('flow search', () => {
  it('reads 2 letters as a home state, digits as an event id, anything else as a name', () => {
    expect(classifySearch('  ')).toEqual({ kind: 'none' });
    expect(classifySearch('tx')).toEqual({ kind: 'state', state: 'TX' });
    expect(classifySearch('24100')).toEqual({ kind: 'event', id: 24100 });
    expect(classifySearch('Lind')).toEqual({ kind: 'name', text: 'lind' });
  });

  it('groups matching techs by department and group; Staff and Primary open, others closed', () => {
    const contacts = [
      contact({ id: 1, techGroupName: 'Staff', is_staff: true, homeStateAbbrev: 'NV' }),
      contact({ id: 2, techGroupName: 'Primary', eventIDs: [24100] }),
      contact({
        id: 3,
        techGroupName: 'Overhire',
        eventIDs: [24101],
        name: 'Ida Aalto',
        contact_name: 'Aalto, Ida',
      }),
    ];
    const rows = (filter: ContactFilter, toggled = new Map<string, boolean>()) =>
      buildRows({
        departments: [audio],
        contacts,
        overview: [],
        filter,
        toggled,
        eventsOpen: true,
        loading: false,
      });
    const kinds = (r: ReturnType<typeof rows>) => r.map((x) => (x.kind === 'tech' ? x.contact.id : x.kind));
    expect(kinds(rows(none))).toEqual(['events-head', 'department', 'group', 1, 'group', 2, 'group']);
    // A collapsed group opened by the user.
    expect(kinds(rows(none, new Map([['1:Overhire', true]])))).toContain(3);
    // Staff Only.
    expect(kinds(rows({ ...none, staffOnly: true }))).toEqual(['events-head', 'department', 'group', 1]);
    // State, name, event (with related) searches open every group that has a match.
    expect(kinds(rows({ ...none, search: { kind: 'state', state: 'NV' } }))).toEqual([
      'events-head',
      'department',
      'group',
      1,
    ]);
    expect(kinds(rows({ ...none, search: { kind: 'name', text: 'aalto' } }))).toContain(3);
    const event = { ...none, search: { kind: 'event' as const, id: 24100 } };
    expect(
      kinds(rows({ ...event, eventIds: new Set([24100]) })).filter((x) => typeof x === 'number'),
    ).toEqual([2]);
    expect(
      kinds(rows({ ...event, eventIds: new Set([24100, 24101]) })).filter((x) => typeof x === 'number'),
    ).toEqual([2, 3]);
    expect(rows({ ...none, search: { kind: 'name', text: 'zzz' } }).at(-1)).toMatchObject({
      kind: 'empty',
      text: 'No Matching Results',
    });
  });

  it('shows only the searched events in the overview while an event is searched', () => {
    const ev = (id: number) => ({ id, startDate: '2026-03-01', endDate: '2026-03-02' }) as OverviewEvent;
    const rows = buildRows({
      departments: [],
      contacts: [],
      overview: [{ events: [ev(1), ev(2)] }, { events: [ev(3)] }],
      filter: { search: { kind: 'event', id: 2 }, eventIds: new Set([2]), staffOnly: false },
      toggled: new Map(),
      eventsOpen: true,
      loading: false,
    });
    expect(rows[0]).toMatchObject({ kind: 'events-head', count: 1 });
    expect(rows[1]).toMatchObject({ kind: 'event-row', events: [{ id: 2 }] });
    expect(rows.at(-1)).toMatchObject({ kind: 'empty', text: 'No Results' });
  });

  it('shows the first 8 lines of a busy overview until asked for all', () => {
    const ev = (id: number) => ({ id, startDate: '2026-03-01', endDate: '2026-03-02' }) as OverviewEvent;
    const overview = Array.from({ length: 12 }, (_, i) => ({ events: [ev(i + 1)] }));
    const lines = (allEventLines: boolean, eventsOpen = true) =>
      buildRows({
        departments: [],
        contacts: [],
        overview,
        filter: none,
        toggled: new Map(),
        eventsOpen,
        allEventLines,
        loading: true,
      });
    expect(lines(false)[0]).toMatchObject({ lines: 12, shownLines: 8 });
    expect(lines(false).filter((r) => r.kind === 'event-row')).toHaveLength(8);
    expect(lines(true).filter((r) => r.kind === 'event-row')).toHaveLength(12);
    expect(lines(true, false).filter((r) => r.kind === 'event-row')).toHaveLength(0);
  });
});

describe('flow drawing', () => {
  it('gives the target percent, 0 without a target, the bar capped at 100', () => {
    expect(targetPercent(45, 100)).toEqual({ percent: 45, bar: 45 });
    expect(targetPercent(30, 0)).toEqual({ percent: 0, bar: 0 });
    expect(targetPercent(150, 100)).toEqual({ percent: 150, bar: 100 });
  });

  it('places bars by date and travel on the 24-hour scale by kind', () => {
    expect(spanOf('2026-03-01', 10, '2026-03-03', '2026-03-04')).toEqual({ left: 64, width: 64 });
    expect(spanOf('2026-03-01', 10, '2026-02-20', '2026-03-01')).toEqual({ left: 0, width: 32 });
    const trip = (over: Partial<TravelItem>) =>
      ({
        departure_date: '2026-03-02',
        departureHour: 6,
        travelTime: 3,
        isEstimated: false,
        isFlight: false,
        isDrive: false,
        isLocal: false,
        ...over,
      }) as TravelItem;
    expect(travelBox('2026-03-01', trip({ isFlight: true }))).toEqual({ left: 40, width: 4 });
    expect(travelBox('2026-03-01', trip({ isEstimated: true })).width).toBeCloseTo((10 / 24) * 32);
    expect(travelBox('2026-03-01', trip({ isDrive: true })).width).toBeCloseTo((4 / 24) * 32);
    expect(travelColor(trip({ isEstimated: true, isFlight: true }))).toBe('#9ca3af');
    expect(travelColor(trip({ isFlight: true }))).toBe('#f97316');
    expect(travelColor(trip({ isDrive: true }))).toBe('#16a34a');
    expect(travelColor(trip({ isLocal: true }))).toBe('#2563eb');
    expect(travelColor(trip({}))).toBe('#dc2626');
  });
});

describe('the range typed, checked before asking', () => {
  it("says the server's rule in its words", async () => {
    const { rangeProblem } = await import('./use-flow-range');
    expect(rangeProblem({ start: '2026-01-01', end: '2026-06-01' })).toBeNull();
    expect(rangeProblem({ start: '2026-01-01', end: '2028-01-01' })).toBe(
      'Ask for at most 366 days at a time',
    );
    expect(rangeProblem({ start: '2026-03-01', end: '2026-02-01' })).toBe(
      'The end date is before the start date',
    );
  });
});
