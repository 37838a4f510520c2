import type { ListParams } from '../../../contracts/catalog-fields.js';
import type { Contact } from '../../../contracts/people.js';
import { deleteOrDeactivate, sqlState, UNIQUE_VIOLATION } from '../../platform/db/references.js';
import type { Db } from '../../platform/db/types.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import { contactName } from '../../platform/people.js';
import {
  type ContactValues,
  deactivateContact,
  deleteContact,
  departmentExists,
  findContactRecord,
  findLaborIds,
  insertContact,
  listContacts,
  updateContact,
} from './contacts-queries.js';

/*
 * The People area's rules (issue 33). Every call is admins' only (day rates are theirs, spec 6),
 * so a contact is read whole here.
 */

export async function contactList(db: Db, q: ListParams) {
  const { total, rows } = await listContacts(db, q);
  return {
    total,
    rows: rows.map(({ firstName, lastName, nickname, ...r }) => ({
      ...r,
      name: contactName({ firstName, lastName, nickname }),
    })),
  };
}

export async function readContact(db: Db, id: number): Promise<Contact> {
  const row = await findContactRecord(db, id);
  if (!row) throw notFound(`Contact ${id}`);
  return row;
}

async function check(db: Db, v: ContactValues): Promise<void> {
  if (v.departmentId !== null && !(await departmentExists(db, v.departmentId)))
    throw new AppError('invalid_input', 'Please choose a department.', {
      departmentId: 'is not a department',
    });
  const roles = [...new Set(v.roles)];
  const labor = await findLaborIds(db, roles);
  if (labor.length !== roles.length)
    throw new AppError('invalid_input', 'A tech role is a position (labor) category.', {
      roles: 'names a category that is not a position',
    });
}

async function keyed<T>(key: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (sqlState(err) === UNIQUE_VIOLATION)
      throw new AppError('conflict', `Another contact has the key ${key}.`, { key: 'is taken' });
    throw err;
  }
}

export async function createContact(db: Db, v: ContactValues): Promise<Contact> {
  await check(db, v);
  const id = await keyed(v.key, () =>
    db.transaction((tx) => insertContact(tx, { ...v, roles: [...new Set(v.roles)] })),
  );
  return readContact(db, id);
}

export async function editContact(db: Db, id: number, v: ContactValues): Promise<Contact> {
  await readContact(db, id);
  await check(db, v);
  await keyed(v.key, () =>
    db.transaction((tx) => updateContact(tx, id, { ...v, roles: [...new Set(v.roles)] })),
  );
  return readContact(db, id);
}

/** A contact nothing refers to is deleted with their roles; one on a position, an invite or a login is deactivated. */
export async function removeContact(db: Db, id: number) {
  const c = await readContact(db, id);
  return deleteOrDeactivate(db, {
    table: 'contacts',
    id,
    label: `${c.firstName} ${c.lastName}`,
    own: ['tech_roles.contact_id'],
    remove: (tx) => deleteContact(tx, id),
    deactivate: (tx) => deactivateContact(tx, id),
  });
}
