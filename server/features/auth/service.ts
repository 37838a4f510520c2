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

export interface LoginLimits {
  /** Failed logins one address may make in the window. */
  perAddress: number;
  /** Failed logins on one account in the window, from any address. */
  perAccount: number;
}

const keysOf = (input: LoginInput) => ({
  address: `ip:${input.ip}`,
  account: `account:${input.email.trim().toLowerCase().slice(0, 320)}`,
});

/**
 * Checks the password and opens a session. Failures are counted per account and per address, in
 * the database (every server process sees them). The account's attempt is counted before the
 * check, atomically, so concurrent guesses cannot all slip under its allowance; the address counts
 * confirmed failures only, so colleagues behind one NAT logging in at once are not refused. A
 * success clears its own account's count, nobody else's; an attempt cut off by a crash is cleared
 * by the account's next success.
 */
export async function login(db: Db, input: LoginInput, limits: LoginLimits) {
  const { address, account } = keysOf(input);
  const [counted] = await q.countAttempt(db, [account], FAILURE_WINDOW_MINUTES);
  if (
    counted!.failures > limits.perAccount ||
    (await q.failuresOf(db, address, FAILURE_WINDOW_MINUTES)) >= limits.perAddress
  ) {
    await q.uncountAttempt(db, [account]);
    throw new AppError(
      'too_many_requests',
      `Too many failed logins. Try again in ${FAILURE_WINDOW_MINUTES} minutes.`,
    );
  }
  let user: Awaited<ReturnType<typeof q.findUserByEmail>>;
  let ok: boolean;
  try {
    user = await q.findUserByEmail(db, input.email.trim());
    ok = user ? await verifyPassword(user.passwordHash, input.password) : await dummyVerify(input.password);
  } catch (err) {
    await q.uncountAttempt(db, [account]);
    throw err;
  }
  if (!user || !ok) {
    await q.countAttempt(db, [address], FAILURE_WINDOW_MINUTES);
    throw new AppError('unauthenticated', 'That email and password do not match an account.');
  }
  await q.clearKey(db, account);
  const csrfSecret = newCsrfSecret();
  const { token } = await createSession(db, {
    userId: user.id,
    csrfSecret,
    userAgent: input.userAgent,
    ip: input.ip,
  });
  await q.touchLastLogin(db, user.id);
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
