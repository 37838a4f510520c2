import { listForContact } from '../../server/features/days-unavailable/service.js';
import { listContacts } from '../../server/features/flow/calendar.js';
import { listInvitees } from '../../server/features/labor-invites/invitees/service.js';
import { setNotes } from '../../server/features/labor-invites/positions/notes.js';
import { listEvents } from '../../server/features/labor-invites/positions/service.js';
import { getShowPullView } from '../../server/features/show-pulls/view/view.js';
import { search } from '../../server/features/xbook/search/service.js';
import { benchCase, benchStaff } from '../case.js';
import { busiestTech } from './days-unavailable.js';
import { range } from './flow.js';
import { month, openPosition } from './labor-invites.js';
import { largestPull } from './show-pulls.js';
import { allDepartments } from './xbook.js';

const searchForm = (departments: number[]) => ({
  searchText: 'cable',
  departments,
  searchFolders: true,
  searchContentSheets: true,
  searchItems: true,
});

/**
 * A staff member's day in one cycle per connection: the pull, the labor month, the flow calendar,
 * a library search, a tech's days, an invitee list, and a note saved on a position. The note moves
 * the positions' notes only (migration 0022): the labor month takes them from the save
 * (labor-invites/positions/notes.ts), the other reads do not show them. Caches and PGlite's
 * one-query-at-a-time under a real mix, not each call alone; bench/profile-staff-day.ts times
 * each request of the cycle.
 */
export const mixedCases = [
  benchCase({
    name: 'mixed: a staff day (6 reads, 1 write)',
    kind: 'write',
    p99Target: 100,
    prepare: async (db) => ({
      pullId: (await largestPull(db)).pull_id,
      positionId: await openPosition(db),
      contactId: await busiestTech(db),
      departments: await allDepartments(db),
    }),
    // The floor is the whole cycle's service calls, uncached, one after another.
    floor: async (db, p) => {
      await getShowPullView(db, p.pullId);
      await listEvents(db, month.startDate, month.endDate);
      await listContacts(db, benchStaff, range, false);
      await search(db, searchForm(p.departments));
      await listForContact(db, benchStaff, p.contactId);
      await listInvitees(db, p.positionId);
      await setNotes(db, p.positionId, 'Bench note');
    },
    requests: (p) => [
      { method: 'GET', path: `/show-pulls/${p.pullId}` },
      { method: 'GET', path: `/labor-invites/events?startDate=${month.startDate}&endDate=${month.endDate}` },
      { method: 'GET', path: `/flow/techs/contacts/${range.start}/${range.end}` },
      { method: 'POST', path: '/xbook/search', body: searchForm(p.departments) },
      { method: 'GET', path: `/days-unavailable?contactId=${p.contactId}` },
      { method: 'GET', path: `/labor-invites/contacts?lineItemID=${p.positionId}` },
      {
        method: 'POST',
        path: `/labor-invites/event-items/${p.positionId}/notes`,
        body: { notes: 'Bench note' },
      },
    ],
  }),
];
