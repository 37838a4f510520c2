import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/types.js';
import { notFound } from '../../platform/http/errors.js';
import { contacts } from '../people/schema.js';

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

/** The contact, or the 404 every staffing call gives for an unknown one. */
export async function requireContact(db: Db, id: number) {
  const contact = await findContact(db, id);
  if (!contact) throw notFound(`Contact ${id}`);
  return contact;
}
