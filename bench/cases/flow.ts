import { packLines } from '../../contracts/flow-lines-pack.js';
import { packOverview } from '../../contracts/flow-overview.js';
import { listContacts, listOverviewRows } from '../../server/features/flow/calendar.js';
import { getDayCounts } from '../../server/features/flow/day-counts.js';
import { addDays } from '../../server/platform/dates.js';
import { benchCase, benchStaff, type ScreenCase } from '../case.js';
import { BENCH_TODAY } from '../database.js';

/** 67 days: the 600 technicians of the large data set over a week back and two months ahead. */
export const range = { start: addDays(BENCH_TODAY, -7), end: addDays(BENCH_TODAY, 59) };
const rangePath = (call: string) => `/flow/techs/${call}/${range.start}/${range.end}`;

export const flowCases = [
  benchCase({
    name: 'flow: contacts, first part (67 days)',
    kind: 'read',
    p99Target: 50,
    prepare: async () => range,
    floor: (db, r) => listContacts(db, benchStaff, r, false).then((a) => JSON.stringify(a)),
    requests: () => [{ method: 'GET', path: rangePath('contacts') }],
  }),
  benchCase({
    name: 'flow: contacts, remainder (67 days)',
    kind: 'read',
    p99Target: 150,
    prepare: async () => range,
    floor: (db, r) => listContacts(db, benchStaff, r, true).then((a) => JSON.stringify(a)),
    requests: () => [{ method: 'GET', path: `${rangePath('contacts')}?isRemainder=true` }],
  }),
  // What the screen reads: the same lines and overview, packed.
  benchCase({
    name: 'flow: lines, remainder (67 days, compact)',
    kind: 'read',
    p99Target: 50,
    prepare: async () => range,
    floor: (db, r) => listContacts(db, benchStaff, r, true).then((a) => JSON.stringify(packLines(a, r))),
    requests: () => [{ method: 'GET', path: `${rangePath('lines')}?isRemainder=true` }],
  }),
  benchCase({
    name: 'flow: overview (67 days, compact)',
    kind: 'read',
    p99Target: 50,
    prepare: async () => range,
    floor: (db, r) => listOverviewRows(db, r).then((rows) => JSON.stringify(packOverview(rows, r))),
    requests: () => [{ method: 'GET', path: rangePath('overview') }],
  }),
  benchCase({
    name: 'flow: day counts',
    kind: 'read',
    p99Target: 50,
    prepare: async () => range,
    floor: (db, r) => getDayCounts(db, r.start, 1),
    requests: () => [{ method: 'GET', path: rangePath('day-counts') }],
  }),
  benchCase({
    name: 'flow: event overview (67 days)',
    kind: 'read',
    p99Target: 50,
    prepare: async () => range,
    floor: (db, r) => listOverviewRows(db, r),
    requests: () => [{ method: 'GET', path: rangePath('events') }],
  }),
];

export const flowScreens: ScreenCase[] = [
  {
    name: 'flow calendar, 600 technicians over 67 days',
    prepare: async () => ({ path: `/flow/techs?startDate=${range.start}&endDate=${range.end}` }),
    painted: '.flow-row.tech .tech-name',
    // Both parts of the technicians and the day counts are in.
    interactive: '.flow-page[data-complete="true"] .flow-row.tech .target',
    filter: {
      input: 'input[aria-label="Search"]',
      text: 'zzzz-no-such-tech',
      debounceMs: 0,
      rows: '.flow-row.tech',
    },
  },
];
