import { desc, eq } from 'drizzle-orm';
import { users } from '../../platform/db/schema/core.js';
import { outboxMessages } from '../../platform/db/schema/outbox.js';
import type { Db } from '../../platform/db/types.js';

const summaryColumns = {
  id: outboxMessages.id,
  kind: outboxMessages.kind,
  to: outboxMessages.toAddress,
  subject: outboxMessages.subject,
  status: outboxMessages.status,
  error: outboxMessages.error,
  createdAt: outboxMessages.createdAt,
  createdBy: users.name,
};

export const findLatest = (db: Db, limit: number) =>
  db
    .select(summaryColumns)
    .from(outboxMessages)
    .leftJoin(users, eq(users.id, outboxMessages.createdByUserId))
    .orderBy(desc(outboxMessages.id))
    .limit(limit);

export async function findMessage(db: Db, id: number) {
  const [row] = await db
    .select({ ...summaryColumns, text: outboxMessages.textBody, html: outboxMessages.htmlBody })
    .from(outboxMessages)
    .leftJoin(users, eq(users.id, outboxMessages.createdByUserId))
    .where(eq(outboxMessages.id, id));
  return row;
}
