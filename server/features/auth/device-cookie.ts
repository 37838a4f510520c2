import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The device cookie (OWASP's "device cookies"): a browser that signed in to an account carries
 * `userId.nonce.mac` for it, the mac an HMAC of both under the server's key, so a cookie cannot be
 * made up or moved to another account. Failed logins from such a browser count against its nonce
 * alone; nobody else's failures can refuse it. One browser keeps a token for each of the last few
 * accounts signed in on it (a shared office computer).
 */
export const DEVICE_COOKIE = 'loadout_device';
export const DEVICE_COOKIE_DAYS = 365;
/** Accounts one browser keeps a token for; the least recently signed in drops out. */
const TOKENS_KEPT = 5;
const SEPARATOR = '~';

const macOf = (key: string, userId: number, nonce: string) =>
  createHmac('sha256', key).update(`login-device:${userId}:${nonce}`).digest('base64url');

export interface DeviceToken {
  userId: number;
  nonce: string;
}

/** The tokens of the cookie whose mac holds, in the cookie's order; anything else is ignored. */
export function readDeviceCookie(key: string, raw: string | undefined): DeviceToken[] {
  if (!raw || raw.length > 1000) return [];
  const tokens: DeviceToken[] = [];
  for (const part of raw.split(SEPARATOR).slice(0, TOKENS_KEPT)) {
    const match = /^(\d{1,10})\.([\w-]{22})\.([\w-]{43})$/.exec(part);
    if (!match) continue;
    const userId = Number(match[1]);
    const expected = Buffer.from(macOf(key, userId, match[2]!));
    const given = Buffer.from(match[3]!);
    if (given.length === expected.length && timingSafeEqual(given, expected))
      tokens.push({ userId, nonce: match[2]! });
  }
  return tokens;
}

/** The nonce of this browser for the account, when it signed in to it before. */
export const deviceOf = (tokens: DeviceToken[], userId: number) =>
  tokens.find((t) => t.userId === userId)?.nonce;

/** The cookie after a sign-in: this account's token first (kept, or a new one), then the others. */
export function withDevice(key: string, tokens: DeviceToken[], userId: number): string {
  const nonce = deviceOf(tokens, userId) ?? randomBytes(16).toString('base64url');
  const others = tokens.filter((t) => t.userId !== userId);
  return [{ userId, nonce }, ...others]
    .slice(0, TOKENS_KEPT)
    .map((t) => `${t.userId}.${t.nonce}.${macOf(key, t.userId, t.nonce)}`)
    .join(SEPARATOR);
}
