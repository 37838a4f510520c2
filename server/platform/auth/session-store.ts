import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Role } from '../../../contracts/auth.js';
import { contactsLink as contacts } from '../db/contacts-link.js';
import { users } from '../db/schema/core.js';
import { sessions } from '../db/schema/sessions.js';
import type { Db } from '../db/types.js';
import { createVersionedCache } from '../versioned-cache.js';
import { RECORD_USE_EVERY_MS, type SessionLimits, sessionEndsAt } from './session-lifetime.js';

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
  createdAt: Date;
  lastUsedAt: Date;
  user: SessionUser;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session; returns the cookie value (only its hash is stored). */
export async function createSession(
  db: Db,
  input: { userId: number; role: Role; csrfSecret: string; userAgent?: string; ip?: string },
  limits: SessionLimits,
): Promise<{ token: string; id: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = hashToken(token);
  const now = new Date();
  await db.insert(sessions).values({
    id,
    userId: input.userId,
    csrfSecret: input.csrfSecret,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: sessionEndsAt({ createdAt: now, lastUsedAt: now, role: input.role }, limits),
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
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
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
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, sql`now()`), eq(users.active, true)))
    .limit(1);
  const r = rows[0];
  if (!r) return undefined;
  return {
    id: r.id,
    csrfSecret: r.csrfSecret,
    expiresAt: r.expiresAt,
    createdAt: r.createdAt,
    lastUsedAt: r.lastUsedAt,
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

/** Whether the session still runs: before its recorded end and within the limits configured now, for the user's role now. */
export const sessionIsLive = (session: LoadedSession, limits: SessionLimits, now = Date.now()) =>
  now < session.expiresAt.getTime() &&
  now < sessionEndsAt({ ...session, role: session.user.role }, limits).getTime();

/**
 * `loadSession` through the cache; a session past its limits is not served. Recording use moves
 * no table version (migration 0028), so another process's later use may be newer than the copy
 * kept here: a copy that looks ended is read again before the session is ended (and deleted).
 */
export async function loadSessionCached(
  db: Db,
  token: string,
  limits: SessionLimits,
): Promise<LoadedSession | undefined> {
  const id = hashToken(token);
  const kept = await sessionCache.get(db, id, async () => (await loadSession(db, token)) ?? null);
  if (!kept) return undefined;
  if (sessionIsLive(kept, limits)) return kept;
  const fresh = await loadSession(db, token);
  if (fresh && sessionIsLive(fresh, limits)) {
    kept.lastUsedAt = fresh.lastUsedAt;
    kept.expiresAt = fresh.expiresAt;
    return kept;
  }
  await deleteSession(db, id);
  return undefined;
}

/**
 * Records that the session was used now, at most once a minute (a request stays a read), which
 * moves its idle end on, never past its absolute one. The kept copy is updated in place.
 */
export async function recordUse(db: Db, session: LoadedSession, limits: SessionLimits): Promise<void> {
  const now = new Date();
  if (now.getTime() - session.lastUsedAt.getTime() < RECORD_USE_EVERY_MS) return;
  const expiresAt = sessionEndsAt({ ...session, lastUsedAt: now, role: session.user.role }, limits);
  await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, session.id));
  session.lastUsedAt = now;
  session.expiresAt = expiresAt;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}
