import { randomBytes } from 'node:crypto';
import { hashToken } from '../../platform/auth/session-store.js';
import type { Db } from '../../platform/db/types.js';
import { insertOfferToken } from './queries.js';

/**
 * A new answer link: 32 random bytes, shown once in the invite mail; only the hash is stored.
 * The invite's preview shows a link too, but it is never saved, so it answers nothing.
 */
export function newOfferLink(publicUrl: string) {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token), url: `${publicUrl}/offers/${token}` };
}

/** Ties the link to the invite just recorded (in the invite's transaction). */
export const saveOfferLink = (db: Db, inviteId: number, link: { hash: string }) =>
  insertOfferToken(db, inviteId, link.hash);
