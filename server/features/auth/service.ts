import type { Role } from '../../../contracts/auth.js';
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  loadSession,
} from '../../platform/auth/session-store.js';
import type { Db } from '../../platform/db/types.js';
import { newCsrfSecret } from '../../platform/http/csrf.js';
import { AppError } from '../../platform/http/errors.js';
import { dummyVerify, hashPassword, verifyPassword } from './passwords.js';
import * as q from './queries.js';

export const FAILURE_WINDOW_MINUTES = 15;

export interface LoginInput {
  email: string;
  password: string;
  ip: string;
  userAgent?: string;
}

/**
 * Checks the password and opens a session. Failed attempts are counted per address (in the
 * database, so every server process sees them); past the allowance the address must wait.
 */
export async function login(db: Db, input: LoginInput, failuresAllowed: number) {
  if ((await q.recentFailures(db, input.ip, FAILURE_WINDOW_MINUTES)) >= failuresAllowed) {
    throw new AppError(
      'too_many_requests',
      `Too many failed logins from this address. Try again in ${FAILURE_WINDOW_MINUTES} minutes.`,
    );
  }
  const user = await q.findUserByEmail(db, input.email.trim());
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await dummyVerify(input.password);
  if (!user || !ok) {
    await q.recordFailure(db, input.ip, input.email);
    throw new AppError('unauthenticated', 'That email and password do not match an account.');
  }
  const csrfSecret = newCsrfSecret();
  const { token } = await createSession(db, {
    userId: user.id,
    csrfSecret,
    userAgent: input.userAgent,
    ip: input.ip,
  });
  await Promise.all([q.touchLastLogin(db, user.id), q.clearFailures(db, input.ip)]);
  const session = await loadSession(db, token);
  return { token, csrfSecret, user: session!.user };
}

/** Housekeeping, run by the server every hour: expired sessions and stale failed logins. */
export async function sweep(db: Db): Promise<void> {
  await deleteExpiredSessions(db);
  await q.pruneFailures(db, FAILURE_WINDOW_MINUTES);
}

export async function logout(db: Db, sessionId: string): Promise<void> {
  await deleteSession(db, sessionId);
}

export interface CreateUserInput {
  email: string;
  name: string;
  password: string;
  role: Role;
  initials?: string;
  contactId?: number;
}

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .join('')
    .slice(0, 3);

export async function createUser(db: Db, input: CreateUserInput): Promise<number> {
  if (input.password.length < 8)
    throw new AppError('invalid_input', 'The password needs at least 8 characters', {
      password: 'too short',
    });
  if (await q.findUserByEmail(db, input.email)) {
    throw new AppError('conflict', `There is already an account for ${input.email}`, { email: 'taken' });
  }
  return q.insertUser(db, {
    email: input.email.trim(),
    name: input.name.trim(),
    initials: input.initials ?? initialsOf(input.name),
    passwordHash: await hashPassword(input.password),
    role: input.role,
    contactId: input.contactId,
  });
}
