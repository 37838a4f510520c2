import { sql } from 'drizzle-orm';
import { listInvitees } from '../../server/features/labor-invites/invitees/service.js';
import { setNotes } from '../../server/features/labor-invites/positions/notes.js';
import { listEvents } from '../../server/features/labor-invites/positions/service.js';
import { addDays } from '../../server/platform/dates.js';
import { type Db, selectRows } from '../../server/platform/db/types.js';
import { benchCase } from '../case.js';
import { BENCH_TODAY } from '../database.js';

export const month = { startDate: BENCH_TODAY, endDate: addDays(BENCH_TODAY, 31) };

/** An open position in that month: the one staff invite for, and write notes on. */
export async function openPosition(db: Db) {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`select p.id from positions p join events e on e.id = p.event_id
        where e.start_date between ${month.startDate} and ${month.endDate}
          and p.contact_id is null and not p.is_stashed and not e.is_locked
        order by p.id limit 1`,
  );
  if (!row) throw new Error('The bench data set has no open position this month');
  return row.id;
}

export const laborInviteCases = [
  benchCase({
    name: 'labor invites: events for a month',
    kind: 'read',
    p99Target: 50,
    prepare: async () => month,
    floor: (db, q) => listEvents(db, q.startDate, q.endDate),
    requests: (q) => [
      { method: 'GET', path: `/labor-invites/events?startDate=${q.startDate}&endDate=${q.endDate}` },
    ],
  }),
  benchCase({
    name: 'labor invites: invitees of a position',
    kind: 'read',
    p99Target: 50,
    prepare: async (db) => ({ id: await openPosition(db) }),
    floor: (db, q) => listInvitees(db, q.id),
    requests: (q) => [{ method: 'GET', path: `/labor-invites/contacts?lineItemID=${q.id}` }],
  }),
  benchCase({
    name: 'labor invites: save position notes',
    kind: 'write',
    p99Target: 100,
    prepare: async (db) => ({ id: await openPosition(db) }),
    floor: (db, q) => setNotes(db, q.id, 'Bench note'),
    requests: (q) => [
      { method: 'POST', path: `/labor-invites/event-items/${q.id}/notes`, body: { notes: 'Bench note' } },
    ],
  }),
];
