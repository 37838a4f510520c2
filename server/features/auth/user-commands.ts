import { z } from 'zod';
import { roleSchema } from '../../../contracts/auth.js';
import { endSessionsOfUser } from '../../platform/auth/user-sessions.js';
import type { Db } from '../../platform/db/types.js';
import { AppError } from '../../platform/http/errors.js';
import { setPasswordHash } from './password-queries.js';
import { newPasswordProblem } from './password-rules.js';
import { hashPassword } from './passwords.js';
import { findUserByEmail } from './queries.js';
import { createUser } from './service.js';

/**
 * The command line's accounts, for the stuck case (no admin can sign in): `npm run user:create`
 * and `npm run user:reset-password`. The script runs one on the database itself, or, when a server
 * holds the embedded database, asks that server to run it through the data directory's socket
 * (main.ts registers these); either way the same function answers the line the script prints.
 */
const createInput = z.object({
  email: z.string().trim().min(1).max(320),
  name: z.string().trim().min(1).max(200),
  role: roleSchema,
  password: z.string(),
  initials: z.string().max(3).optional(),
  contactId: z.number().int().positive().optional(),
});
const resetInput = z.object({ email: z.string().trim().min(1).max(320), password: z.string() });

const parsed = <T>(schema: z.ZodType<T>, input: unknown): T => {
  const result = schema.safeParse(input);
  if (!result.success) throw new AppError('invalid_input', z.prettifyError(result.error));
  return result.data;
};

/** Sets a user's password and ends every session of theirs (whoever had it is out). */
export async function resetPassword(db: Db, email: string, password: string): Promise<number> {
  const problem = newPasswordProblem(password);
  if (problem) throw new AppError('invalid_input', problem, { password: problem });
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppError('not_found', `There is no account for ${email}.`);
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, hash);
    return endSessionsOfUser(tx, user.id);
  });
}

export const userCommands = {
  'user:create': async (db: Db, input: unknown) => {
    const user = parsed(createInput, input);
    const id = await createUser(db, user);
    return `Created user ${id}: ${user.email} (${user.role}).`;
  },
  'user:reset-password': async (db: Db, input: unknown) => {
    const { email, password } = parsed(resetInput, input);
    const ended = await resetPassword(db, email, password);
    return `Password of ${email} reset; ${ended} session${ended === 1 ? '' : 's'} ended.`;
  },
} satisfies Record<string, (db: Db, input: unknown) => Promise<string>>;

export type UserCommand = keyof typeof userCommands;
