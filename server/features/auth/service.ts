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

/** Password checks of one account at a time, at most its allowance; the rest wait their turn. */
const WAIT_STEP_MS = 100;
const WAIT_AT_MOST_MS = 3000;

/**
 * Checks the password and opens a session. Failures are counted per account and per address, in
 * the database (every server process sees them). No more checks of one account run at once than
 * its allowance has left (`pending:` counts them, atomically): further attempts wait, so 25
 * concurrent guesses get 5 checks, while 24 concurrent right passwords all get in. A success
 * clears its own account's count, nobody else's. A check cut off by a crash is forgotten when the
 * server starts again (forgetChecksInFlight), or within a minute (the pending window).
 */
export async function login(db: Db, input: LoginInput, limits: LoginLimits) {
  const { address, account } = keysOf(input);
  const pending = `pending:${account}`;
  const tooMany = () =>
    new AppError(
      'too_many_requests',
      `Too many failed logins. Try again in ${FAILURE_WINDOW_MINUTES} minutes.`,
    );
  for (let waited = 0; ; waited += WAIT_STEP_MS) {
    const [inFlight] = await q.countAttempt(db, [pending], 1);
    const [byAccount, byAddress] = await Promise.all([
      q.failuresOf(db, account, FAILURE_WINDOW_MINUTES),
      q.failuresOf(db, address, FAILURE_WINDOW_MINUTES),
    ]);
    if (byAccount >= limits.perAccount || byAddress >= limits.perAddress) {
      await q.uncountAttempt(db, [pending]);
      throw tooMany();
    }
    if (byAccount + inFlight!.failures <= limits.perAccount || waited >= WAIT_AT_MOST_MS) break;
    await q.uncountAttempt(db, [pending]);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  let user: Awaited<ReturnType<typeof q.findUserByEmail>>;
  let ok = false;
  try {
    user = await q.findUserByEmail(db, input.email.trim());
    ok = user ? await verifyPassword(user.passwordHash, input.password) : await dummyVerify(input.password);
    // Counted before this check stops being in flight, so a waiting attempt sees it.
    if (!user || !ok) await q.countAttempt(db, [account, address], FAILURE_WINDOW_MINUTES);
    else await q.clearKey(db, account);
  } finally {
    await q.uncountAttempt(db, [pending]);
  }
  if (!user || !ok) throw new AppError('unauthenticated', 'That email and password do not match an account.');
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

/**
 * At start: checks left counted as in flight by a process that died are forgotten (with several
 * processes, another's few in-flight checks are forgotten too: a moment of extra checks at most).
 */
export const forgetChecksInFlight = (db: Db) => q.clearPending(db);

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
