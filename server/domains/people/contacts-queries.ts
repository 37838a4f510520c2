import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListParams } from '../../../contracts/catalog-fields.js';
import type { Contact, contactBody } from '../../../contracts/people.js';
import type { Db } from '../../platform/db/types.js';
import { matchesWords } from '../catalog/admin/search.js';
import { categories, departments } from '../catalog/schema.js';
import { contacts, techRoles } from './schema.js';

export type ContactValues = z.output<typeof contactBody>;

export async function listContacts(db: Db, q: ListParams) {
  const where = matchesWords(q.search, [
    sql`${contacts.firstName}`,
    sql`${contacts.lastName}`,
    sql`${contacts.nickname}`,
    sql`${contacts.primaryEmail}`,
    sql`${contacts.externalKey}`,
  ]);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: contacts.id,
        key: contacts.externalKey,
        kind: contacts.kind,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
        nickname: contacts.nickname,
        department: departments.title,
        email: contacts.primaryEmail,
        mobile: contacts.mobilePhone,
        isStaff: contacts.isStaff,
        isActive: contacts.isActive,
      })
      .from(contacts)
      .leftJoin(departments, eq(departments.id, contacts.departmentId))
      .where(where)
      .orderBy(asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(contacts).where(where),
  ]);
  return { total: total?.n ?? 0, rows };
}

export async function findContactRecord(db: Db, id: number): Promise<Contact | undefined> {
  const [row] = await db
    .select({
      id: contacts.id,
      key: contacts.externalKey,
      kind: contacts.kind,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      nickname: contacts.nickname,
      legalName: contacts.legalName,
      email: contacts.primaryEmail,
      mobile: contacts.mobilePhone,
      departmentId: contacts.departmentId,
      techGroup: contacts.techGroup,
      isStaff: contacts.isStaff,
      isPartTime: contacts.isPartTime,
      isNew: contacts.isNew,
      isActive: contacts.isActive,
      targetDays: contacts.targetDays,
      dayRate: contacts.dayRate,
      homeState: contacts.homeState,
    })
    .from(contacts)
    .where(eq(contacts.id, id));
  if (!row) return undefined;
  const roles = await db
    .select({
      categoryId: categories.id,
      number: categories.categoryNumber,
      description: categories.description,
    })
    .from(techRoles)
    .innerJoin(categories, eq(categories.id, techRoles.categoryId))
    .where(eq(techRoles.contactId, id))
    .orderBy(asc(categories.categoryNumber));
  return { ...row, roles };
}

/** The position categories among `ids` (a role is only ever a labor category). */
export async function findLaborIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(inArray(categories.id, ids), eq(categories.isLabor, true)));
  return rows.map((r) => r.id);
}

export async function departmentExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, id));
  return !!row;
}

const row = (v: ContactValues) => ({
  kind: v.kind,
  firstName: v.firstName,
  lastName: v.lastName,
  nickname: v.nickname,
  legalName: v.legalName,
  primaryEmail: v.email,
  mobilePhone: v.mobile,
  departmentId: v.departmentId,
  techGroup: v.techGroup,
  isStaff: v.isStaff,
  isPartTime: v.isPartTime,
  isNew: v.isNew,
  isActive: v.isActive,
  targetDays: v.targetDays,
  dayRate: v.dayRate,
  homeState: v.homeState,
});

/** Makes the contact's roles exactly `roleIds`: the others are removed, the new ones added. */
async function setRoles(tx: Db, contactId: number, roleIds: readonly number[]) {
  await tx
    .delete(techRoles)
    .where(
      and(
        eq(techRoles.contactId, contactId),
        roleIds.length ? notInArray(techRoles.categoryId, [...roleIds]) : undefined,
      ),
    );
  if (roleIds.length)
    await tx
      .insert(techRoles)
      .values(roleIds.map((categoryId) => ({ contactId, categoryId })))
      .onConflictDoNothing({ target: [techRoles.contactId, techRoles.categoryId] });
}

export async function insertContact(tx: Db, v: ContactValues): Promise<number> {
  const [r] = await tx
    .insert(contacts)
    .values({ ...row(v), externalKey: v.key })
    .returning({ id: contacts.id });
  const id = r!.id;
  // Every contact has a key, so an export of them imports back (the import matches on it): one
  // left blank gets C<id>, as migration 0025 gave the contacts before keys, unless that is taken.
  if (v.key === null)
    await tx.execute(
      sql`update contacts set external_key = case
            when exists (select 1 from contacts where external_key = 'C' || ${id}) then 'contact-' || ${id}
            else 'C' || ${id} end
          where id = ${id}`,
    );
  await setRoles(tx, id, v.roles);
  return id;
}

/** A key left blank on edit keeps the contact's key (it is how the company's sheets find them). */
export async function updateContact(tx: Db, id: number, v: ContactValues): Promise<void> {
  await tx
    .update(contacts)
    .set({ ...row(v), ...(v.key === null ? {} : { externalKey: v.key }) })
    .where(eq(contacts.id, id));
  await setRoles(tx, id, v.roles);
}

export const deactivateContact = async (tx: Db, id: number) => {
  await tx.update(contacts).set({ isActive: false }).where(eq(contacts.id, id));
};

/** A contact goes with their roles. */
export async function deleteContact(tx: Db, id: number) {
  await tx.delete(techRoles).where(eq(techRoles.contactId, id));
  await tx.delete(contacts).where(eq(contacts.id, id));
}
