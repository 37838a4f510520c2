import { asc, eq, sql } from 'drizzle-orm';
import { daysUnavailable } from '../../domains/staffing/schema.js';
import { users } from '../../platform/db/schema/core.js';
import { type Db, selectRows } from '../../platform/db/types.js';

const recordColumns = {
  id: daysUnavailable.id,
  contactId: daysUnavailable.contactId,
  startDate: daysUnavailable.startDate,
  endDate: daysUnavailable.endDate,
  notes: daysUnavailable.notes,
  source: daysUnavailable.source,
  createdByName: users.name,
};
export type RecordRow = {
  id: number;
  contactId: number;
  startDate: string;
  endDate: string;
  notes: string;
  source: 'tech' | 'staff' | 'declined';
  createdByName: string | null;
};

export function findForContact(db: Db, contactId: number): Promise<RecordRow[]> {
  return db
    .select(recordColumns)
    .from(daysUnavailable)
    .leftJoin(users, eq(users.id, daysUnavailable.createdByUserId))
    .where(eq(daysUnavailable.contactId, contactId))
    .orderBy(asc(daysUnavailable.startDate), asc(daysUnavailable.id));
}

export async function findRecord(db: Db, id: number): Promise<RecordRow | undefined> {
  const [row] = await db
    .select(recordColumns)
    .from(daysUnavailable)
    .leftJoin(users, eq(users.id, daysUnavailable.createdByUserId))
    .where(eq(daysUnavailable.id, id));
  return row;
}

/**
 * A record of this contact with exactly these dates (other than exceptId), taken after locking the
 * contact's row: writers of one contact's days queue here for the rest of their transaction.
 */
export async function findSameRange(
  db: Db,
  contactId: number,
  start: string,
  end: string,
  exceptId = 0,
): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`with c as (select id from contacts where id = ${contactId} for update)
        select d.id from c join days_unavailable d on d.contact_id = c.id
        where d.start_date = ${start} and d.end_date = ${end} and d.id <> ${exceptId} limit 1`,
  );
  return rows.length > 0;
}

export async function insertRecord(db: Db, values: typeof daysUnavailable.$inferInsert): Promise<number> {
  const [row] = await db.insert(daysUnavailable).values(values).returning({ id: daysUnavailable.id });
  return row!.id;
}

export async function updateRecord(
  db: Db,
  id: number,
  values: { startDate: string; endDate: string; notes: string },
): Promise<void> {
  await db
    .update(daysUnavailable)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(daysUnavailable.id, id));
}

export async function deleteRecord(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(daysUnavailable)
    .where(eq(daysUnavailable.id, id))
    .returning({ id: daysUnavailable.id });
  return rows.length > 0;
}
