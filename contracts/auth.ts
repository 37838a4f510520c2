import { z } from 'zod';
import { callsOf } from './call.js';
import { okResponse } from './common.js';

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

const call = callsOf('auth');

/** The calls of the signed-in session the app shell makes (login is the login page's form post). */
export const authCalls = {
  logout: call({ method: 'POST', path: '/logout', summary: 'Log out', answer: okResponse }),
};
