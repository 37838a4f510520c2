import { asc, eq } from 'drizzle-orm';
import { daysUnavailable } from '../../domains/staffing/schema.js';
import { users } from '../../platform/db/schema/core.js';
import type { Db } from '../../platform/db/types.js';

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
