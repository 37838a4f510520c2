import { randomBytes } from 'node:crypto';
import { hashToken } from '../../platform/auth/session-store.js';
import type { Db } from '../../platform/db/types.js';
import type { SendTimePart } from '../../platform/mail.js';
import { drawLinkOfMessage, type LinkPurpose } from './queries.js';

/*
 * A link to choose a password is a random token (32 bytes) of which only the hash is kept. As with
 * an offer's link (offers/tokens.ts), the mail is stored in the outbox with the token masked and
 * the token is drawn as the mail leaves: it is in the mail sent and in no table, backup or screen.
 * A retry draws a new one (the link sent before stops working).
 */

/** How long each kind of link works, from the moment its mail leaves. */
export const LINK_MINUTES: Record<LinkPurpose, number> = { invite: 7 * 24 * 60, reset: 60 };

export const ACCOUNT_LINK_MASK = '[account-link-in-the-sent-mail-only]';

const PAGE_OF: Record<LinkPurpose, string> = {
  invite: '/account/set-password/',
  reset: '/account/reset/',
};

export const newToken = () => randomBytes(32).toString('base64url');

/** A link token is 43 base64url characters; the hash of anything else is asked for no further. */
export const hashOfLinkToken = (token: string) => (/^[\w-]{43}$/.test(token) ? hashToken(token) : undefined);

/** The masked link of a new message, and the hash of a token no one has until the mail is sent. */
export const maskedLink = (publicUrl: string, purpose: LinkPurpose) => ({
  url: `${publicUrl}${PAGE_OF[purpose]}${ACCOUNT_LINK_MASK}`,
  placeholderHash: hashToken(newToken()),
});

export const accountLinkPart: SendTimePart = {
  mask: ACCOUNT_LINK_MASK,
  async make(db: Db, messageId: number) {
    const token = newToken();
    const drawn = await drawLinkOfMessage(db, messageId, hashToken(token), LINK_MINUTES);
    return drawn ? token : null;
  },
};
