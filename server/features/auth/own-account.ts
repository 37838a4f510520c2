import type { ChangePasswordBody, OwnSession } from '../../../contracts/own-account.js';
import type { SessionLimits } from '../../platform/auth/session-lifetime.js';
import { sessionEndsAt } from '../../platform/auth/session-lifetime.js';
import type { SessionUser } from '../../platform/auth/session-store.js';
import { endSessionsOfUser, sessionHandle, sessionsOfUser } from '../../platform/auth/user-sessions.js';
import { prettyTimestamp } from '../../platform/dates.js';
import type { Db } from '../../platform/db/types.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import { deviceName } from './device-name.js';
import { passwordHashOf, setPasswordHash } from './password-queries.js';
import { newPasswordProblem } from './password-rules.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { clearKeys, countAttempt, standingOf } from './queries.js';
import { FAILURE_WINDOW_MINUTES } from './service.js';

/** "Your own account" (issue 32): every user's own password and sessions; nobody else's. */

/** Your sessions still running (by the limits configured now), the one asking marked. */
export async function ownSessions(
  db: Db,
  user: SessionUser,
  currentId: string,
  limits: SessionLimits,
): Promise<OwnSession[]> {
  const now = Date.now();
  const rows = await sessionsOfUser(db, user.id);
  return rows
    .filter((s) => sessionEndsAt({ ...s, role: user.role }, limits).getTime() > now)
    .map((s) => ({
      handle: sessionHandle(s.id),
      device: deviceName(s.userAgent),
      address: s.ip,
      signedInAt: s.createdAt.toISOString(),
      lastUsedAt: s.lastUsedAt.toISOString(),
      signedInText: prettyTimestamp(s.createdAt),
      lastUsedText: prettyTimestamp(s.lastUsedAt),
      current: s.id === currentId,
    }));
}

/** Ends one of your sessions by its handle; answers whether it was the one asking. */
export async function endOwnSession(db: Db, user: SessionUser, currentId: string, handle: string) {
  const target = (await sessionsOfUser(db, user.id)).find((s) => sessionHandle(s.id) === handle);
  if (!target) throw notFound('That session');
  await endSessionsOfUser(db, user.id, { only: target.id });
  return { wasCurrent: target.id === currentId };
}

export const endOtherSessions = (db: Db, user: SessionUser, currentId: string) =>
  endSessionsOfUser(db, user.id, { except: currentId });

/**
 * Wrong current passwords a user may give in the failure window: someone at a session left open
 * cannot use this form to guess the password. Counted with the failed logins (every process sees
 * them; the hourly sweep drops them); a right one starts the count again.
 */
export const WRONG_CURRENT_PASSWORDS_ALLOWED = 5;

/**
 * Changes your password: the current one must be right, the new one pass the one rule for new
 * passwords. Every other session of yours ends with it (someone who had your password, or a
 * phone left signed in, is out); the one asking stays.
 */
export async function changeOwnPassword(
  db: Db,
  user: SessionUser,
  currentId: string,
  body: ChangePasswordBody,
): Promise<number> {
  const key = `password-change:${user.id}`;
  const standing = (await standingOf(db, [key], FAILURE_WINDOW_MINUTES)).get(key);
  if (standing && standing.failures >= WRONG_CURRENT_PASSWORDS_ALLOWED)
    throw new AppError(
      'too_many_requests',
      `Too many wrong passwords. Try again in ${standing.minutesLeft} minute${standing.minutesLeft === 1 ? '' : 's'}.`,
    );
  const stored = await passwordHashOf(db, user.id);
  if (!stored || !(await verifyPassword(stored, body.currentPassword))) {
    await countAttempt(db, [key], FAILURE_WINDOW_MINUTES);
    throw new AppError('invalid_input', 'Your current password is not right.', {
      currentPassword: 'not right',
    });
  }
  if (standing) await clearKeys(db, [key]);
  const problem = newPasswordProblem(body.newPassword);
  if (problem) throw new AppError('invalid_input', problem, { newPassword: problem });
  const hash = await hashPassword(body.newPassword);
  return db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, hash);
    return endSessionsOfUser(tx, user.id, { except: currentId });
  });
}
