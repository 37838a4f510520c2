import { z } from 'zod';
import { loginResponse, roleSchema } from './auth.js';
import { callsOf, fileAnswers } from './call.js';
import { errorResponse, idParam, okResponse } from './common.js';

/*
 * People's accounts: the first administrator of an empty install (/setup), the admins' Users
 * screen (invite, change, deactivate), and the one-time links that let a person choose a password
 * (an invite's, a forgotten password's).
 */

const name = z.string().trim().min(1, 'Enter a name').max(200, 'Use at most 200 characters');
const email = z
  .string()
  .trim()
  .min(1, 'Enter an email address')
  .max(320, 'Use at most 320 characters')
  .email('Enter an email address such as name@example.com');
const initials = z.string().trim().min(1, 'Enter initials').max(4, 'Use at most 4 characters for initials');
/** A new password's rules (length, common passwords) are the server's (password-rules.ts). */
const newPassword = z.string().min(1, 'Enter a password').max(1000, 'Use at most 200 characters');
/** A link's token: 43 base64url characters; anything else is no link (and costs no query). */
const linkToken = z.string().min(1, 'The link is incomplete').max(200);

/** One account as the Users screen lists it. */
export const userRow = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  initials: z.string(),
  role: roleSchema,
  active: z.boolean(),
  /** Invited and has not chosen a password yet. */
  invited: z.boolean(),
  /** When the invite (or its last resend) was made, while invited. */
  invitedAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  contact: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type UserRow = z.infer<typeof userRow>;

export const usersQuery = z.object({
  /** Matches name, email or initials. */
  q: z.string().trim().max(200).optional(),
});

export const inviteBody = z.object({
  email,
  name,
  role: roleSchema,
  initials: initials.optional(),
  contactId: idParam.optional(),
});

export const updateUserBody = z
  .object({
    name: name.optional(),
    role: roleSchema.optional(),
    initials: initials.optional(),
    /** null unlinks the contact. */
    contactId: idParam.nullable().optional(),
    active: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Change at least one field');

export const userAnswer = z.object({ user: userRow });
/** An invite's answer also says how its mail went: sent, kept in the outbox (no SMTP_URL), or failed. */
export const inviteAnswer = userAnswer.extend({ mail: z.enum(['sent', 'stored', 'failed']) });

/** A contact an account can be linked to, for the Users screen's picker. */
export const linkableContact = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  /** The account already linked to it, if any. */
  userId: z.number().int().nullable(),
});

export const setupQuery = z.object({ token: z.string().max(200).optional() });
/** A missing token is refused as a wrong one is (403), not as bad input. */
export const setupBody = z.object({
  token: z.string().max(200).optional(),
  name,
  email,
  password: newPassword,
});
export const setPasswordBody = z.object({ token: linkToken, password: newPassword });
export const forgotBody = z.object({ email: z.string().trim().min(1, 'Enter your email').max(320) });
export const linkParams = z.object({ token: linkToken });

const call = callsOf('users');

export const userCalls = {
  setupPage: call({
    method: 'GET',
    path: '/setup',
    summary: 'The first-run page, while no account exists (404 once one does; a page, answers nothing)',
    query: setupQuery,
    answer: fileAnswers.page,
  }),
  setup: call({
    method: 'POST',
    path: '/setup',
    summary: 'Create the first administrator with the setup token the server printed, and sign them in',
    body: setupBody,
    answer: loginResponse,
    refusals: { 429: errorResponse },
  }),
  list: call({
    method: 'GET',
    path: '/users',
    summary: 'Every account, invited ones included (admins)',
    query: usersQuery,
    answer: z.object({ users: z.array(userRow) }),
  }),
  contacts: call({
    method: 'GET',
    path: '/users/contacts',
    summary: 'The contacts an account can be linked to (admins)',
    answer: z.object({ contacts: z.array(linkableContact) }),
  }),
  invite: call({
    method: 'POST',
    path: '/users',
    summary: 'Invite a person: an account without a password, and a mail with a 7-day link to choose one',
    body: inviteBody,
    answer: inviteAnswer,
    refusals: { 409: errorResponse },
  }),
  resendInvite: call({
    method: 'POST',
    path: '/users/{id}/invite',
    summary: 'Send an invited person a new link (the older one stops working)',
    params: z.object({ id: idParam }),
    answer: inviteAnswer,
    refusals: { 409: errorResponse },
  }),
  update: call({
    method: 'PATCH',
    path: '/users/{id}',
    summary: "Change an account's role, name, initials, contact, or deactivate / reactivate it",
    params: z.object({ id: idParam }),
    body: updateUserBody,
    answer: userAnswer,
    refusals: { 409: errorResponse },
  }),
  setPasswordPage: call({
    method: 'GET',
    path: '/account/set-password/{token}',
    summary: "An invite's link: the page to choose a password (a page; answers nothing)",
    params: linkParams,
    answer: fileAnswers.page,
  }),
  setPassword: call({
    method: 'POST',
    path: '/account/set-password',
    summary: "Choose a password with an invite's link, and sign in",
    body: setPasswordBody,
    answer: loginResponse,
    refusals: { 429: errorResponse },
  }),
  forgotPage: call({
    method: 'GET',
    path: '/account/forgot',
    summary: 'The forgotten-password page (a page; answers nothing)',
    answer: fileAnswers.page,
  }),
  forgot: call({
    method: 'POST',
    path: '/account/forgot',
    summary: 'Mail a 1-hour link to choose a new password; answers the same whether the address is known',
    body: forgotBody,
    answer: okResponse,
    refusals: { 429: errorResponse },
  }),
  resetPage: call({
    method: 'GET',
    path: '/account/reset/{token}',
    summary: "A forgotten password's link: the page to choose a new one (a page; answers nothing)",
    params: linkParams,
    answer: fileAnswers.page,
  }),
  reset: call({
    method: 'POST',
    path: '/account/reset',
    summary: "Choose a new password with a forgotten password's link; every session of the account ends",
    body: setPasswordBody,
    answer: okResponse,
    refusals: { 429: errorResponse },
  }),
};
