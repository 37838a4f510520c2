import { z } from 'zod';
import { roleSchema } from './auth.js';
import { callsOf } from './call.js';
import { errorResponse, idParam, okResponse } from './common.js';

/** API tokens for integrations (issue 32.6): an admin makes, lists and revokes them. */
export const apiTokenSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  role: roleSchema,
  createdAt: z.string(),
  /** Who made it. */
  createdBy: z.string(),
  /** Written at most once a minute; null when never used. */
  lastUsedAt: z.string().nullable(),
  /** The same two in the company's time zone, as every screen shows times. */
  createdText: z.string(),
  lastUsedText: z.string().nullable(),
});
export type ApiTokenSummary = z.infer<typeof apiTokenSummary>;

export const createApiTokenBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the token a name (what uses it: "Sales system")')
    .max(100, 'At most 100 characters'),
  role: roleSchema,
});

export const createdApiToken = z.object({
  id: z.number().int(),
  /** The token itself, shown this once: only its hash is kept. */
  token: z.string(),
});

const call = callsOf('api-tokens');

export const apiTokenCalls = {
  list: call({
    method: 'GET',
    path: '/api-tokens',
    summary: 'The live API tokens: name, role, created, last used (admins)',
    answer: z.object({ tokens: z.array(apiTokenSummary) }),
  }),
  create: call({
    method: 'POST',
    path: '/api-tokens',
    summary: 'Make an API token with a role; the answer holds the token, shown this once (admins)',
    body: createApiTokenBody,
    answer: createdApiToken,
    refusals: { 409: errorResponse },
  }),
  revoke: call({
    method: 'DELETE',
    path: '/api-tokens/{id}',
    summary: 'Revoke an API token: its next request is refused, in every server process (admins)',
    params: z.object({ id: idParam }),
    answer: okResponse,
  }),
};
