import type { Role } from '../../../contracts/auth.js';
import type { SessionLimits } from '../../platform/auth/session-lifetime.js';
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  loadSession,
} from '../../platform/auth/session-store.js';
import type { Db } from '../../platform/db/types.js';
import { newCsrfSecret } from '../../platform/http/csrf.js';
import { AppError } from '../../platform/http/errors.js';
import { serverKey } from '../../platform/server-keys.js';
import { deviceOf, readDeviceCookie, withDevice } from './device-cookie.js';
import { bucketsOf, type LoginLimits, refusingBucket } from './login-policy.js';
import { newPasswordProblem } from './password-rules.js';
import { dummyVerify, hashPassword, verifyPassword } from './passwords.js';
import * as q from './queries.js';

export const FAILURE_WINDOW_MINUTES = 15;
const DEVICE_KEY = 'login-device';

export interface LoginInput {
  email: string;
  password: string;
  ip: string;
  userAgent?: string;
  /** The browser's device cookie (`loadout_device`), as sent. */
  deviceCookie?: string;
}

/** Password checks of one account at a time, at most its allowance; the rest wait their turn. */
const WAIT_STEP_MS = 100;
const WAIT_AT_MOST_MS = 3000;

/**
 * Checks the password and opens a session; answers the device cookie to set too. Failures are
 * counted in the database (every server process sees them), against the buckets the policy names
 * (`login-policy.ts`): a browser that signed in to the account before against itself alone, any
 * other against the account's unknown browsers and the address. No more checks of one bucket run
 * at once than its allowance has left (`pending:` counts them, atomically): further attempts wait,
 * so 25 concurrent guesses get 5 checks, while 24 concurrent right passwords all get in. A check
 * cut off by a crash is forgotten when the server starts again (forgetChecksInFlight), or within a
 * minute (the pending window).
 */
export async function login(db: Db, input: LoginInput, limits: LoginLimits, lifetime: SessionLimits) {
  const user = await q.findUserByEmail(db, input.email.trim());
  const key = await serverKey(db, DEVICE_KEY);
  const tokens = readDeviceCookie(key, input.deviceCookie);
  const device = user ? deviceOf(tokens, user.id) : undefined;
  const buckets = bucketsOf({ email: input.email, ip: input.ip, device }, limits);
  const pending = `pending:${buckets.main.key}`;
  for (let waited = 0; ; waited += WAIT_STEP_MS) {
    const [inFlight] = await q.countAttempt(db, [pending], 1);
    const standing = await q.standingOf(
      db,
      buckets.checked.map((b) => b.key),
      FAILURE_WINDOW_MINUTES,
    );
    const full = refusingBucket(buckets, (k) => standing.get(k)?.failures ?? 0);
    if (full) {
      await q.uncountAttempt(db, [pending]);
      throw new AppError('too_many_requests', full.says(standing.get(full.key)!.minutesLeft));
    }
    const failed = standing.get(buckets.main.key)?.failures ?? 0;
    if (failed + inFlight!.failures <= buckets.main.limit || waited >= WAIT_AT_MOST_MS) break;
    await q.uncountAttempt(db, [pending]);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  let ok = false;
  try {
    // An invited person who has not chosen a password yet has none to match.
    ok = user?.passwordHash
      ? await verifyPassword(user.passwordHash, input.password)
      : await dummyVerify(input.password);
    // Counted before this check stops being in flight, so a waiting attempt sees it.
    if (!ok) await q.countAttempt(db, buckets.countedOnFailure, FAILURE_WINDOW_MINUTES);
    else await q.clearKeys(db, buckets.clearedOnSuccess);
  } finally {
    await q.uncountAttempt(db, [pending]);
  }
  if (!user || !ok) throw new AppError('unauthenticated', 'That email and password do not match an account.');
  const csrfSecret = newCsrfSecret();
  const { token } = await createSession(
    db,
    { userId: user.id, role: user.role, csrfSecret, userAgent: input.userAgent, ip: input.ip },
    lifetime,
  );
  await q.touchLastLogin(db, user.id);
  const session = await loadSession(db, token);
  return { token, csrfSecret, user: session!.user, deviceCookie: withDevice(key, tokens, user.id) };
}

/**
 * Whose login requests the per-minute limit counts together: a browser that signed in before, by
 * its account (so others at its address cannot use up its requests), else undefined (the address).
 */
export async function knownBrowserOf(db: Db, deviceCookie: string | undefined) {
  if (!deviceCookie) return undefined;
  const [token] = readDeviceCookie(await serverKey(db, DEVICE_KEY), deviceCookie);
  return token && `account:${token.userId}`;
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
  const problem = newPasswordProblem(input.password);
  if (problem) throw new AppError('invalid_input', problem, { password: problem });
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
