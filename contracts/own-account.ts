import { z } from 'zod';
import { callsOf } from './call.js';
import { errorResponse, okResponse } from './common.js';

/** One of your sessions, as the Account page lists it. Never its id: a handle made from it. */
export const ownSession = z.object({
  handle: z.string(),
  /** The browser and system, in plain words ("Chrome on Android"). */
  device: z.string(),
  /** The address it was signed in from. */
  address: z.string().nullable(),
  signedInAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  /** "Nov 23, 2026, 4:37 PM" in the company's time zone. */
  signedInText: z.string(),
  lastUsedText: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type OwnSession = z.infer<typeof ownSession>;

/** A session's handle: 22 characters of base64url. */
export const sessionHandleParam = z.string().regex(/^[\w-]{22}$/, 'Not a session handle');

export const changePasswordBody = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(1000),
  /** Checked by the server's one rule for new passwords (length, not a common one). */
  newPassword: z.string().min(1, 'Enter a new password').max(1000),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

const call = callsOf('account');

export const ownAccountCalls = {
  sessions: call({
    method: 'GET',
    path: '/account/sessions',
    summary: 'Your sessions: device, address, last used; this one marked',
    answer: z.object({ sessions: z.array(ownSession) }),
  }),
  endSession: call({
    method: 'DELETE',
    path: '/account/sessions/{handle}',
    summary: 'End one of your sessions (ending this one signs you out)',
    params: z.object({ handle: sessionHandleParam }),
    answer: okResponse,
  }),
  endOthers: call({
    method: 'POST',
    path: '/account/sessions/end-others',
    summary: 'End every session of yours but this one',
    answer: z.object({ ended: z.number().int() }),
  }),
  changePassword: call({
    method: 'POST',
    path: '/account/password',
    summary: 'Change your password (the current one asked); every other session of yours ends',
    body: changePasswordBody,
    answer: z.object({ ok: z.literal(true), endedSessions: z.number().int() }),
    refusals: { 429: errorResponse },
  }),
};
