import { eq } from 'drizzle-orm';
import { contacts } from '../../platform/db/schema/core.js';
import type { Db } from '../../platform/db/types.js';

/** One contact as the staffing areas check and name it (kind, names, mail), or undefined. */
export async function findContact(db: Db, id: number) {
  const [row] = await db
    .select({
      id: contacts.id,
      kind: contacts.kind,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      nickname: contacts.nickname,
      email: contacts.primaryEmail,
    })
    .from(contacts)
    .where(eq(contacts.id, id));
  return row;
}
