import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileAnswer } from '../../../contracts/call.js';
import type { Permission } from '../auth/permissions.js';
import type { SessionUser } from '../auth/session-store.js';
import type { Db } from '../db/types.js';
import type { LiveHub } from '../live/index.js';
import type { Mailer } from '../mail.js';
import type { Prints } from '../prints.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Outgoing mail (invites, alerts): the outbox, and SMTP when configured. */
    mailer: Mailer;
    /** Live streams of this process (platform/live). */
    live: LiveHub;
    /** PDFs, drawn in worker threads, each session within its share (platform/prints.ts). */
    prints: Prints;
    /** Answers a browser with the app's page, signed in or not (first run, a password link). */
    appPage(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  }
  interface FastifyRequest {
    /** The signed-in user, or null. Set by the session hook before any route runs. */
    user: SessionUser | null;
    /** The stored session's id (a hash), or null when signed out. */
    sessionId: string | null;
    /** The API token the request came with (`Authorization: Bearer`), or null (http/bearer.ts). */
    apiToken: { id: number; name: string } | null;
    /** Secret the request's anti-forgery token must be made from (session's, or pre-login cookie's). */
    csrfSecret: string;
  }
  interface FastifyContextConfig {
    /** Who may call the route: a permission of the table, or 'public' (no session needed). */
    access?: Permission | 'public';
    /** Opened by the browser itself (PDF, image, JSON docs): never answered with the app page. */
    browser?: boolean;
    /** Also reachable as a form POST carrying _method (spec: the method-override DELETE). */
    methodOverride?: boolean;
    /** How the call's body travels (set by route()); a route without it predates the call descriptors. */
    encoding?: 'json' | 'form' | 'multipart';
    /** Takes a form body besides its declared encoding (login's plain form post). */
    acceptsForm?: boolean;
    /** What the route answers when not JSON (a PDF, a page, a stream): for /openapi.json. */
    fileAnswer?: FileAnswer;
    /** A method-override twin: a form POST by definition. */
    formTwin?: boolean;
  }
}
