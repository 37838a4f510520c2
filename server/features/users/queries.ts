import { and, asc, count, eq, gt, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import { contactsLink as contacts } from '../../platform/db/contacts-link.js';
import { users } from '../../platform/db/schema/core.js';
import type { Db } from '../../platform/db/types.js';
import { accountLinks } from './schema.js';

export type LinkPurpose = (typeof accountLinks.$inferSelect)['purpose'];

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row!.n;
}

/**
 * Holds off a second first-run (another request, another process) until this transaction ends:
 * of two setups at once, the second sees the first's administrator.
 */
export async function lockUsersForSetup(tx: Db): Promise<void> {
  await tx.execute(sql`lock table users in share row exclusive mode`);
}

const invitedAt = sql<Date | null>`(select max(${accountLinks.createdAt}) from ${accountLinks}
  where ${accountLinks.userId} = ${users.id} and ${accountLinks.purpose} = 'invite')`;

const rowColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  initials: users.initials,
  role: users.role,
  active: users.active,
  joined: sql<boolean>`${users.passwordHash} is not null`,
  invitedAt,
  lastLoginAt: users.lastLoginAt,
  contactId: contacts.id,
  contactName: sql<string | null>`${contacts.firstName} || ' ' || ${contacts.lastName}`,
};

export type UserRecord = Awaited<ReturnType<typeof listUsers>>[number];

/** Accounts by name; `q` matches name, email or initials. */
export async function listUsers(db: Db, q?: string, id?: number) {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select(rowColumns)
    .from(users)
    .leftJoin(contacts, eq(contacts.id, users.contactId))
    .where(
      and(
        id === undefined ? undefined : eq(users.id, id),
        pattern
          ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.initials, pattern))
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

export async function findUser(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      active: users.active,
      joined: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, active: users.active })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

/** The account linked to this contact, other than `exceptUserId`. */
export async function userOfContact(db: Db, contactId: number, exceptUserId?: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.contactId, contactId), exceptUserId ? ne(users.id, exceptUserId) : undefined));
  return row;
}

export async function countActiveAdminsBesides(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true), ne(users.id, userId)));
  return row!.n;
}

export async function insertUser(db: Db, user: typeof users.$inferInsert): Promise<number> {
  const [row] = await db.insert(users).values(user).returning({ id: users.id });
  return row!.id;
}

export async function updateUser(db: Db, id: number, set: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function touchLastLogin(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

/** Contacts an account can be linked to, with the account already linked to each. */
export async function linkableContacts(db: Db) {
  return db
    .select({
      id: contacts.id,
      name: sql<string>`${contacts.firstName} || ' ' || ${contacts.lastName}`,
      email: contacts.primaryEmail,
      userId: users.id,
    })
    .from(contacts)
    .leftJoin(users, eq(users.contactId, contacts.id))
    .orderBy(asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id));
}

// --- One-time links -------------------------------------------------------------------------

export async function insertLink(
  db: Db,
  link: { userId: number; purpose: LinkPurpose; tokenHash: string; messageId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(accountLinks).values(link);
}

/** A newer link (or a password chosen) voids the account's unused links of that purpose, or all. */
export async function voidLinks(db: Db, userId: number, purpose?: LinkPurpose): Promise<void> {
  await db
    .update(accountLinks)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountLinks.userId, userId),
        isNull(accountLinks.usedAt),
        purpose ? eq(accountLinks.purpose, purpose) : undefined,
      ),
    );
}

/** Links of this purpose made for the account in the last `minutes` (the per-account limit). */
export async function countRecentLinks(db: Db, userId: number, purpose: LinkPurpose, minutes: number) {
  const [row] = await db
    .select({ n: count() })
    .from(accountLinks)
    .where(
      and(
        eq(accountLinks.userId, userId),
        eq(accountLinks.purpose, purpose),
        gt(accountLinks.createdAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    );
  return row!.n;
}

/**
 * Gives the unused link of a message leaving now its token's hash, and its lifetime from now (a
 * mail kept while SMTP was off gets its whole week or hour); answers whether there was such a link.
 */
export async function drawLinkOfMessage(
  db: Db,
  messageId: number,
  tokenHash: string,
  minutesOf: Record<LinkPurpose, number>,
) {
  const rows = await db
    .update(accountLinks)
    .set({
      tokenHash,
      expiresAt: sql`now() + make_interval(mins => case ${accountLinks.purpose}
        when 'invite' then ${minutesOf.invite}::int else ${minutesOf.reset}::int end)`,
    })
    .where(and(eq(accountLinks.messageId, messageId), isNull(accountLinks.usedAt)))
    .returning({ id: accountLinks.id });
  return rows.length > 0;
}

const live = (tokenHash: string, purpose: LinkPurpose) =>
  and(
    eq(accountLinks.tokenHash, tokenHash),
    eq(accountLinks.purpose, purpose),
    isNull(accountLinks.usedAt),
    gt(accountLinks.expiresAt, sql`now()`),
    sql`exists (select 1 from ${users} where ${users.id} = ${accountLinks.userId} and ${users.active})`,
  );

/** Whether the link works now (looked at before a password is hashed: a dead link costs no hash). */
export async function isLiveLink(db: Db, tokenHash: string, purpose: LinkPurpose): Promise<boolean> {
  const [row] = await db.select({ id: accountLinks.id }).from(accountLinks).where(live(tokenHash, purpose));
  return row !== undefined;
}

/**
 * Takes the live link (unused, unexpired, of an active account) with this hash: marks it used in
 * the same statement, so of two uses at once only one gets it. Answers its account.
 */
export async function takeLink(db: Db, tokenHash: string, purpose: LinkPurpose) {
  const [row] = await db
    .update(accountLinks)
    .set({ usedAt: new Date() })
    .where(live(tokenHash, purpose))
    .returning({ userId: accountLinks.userId });
  return row?.userId;
}
