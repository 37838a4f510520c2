import { z } from 'zod';
import { callsOf } from './call.js';
import { errorResponse, okResponse } from './common.js';

export const roleSchema = z.enum(['admin', 'staff', 'tech']);
export type Role = z.infer<typeof roleSchema>;

/** The signed-in user as the client sees it (spec: isAdmin, canEdit, the user's contact). */
export const currentUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  initials: z.string(),
  role: roleSchema,
  isAdmin: z.boolean(),
  canEdit: z.boolean(),
  /** What this user's role may do (server/platform/auth/permissions.ts): the menu reads it. */
  permissions: z.array(z.string()),
  contact: z
    .object({
      id: z.number().int(),
      name: z.string(),
      primary_email: z.string().nullable(),
      mobile_phone: z.string().nullable(),
    })
    .nullable(),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const loginRequest = z.object({
  email: z.string().trim().min(1, 'Enter your email').max(320),
  password: z.string().min(1, 'Enter your password').max(1000),
  /** Where a plain form post is sent after logging in (a path on this site). */
  next: z.string().max(2000).optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({
  user: currentUser,
  /** The new session's anti-forgery token: the one on the login page no longer applies. */
  csrfToken: z.string(),
});

export const meResponse = z.object({ user: currentUser });

/**
 * Why a plain form login came back to the login page: the page shows its own text for each code,
 * never text taken from the address (a link could otherwise show a forged message).
 */
export const loginErrorCode = z.enum(['invalid', 'throttled', 'input']);
export type LoginErrorCode = z.infer<typeof loginErrorCode>;
export const loginErrorText: Record<LoginErrorCode, string> = {
  invalid: 'That email and password do not match an account.',
  throttled: 'Too many failed logins. Try again in 15 minutes.',
  input: 'Enter your email and password.',
};

/**
 * Where to go after login: a path on this site only. The address is read as a URL against the
 * site's own origin (so backslashes, tabs and newlines are read as a browser reads them) and kept
 * only when it stays on that origin.
 */
export function safeNextPath(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/')) return '/';
  const origin = 'http://loadout.invalid';
  try {
    const url = new URL(next, origin);
    const path = url.pathname + url.search + url.hash;
    return url.origin === origin && !path.startsWith('//') ? path : '/';
  } catch {
    return '/';
  }
}

/** Where a login lands: a tech asked for no page in particular goes to their own (My jobs). */
export const landingPath = (role: Role, next: string) =>
  role === 'tech' && next === '/' ? '/my-jobs' : next;

const call = callsOf('auth');

export const authCalls = {
  login: call({
    method: 'POST',
    path: '/login',
    summary: 'Log in (JSON for an XHR call; a plain form post is redirected)',
    body: loginRequest.extend({ _token: z.string().optional() }),
    answer: loginResponse,
    refusals: { 429: errorResponse },
  }),
  logout: call({ method: 'POST', path: '/logout', summary: 'Log out', answer: okResponse }),
  me: call({ method: 'GET', path: '/auth/me', summary: 'The signed-in user', answer: meResponse }),
};
