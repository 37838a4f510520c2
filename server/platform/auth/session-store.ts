import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Role } from '../../../contracts/auth.js';
import { contactsLink as contacts } from '../db/contacts-link.js';
import { users } from '../db/schema/core.js';
import { sessions } from '../db/schema/sessions.js';
import type { Db } from '../db/types.js';
import { createVersionedCache } from '../versioned-cache.js';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  initials: string;
  role: Role;
  contact: { id: number; name: string; primaryEmail: string | null; mobilePhone: string | null } | null;
}

export interface LoadedSession {
  id: string;
  csrfSecret: string;
  expiresAt: Date;
  user: SessionUser;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session; returns the cookie value (only its hash is stored). */
export async function createSession(
  db: Db,
  input: { userId: number; csrfSecret: string; userAgent?: string; ip?: string },
): Promise<{ token: string; id: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = hashToken(token);
  await db.insert(sessions).values({
    id,
    userId: input.userId,
    csrfSecret: input.csrfSecret,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    userAgent: input.userAgent?.slice(0, 500),
    ip: input.ip,
  });
  return { token, id };
}

/** One query: the live session with its user and the user's contact. */
export async function loadSession(db: Db, token: string): Promise<LoadedSession | undefined> {
  const id = hashToken(token);
  const rows = await db
    .select({
      id: sessions.id,
      csrfSecret: sessions.csrfSecret,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      name: users.name,
      initials: users.initials,
      role: users.role,
      contactId: contacts.id,
      contactFirst: contacts.firstName,
      contactLast: contacts.lastName,
      contactEmail: contacts.primaryEmail,
      contactPhone: contacts.mobilePhone,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(contacts, eq(contacts.id, users.contactId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  const r = rows[0];
  if (!r) return undefined;
  return {
    id: r.id,
    csrfSecret: r.csrfSecret,
    expiresAt: r.expiresAt,
    user: {
      id: r.userId,
      email: r.email,
      name: r.name,
      initials: r.initials,
      role: r.role,
      contact:
        r.contactId === null
          ? null
          : {
              id: r.contactId,
              name: `${r.contactFirst} ${r.contactLast}`,
              primaryEmail: r.contactEmail,
              mobilePhone: r.contactPhone,
            },
    },
  };
}

// Sessions as loaded, while the sessions, users and contacts tables have not moved: a request then
// costs the one small query of the table versions instead of the session join.
export const SESSION_TABLES = ['sessions', 'users', 'contacts'] as const;
const sessionCache = createVersionedCache<LoadedSession | null>({
  tables: SESSION_TABLES,
  maxSize: 10_000,
  sizeOf: () => 1,
});

/** `loadSession` through the cache; a session past its expiry is not served from it. */
export async function loadSessionCached(db: Db, token: string): Promise<LoadedSession | undefined> {
  const session = await sessionCache.get(
    db,
    hashToken(token),
    async () => (await loadSession(db, token)) ?? null,
  );
  return session && session.expiresAt.getTime() > Date.now() ? session : undefined;
}

/** Sliding expiry, written at most once per half lifetime so reads stay read-only. */
export async function extendIfHalfUsed(db: Db, session: LoadedSession): Promise<boolean> {
  if (session.expiresAt.getTime() - Date.now() > SESSION_TTL_MS / 2) return false;
  await db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() + SESSION_TTL_MS) })
    .where(eq(sessions.id, session.id));
  return true;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}
