import type { BodyOf } from '../../../contracts/call.js';
import type { UserRow, userCalls } from '../../../contracts/users.js';
import { requireContact } from '../../domains/staffing/contacts.js';
import type { SessionLimits } from '../../platform/auth/session-lifetime.js';
import { createSession, loadSession } from '../../platform/auth/session-store.js';
import { endSessionsOfUser } from '../../platform/auth/user-sessions.js';
import type { Db } from '../../platform/db/types.js';
import { newCsrfSecret } from '../../platform/http/csrf.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import type { Mailer } from '../../platform/mail.js';
import { hashPassword, initialsOf, newPasswordProblem } from '../auth/public.js';
import { hashOfLinkToken, maskedLink } from './links.js';
import { inviteMessage, resetMessage } from './messages.js';
import * as q from './queries.js';
import { forgetSetupToken, isSetupToken } from './setup-token.js';

const toRow = (r: q.UserRecord): UserRow => ({
  id: r.id,
  email: r.email,
  name: r.name,
  initials: r.initials,
  role: r.role,
  active: r.active,
  invited: !r.joined,
  invitedAt: r.joined || !r.invitedAt ? null : new Date(r.invitedAt).toISOString(),
  lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
  contact: r.contactId === null ? null : { id: r.contactId, name: r.contactName ?? '' },
});

export async function userById(db: Db, id: number): Promise<UserRow> {
  const [row] = await q.listUsers(db, undefined, id);
  if (!row) throw notFound(`User ${id}`);
  return toRow(row);
}

/** The password's hash, or the rules' refusal in the chooser's words. */
async function hashNewPassword(password: string): Promise<string> {
  const problem = newPasswordProblem(password);
  if (problem) throw new AppError('invalid_input', problem, { password: problem });
  return hashPassword(password);
}

async function refuseTakenEmail(db: Db, email: string): Promise<void> {
  if (await q.findUserByEmail(db, email))
    throw new AppError('conflict', `There is already an account for ${email}.`, { email: 'taken' });
}

/** A contact links one account at most (My jobs, days unavailable go by it). */
async function checkContact(db: Db, contactId: number, userId?: number): Promise<void> {
  await requireContact(db, contactId);
  const other = await q.userOfContact(db, contactId, userId);
  if (other)
    throw new AppError('conflict', `That contact is already linked to ${other.name}'s account.`, {
      contactId: 'taken',
    });
}

/** Opens a session for the account (a sign-in by a link or by the first run). */
export async function signIn(
  db: Db,
  userId: number,
  from: { ip: string; userAgent?: string },
  limits: SessionLimits,
) {
  const csrfSecret = newCsrfSecret();
  const account = await q.findUser(db, userId);
  if (!account) throw notFound('The account');
  const { token } = await createSession(db, { userId, role: account.role, csrfSecret, ...from }, limits);
  await q.touchLastLogin(db, userId);
  const session = await loadSession(db, token);
  return { token, csrfSecret, user: session!.user };
}

// --- First run -----------------------------------------------------------------------------

/** Whether the first-run page is open: no account exists yet. */
export const setupOpen = async (db: Db) => (await q.countUsers(db)) === 0;

/** Makes the first administrator; answers their id. */
export async function setup(db: Db, dataDir: string, body: BodyOf<typeof userCalls.setup>): Promise<number> {
  if (!(await setupOpen(db))) throw notFound('The first-run page');
  if (!isSetupToken(dataDir, body.token ?? ''))
    throw new AppError(
      'forbidden',
      'This setup link is not the one the server printed. Use the address from its start-up message, or the token in DATA_DIR/setup-token.',
    );
  const passwordHash = await hashNewPassword(body.password);
  const id = await db.transaction(async (tx) => {
    await q.lockUsersForSetup(tx);
    if ((await q.countUsers(tx)) > 0) return undefined;
    return q.insertUser(tx, {
      email: body.email,
      name: body.name,
      initials: initialsOf(body.name),
      passwordHash,
      role: 'admin',
    });
  });
  if (id === undefined) throw notFound('The first-run page');
  forgetSetupToken(dataDir);
  return id;
}

// --- The Users screen ----------------------------------------------------------------------

export async function listUsers(db: Db, search?: string): Promise<UserRow[]> {
  return (await q.listUsers(db, search || undefined)).map(toRow);
}

export async function linkableContacts(db: Db) {
  return q.linkableContacts(db);
}

interface Admin {
  id: number;
  name: string;
  email: string;
}

/** Records an invite link and its mail in one transaction; answers the outbox message's id. */
async function recordInvite(
  tx: Db,
  mailer: Mailer,
  admin: Admin,
  person: { id: number; name: string; email: string; role: UserRow['role'] },
): Promise<number> {
  await q.voidLinks(tx, person.id, 'invite');
  const link = maskedLink(mailer.publicUrl, 'invite');
  const messageId = await mailer.enqueue(tx, {
    ...inviteMessage(person, admin, link.url),
    createdByUserId: admin.id,
  });
  await q.insertLink(tx, {
    userId: person.id,
    purpose: 'invite',
    tokenHash: link.placeholderHash,
    messageId,
    // Set again when the mail leaves (links.ts): the week counts from then.
    expiresAt: new Date(),
  });
  return messageId;
}

export async function invite(db: Db, mailer: Mailer, admin: Admin, body: BodyOf<typeof userCalls.invite>) {
  await refuseTakenEmail(db, body.email);
  if (body.contactId !== undefined) await checkContact(db, body.contactId);
  const { id, messageId } = await db.transaction(async (tx) => {
    const id = await q.insertUser(tx, {
      email: body.email,
      name: body.name,
      initials: body.initials ?? initialsOf(body.name),
      passwordHash: null,
      role: body.role,
      contactId: body.contactId ?? null,
    });
    const messageId = await recordInvite(tx, mailer, admin, { id, ...body });
    return { id, messageId };
  });
  return { id, messageId };
}

export async function resendInvite(db: Db, mailer: Mailer, admin: Admin, id: number) {
  const person = await q.findUser(db, id);
  if (!person) throw notFound(`User ${id}`);
  if (person.joined) throw new AppError('conflict', `${person.name} has already chosen a password.`);
  if (!person.active)
    throw new AppError('conflict', `${person.name}'s account is deactivated. Reactivate it first.`);
  return db.transaction((tx) => recordInvite(tx, mailer, admin, person));
}

export async function updateUser(db: Db, admin: Admin, id: number, body: BodyOf<typeof userCalls.update>) {
  const person = await q.findUser(db, id);
  if (!person) throw notFound(`User ${id}`);
  const deactivating = body.active === false && person.active;
  const demoting = body.role !== undefined && body.role !== 'admin' && person.role === 'admin';
  if (id === admin.id && deactivating)
    throw new AppError('conflict', 'You cannot deactivate your own account. Another administrator can.');
  if (id === admin.id && demoting)
    throw new AppError('conflict', 'You cannot change your own role. Another administrator can.');
  if ((deactivating || demoting) && person.role === 'admin' && person.active)
    if ((await q.countActiveAdminsBesides(db, id)) === 0)
      throw new AppError(
        'conflict',
        `${person.name} is the last active administrator. Make someone else an administrator first.`,
      );
  if (body.contactId) await checkContact(db, body.contactId, id);
  await db.transaction(async (tx) => {
    await q.updateUser(tx, id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.role !== undefined ? { role: body.role } : {}),
      ...(body.initials !== undefined ? { initials: body.initials } : {}),
      ...(body.contactId !== undefined ? { contactId: body.contactId } : {}),
      ...(body.active !== undefined ? { active: body.active } : {}),
    });
    // Every session ends at once; nothing the person wrote is touched (the account stays).
    if (deactivating) {
      await endSessionsOfUser(tx, id);
      await q.voidLinks(tx, id);
    }
  });
  return userById(db, id);
}

// --- Links: an invite's password, a forgotten password ---------------------------------------

const LINK_GONE =
  'This link has expired or was already used. Ask your administrator for a new invite, or ask for a new link on the sign-in page.';

/**
 * Sets the password of the link's account (the link is used up, with the account's other links)
 * and ends every session of the account; answers the account's id.
 */
export async function choosePassword(
  db: Db,
  purpose: q.LinkPurpose,
  body: { token: string; password: string },
): Promise<number> {
  const hash = hashOfLinkToken(body.token);
  if (!hash || !(await q.isLiveLink(db, hash, purpose))) throw new AppError('not_found', LINK_GONE);
  const passwordHash = await hashNewPassword(body.password);
  const userId = await db.transaction(async (tx) => {
    // Taken again here: of two uses at once, one gets it.
    const userId = await q.takeLink(tx, hash, purpose);
    if (userId === undefined) return undefined;
    await q.updateUser(tx, userId, { passwordHash });
    await q.voidLinks(tx, userId);
    await endSessionsOfUser(tx, userId);
    return userId;
  });
  if (userId === undefined) throw new AppError('not_found', LINK_GONE);
  return userId;
}

/**
 * A forgotten password: mails a reset link when the address is an active account's and it has not
 * had `perHour` of them this hour; answers the message to deliver, if any. The caller answers
 * alike either way.
 */
export async function forgotPassword(
  db: Db,
  mailer: Mailer,
  email: string,
  perHour: number,
): Promise<number | undefined> {
  const person = await q.findUserByEmail(db, email.trim());
  if (!person?.active) return undefined;
  if ((await q.countRecentLinks(db, person.id, 'reset', 60)) >= perHour) return undefined;
  return db.transaction(async (tx) => {
    await q.voidLinks(tx, person.id, 'reset');
    const link = maskedLink(mailer.publicUrl, 'reset');
    const messageId = await mailer.enqueue(tx, resetMessage(person, link.url));
    await q.insertLink(tx, {
      userId: person.id,
      purpose: 'reset',
      tokenHash: link.placeholderHash,
      messageId,
      expiresAt: new Date(),
    });
    return messageId;
  });
}
