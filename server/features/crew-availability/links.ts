import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashToken } from '../../platform/auth/session-store.js';

import type { SendTimePart } from '../../platform/mail.js';
import { availabilityAsks } from './schema.js';

/*
 * An ask's answer link follows an offer's token rules (domains/staffing/offer-links.ts): 32 random
 * bytes of which only the hash is kept; the mail is stored with the token masked and the token is
 * drawn as the mail leaves, so the link is in the mail sent and in no table, backup or screen. A
 * retry draws a new one (the link sent before stops working).
 */

export const AVAILABILITY_TOKEN_MASK = '[availability-link-in-the-sent-mail-only]';

const newToken = () => randomBytes(32).toString('base64url');

/** A new ask's masked link, and the hash of a token no one has until its mail is sent. */
export const newAskLink = (publicUrl: string) => ({
  placeholderHash: hashToken(newToken()),
  url: `${publicUrl}/availability/${AVAILABILITY_TOKEN_MASK}`,
});

/** Draws the token of the ask whose mail is leaving (null: the message is no ask's). */
export const availabilityLinkPart: SendTimePart = {
  mask: AVAILABILITY_TOKEN_MASK,
  async make(db, messageId) {
    const token = newToken();
    const rows = await db.transaction((tx) =>
      tx
        .update(availabilityAsks)
        .set({ tokenHash: hashToken(token), updatedAt: new Date() })
        .where(sql`${availabilityAsks.outboxMessageId} = ${messageId}`)
        .returning({ id: availabilityAsks.id }),
    );
    return rows.length ? token : null;
  },
};
