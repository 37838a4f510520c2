import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashToken } from '../auth/session-store.js';
import { csrfTokenFor } from './csrf.js';
import { AppError } from './errors.js';

/**
 * A page reached by a mailed link whose token is the right to it (an offer, an availability ask).
 * It is public; its POSTs still pass the anti-forgery check, with the visitor's pre-login secret.
 * One shape for every such page: a browser gets HTML, a program calling the link (an XHR, as the
 * API's clients and the harnesses do) the app's JSON refusal; a form posted from a page whose
 * cookie was lost gets the page again with a fresh token, saying nothing was answered.
 */
export interface LinkPageDef<S extends { kind: string }, E> {
  /** Where the page lives: `/offers` serves `/offers/{token}`. */
  base: string;
  /** The state a token's hash names (`unknown` for none). */
  stateOf: (hash: string) => Promise<S>;
  status: Record<S['kind'], number>;
  /** What a program is told when the page would answer 4xx. */
  refusalOf: (state: S) => AppError;
  render: (state: S, action: string, csrf: string, extras: E & { note?: string }) => string;
}

/** Link pages are public: a browser's page, with a rate of its own per address. */
export const LINK_PAGE_LIMITS = { browser: true, ratePerMinute: 60 } as const;

const LOST_COOKIE_NOTE = 'This page had expired, so nothing was answered. Please answer again.';

/** A link token is 43 base64url characters (32 random bytes); anything else costs no query. */
export const hashOfLinkToken = (token: string): string => (/^[\w-]{43}$/.test(token) ? hashToken(token) : '');

export function linkPage<S extends { kind: string }, E extends object>(
  app: FastifyInstance,
  def: LinkPageDef<S, E>,
) {
  const unknown = { kind: 'unknown' } as S;
  const stateOfToken = async (token: string): Promise<S> => {
    const hash = hashOfLinkToken(token);
    return hash ? def.stateOf(hash) : unknown;
  };

  function send(
    request: FastifyRequest,
    reply: FastifyReply,
    state: S,
    token: string,
    opts: { status?: number; extras?: E & { note?: string } } = {},
  ) {
    const code = opts.status ?? def.status[state.kind as S['kind']];
    if (code >= 400 && request.headers['x-requested-with']) throw def.refusalOf(state);
    return reply
      .status(code)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(
        def.render(
          state,
          `${def.base}/${encodeURIComponent(token)}`,
          csrfTokenFor(request.csrfSecret),
          opts.extras ?? ({} as E),
        ),
      );
  }

  // Cookies cleared, another browser, a phone that dropped them: an open page is answered 403 (the
  // post was refused) with a page to answer on; a closed one as its page answers.
  app.setErrorHandler(async (err, request, reply) => {
    const token = (request.params as { token?: string } | undefined)?.token;
    if (
      !(err instanceof AppError && err.code === 'csrf_invalid') ||
      !token ||
      request.headers['x-requested-with']
    )
      throw err;
    const state = await stateOfToken(token);
    const open = state.kind === 'open';
    return send(request, reply, state, token, {
      status: open ? 403 : undefined,
      extras: (open ? { note: LOST_COOKIE_NOTE } : {}) as E,
    });
  });

  return { send, stateOfToken, unknown };
}
