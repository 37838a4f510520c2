import type { ApiTokenSummary, apiTokenCalls } from '../../../contracts/api-tokens.js';
import type { BodyOf } from '../../../contracts/call.js';
import { hashApiToken, newApiTokenSecret } from '../../platform/auth/api-tokens.js';
import type { SessionUser } from '../../platform/auth/session-store.js';
import { prettyTimestamp } from '../../platform/dates.js';
import type { Db } from '../../platform/db/types.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import * as q from './queries.js';

export async function listTokens(db: Db): Promise<ApiTokenSummary[]> {
  const rows = await q.liveTokens(db);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    role: r.role,
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdBy,
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    createdText: prettyTimestamp(r.createdAt),
    lastUsedText: r.lastUsedAt ? prettyTimestamp(r.lastUsedAt) : null,
  }));
}

/** Makes a token; the answer holds the secret, which is not kept (only its hash). */
export async function createToken(
  db: Db,
  admin: SessionUser,
  input: BodyOf<typeof apiTokenCalls.create>,
): Promise<{ id: number; token: string }> {
  const { name, role } = input;
  const token = newApiTokenSecret();
  const id = await db.transaction((tx) =>
    q.insertToken(tx, { name, role, tokenHash: hashApiToken(token), createdByUserId: admin.id }),
  );
  if (id === undefined)
    throw new AppError('conflict', `A token named "${name}" exists already. Choose another name.`, {
      name: 'is taken by another token',
    });
  return { id, token };
}

/** Revokes at once: the token cache is keyed on the table's version, so every process sees it. */
export async function revokeToken(db: Db, id: number): Promise<void> {
  const done = await db.transaction((tx) => q.revokeToken(tx, id));
  if (!done) throw notFound('That API token');
}
