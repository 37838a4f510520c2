import type { FastifyRequest } from 'fastify';

/**
 * Addresses whose path is the credential (an offer's answer link, a calendar feed) must not reach
 * the log, which more people and systems read than the database. Any run of 32 or more URL-safe
 * characters after a `/` or `=` is taken for a token (ids are numbers; asset hashes are 8) and
 * written as `[redacted]`: a new kind of link is covered without being named here.
 */
export const redactUrl = (url: string) => url.replace(/([/=])[\w-]{32,}/g, '$1[redacted]');

/** Fastify's request line in the log, with the address redacted. */
export const requestForLog = (req: FastifyRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});
