import type { TechRole } from '../../../contracts/tech-roles.js';
import { findCategory } from '../../domains/catalog/categories.js';
import { requireContact } from '../../domains/staffing/contacts.js';
import { findTechnicians } from '../../domains/staffing/technicians.js';
import type { Db } from '../../platform/db/types.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import { contactName } from '../../platform/people.js';
import {
  deleteRole,
  findContactIdsByRole,
  findLaborCategories,
  findRoles,
  insertRole,
  type RoleRow,
} from './queries.js';

const toRole = (r: RoleRow): TechRole => ({
  id: r.id,
  category_id: r.categoryId,
  category: { name: String(r.number), description: r.description },
});

export async function lazyLists(db: Db) {
  const [cats, techs] = await Promise.all([findLaborCategories(db), findTechnicians(db)]);
  return {
    categories: cats.map((c) => ({
      id: c.id,
      name: String(c.number),
      description: c.description,
      department: c.department,
    })),
    contacts: techs.map((t) => ({
      id: t.id,
      first_name: t.firstName,
      last_name: t.lastName,
      nickname: t.nickname,
      contact_name: contactName(t),
      department: t.department,
    })),
  };
}

export async function listRoles(db: Db, contactId: number): Promise<TechRole[]> {
  await requireContact(db, contactId);
  return (await findRoles(db, contactId)).map(toRole);
}

export async function addRole(db: Db, contactId: number, categoryId: number): Promise<TechRole> {
  const contact = await requireContact(db, contactId);
  const category = await findCategory(db, categoryId);
  if (!category) throw notFound(`Category ${categoryId}`);
  if (!category.isLabor)
    throw new AppError(
      'invalid_input',
      `${category.number} ${category.description} is not a position category.`,
      {
        categoryId: 'Not a position category',
      },
    );
  // In a transaction, even one statement: it carries the actor to the audit trail.
  const id = await db.transaction((tx) => insertRole(tx, contactId, categoryId));
  if (id === undefined)
    throw new AppError('conflict', `${contact.firstName} ${contact.lastName} already has this role`);
  return toRole({ id, categoryId, number: category.number, description: category.description });
}

export async function removeRole(db: Db, id: number): Promise<void> {
  if (!(await db.transaction((tx) => deleteRole(tx, id)))) throw notFound(`Role ${id}`);
}

export const searchByRole = (db: Db, text: string) => findContactIdsByRole(db, text);
