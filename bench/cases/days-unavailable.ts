import { sql } from 'drizzle-orm';
import { listForContact } from '../../server/features/days-unavailable/service.js';
import { type Db, selectRows } from '../../server/platform/db/types.js';
import { benchCase, benchStaff } from '../case.js';

/** The technician with the most days unavailable. */
export async function busiestTech(db: Db) {
  const [row] = await selectRows<{ contact_id: number }>(
    db,
    sql`select contact_id from days_unavailable group by contact_id order by count(*) desc, contact_id limit 1`,
  );
  if (!row) throw new Error('The bench data set has no days unavailable');
  return row.contact_id;
}

export const daysUnavailableCases = [
  benchCase({
    name: 'days unavailable: one technician',
    kind: 'read',
    p99Target: 50,
    prepare: async (db) => ({ contactId: await busiestTech(db) }),
    floor: (db, q) => listForContact(db, benchStaff, q.contactId),
    requests: (q) => [{ method: 'GET', path: `/days-unavailable?contactId=${q.contactId}` }],
  }),
];
