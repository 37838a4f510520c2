import { ApiError } from '../../platform/http';
import { refusalText } from '../../platform/refusals';

/** The limits the server holds these fields to (contracts/users.ts), said before sending. */
export const LIMITS = { name: 200, email: 320, initials: 4, password: 200 } as const;

/** Why a typed value cannot be sent, in words; undefined when it can. */
export function textProblem(label: string, value: string, max: number): string | undefined {
  if (value.includes('\u0000')) return `${label} cannot contain a NUL character.`;
  if (value.length > max) return `${label}: use at most ${max} characters (it has ${value.length}).`;
  return undefined;
}

/** The first problem of several fields, as [label, value, max]. */
export const firstProblem = (...fields: [string, string, number][]) =>
  fields.map(([label, value, max]) => textProblem(label, value, max)).find(Boolean);

/** A failed call in the server's words (or that it could not be reached). */
export const failureText = (err: unknown) =>
  err instanceof ApiError
    ? refusalText(err)
    : 'Could not reach the server. Check the connection and try again.';
