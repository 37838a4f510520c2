import type { FastifyRequest } from 'fastify';
import { acceptsType } from './media-type.js';

/** A GET or HEAD that is not marked as an XHR call. */
export function isPlainGet(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return !request.headers['x-requested-with'];
}

/**
 * A browser navigation: a plain GET that accepts HTML (a typed address, a link, a print or an
 * image opened in a new tab), as opposed to the client's XHR calls, which ask for JSON.
 */
export function isPageNavigation(request: FastifyRequest): boolean {
  return isPlainGet(request) && acceptsType(request.headers.accept, 'text/html');
}
