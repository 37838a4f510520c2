import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashToken } from '../../platform/auth/session-store.js';
import type { Db } from '../../platform/db/types.js';
import type { SendTimePart } from '../../platform/mail.js';
import { offerTokens } from './schema.js';

/*
 * An answer link is a random token (32 bytes); only its hash is stored. The invite mail is stored
 * in the outbox with the token masked, and the token is drawn when the mail leaves (the mailer's
 * send-time part): so the link is in the mail the tech gets and in no table, no backup, no screen.
 * A token cannot be rebuilt from its hash, so drawing it at send time is the one way to have both;
 * an unsent message (no mail server yet) holds no working link, and a retry draws a new one.
 */

/** Where the token stands in a stored invite: readable in the outbox, and no link's token. */
export const OFFER_TOKEN_MASK = '[link-in-the-sent-mail-only]';

const newToken = () => randomBytes(32).toString('base64url');

/**
 * A new invite's answer link, masked (also the preview's). Its token row is made with the invite,
 * holding the hash of a token no one has, until the mail is sent.
 */
export function newOfferLink(publicUrl: string) {
  return { hash: hashToken(newToken()), url: `${publicUrl}/offers/${OFFER_TOKEN_MASK}` };
}

/** Ties the link to the invite just recorded (in the invite's transaction). */
export const saveOfferLink = (db: Db, inviteId: number, link: { hash: string }) =>
  insertOfferToken(db, inviteId, link.hash);

/** Draws the token of the invite whose mail is leaving; the link sent before (if any) stops working. */
export const offerLinkPart: SendTimePart = {
  mask: OFFER_TOKEN_MASK,
  async make(db, messageId) {
    const token = newToken();
    const saved = await db.transaction((tx) => setTokenOfMessage(tx, messageId, hashToken(token)));
    return saved ? token : null;
  },
};

export async function insertOfferToken(db: Db, inviteId: number, tokenHash: string) {
  await db.insert(offerTokens).values({ inviteId, tokenHash });
}

/** The new token hash of the invite this outbox message is the mail of; false when it is no invite's. */
export async function setTokenOfMessage(db: Db, messageId: number, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(offerTokens)
    .set({ tokenHash, updatedAt: new Date() })
    .where(sql`${offerTokens.inviteId} in (select id from invites where outbox_message_id = ${messageId})`)
    .returning({ id: offerTokens.id });
  return rows.length > 0;
}
