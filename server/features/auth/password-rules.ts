import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

// zxcvbn-ts ships a ranked list of leaked passwords (most common first); its first 10,000 are
// the ones every guesser tries. Lowered, so "Password1" is caught as "password1".
const COMMON = new Set(
  (dictionary['passwords-common'] as string[]).slice(0, 10_000).map((p) => p.toLowerCase()),
);

/** Why a new password is refused, in words for the person choosing it; undefined when it is fine. */
export function newPasswordProblem(password: string): string | undefined {
  if (password.includes('\u0000')) return 'The password cannot contain a NUL character.';
  if (password.length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`;
  if (COMMON.has(password.toLowerCase()))
    return 'That password is one of the most common ones, which guessers try first. Choose another.';
  return undefined;
}

/** The contract's field for a new password: the same words in a 400 as the service would give. */
export const newPasswordField = z.string().superRefine((value, ctx) => {
  const problem = newPasswordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
