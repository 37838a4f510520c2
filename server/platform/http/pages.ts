import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CurrentUser, safeNextPath } from '../../../contracts/auth.js';
import { canEdit, isAdmin, permissionsOf } from '../auth/permissions.js';
import type { SessionUser } from '../auth/session-store.js';
import { escapeHtml } from '../html.js';
import { csrfTokenFor } from './csrf.js';

/**
 * The app is one page: every screen is index.html with the anti-forgery meta tag and the signed-in
 * user injected, and the client's router draws the screen. A browser navigation (a GET that is not
 * an XHR and accepts HTML: navigation.ts) to any path that is not a `browser` route gets this page.
 */
const FALLBACK = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Loadout</title></head>
<body><p>The client is not built. Run <code>npm run build</code>.</p></body></html>`;

export function loadShellTemplate(clientDir: string): string {
  const file = path.join(clientDir, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : FALLBACK;
}

export function toCurrentUser(user: SessionUser): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    initials: user.initials,
    role: user.role,
    isAdmin: isAdmin(user.role),
    canEdit: canEdit(user.role),
    permissions: permissionsOf(user.role),
    contact: user.contact && {
      id: user.contact.id,
      name: user.contact.name,
      primary_email: user.contact.primaryEmail,
      mobile_phone: user.contact.mobilePhone,
    },
  };
}

// JSON inside <script type="application/json">: only "<" can end the element early.
const escapeScriptJson = (s: string) => s.replace(/</g, '\\u003c');

export function renderShell(template: string, request: FastifyRequest): string {
  const token = csrfTokenFor(request.csrfSecret);
  const boot = { user: request.user ? toCurrentUser(request.user) : null };
  const head =
    `<meta name="csrf-token" content="${escapeHtml(token)}">` +
    `<script id="boot" type="application/json">${escapeScriptJson(JSON.stringify(boot))}</script>`;
  return template.replace('</head>', `${head}</head>`);
}

/** A safe place to go after login: a path on this site, never another origin. */
export const safeNext = safeNextPath;

/** `anyone`: a page for visitors who are not signed in too (a route's handler decides: app.appPage). */
export function sendPage(
  template: string,
  request: FastifyRequest,
  reply: FastifyReply,
  { anyone = false } = {},
): FastifyReply {
  const onLogin = request.url === '/login' || request.url.startsWith('/login?');
  if (!request.user && !onLogin && !anyone) {
    return reply.redirect(`/login?next=${encodeURIComponent(request.url)}`, 302);
  }
  if (request.user && onLogin) {
    const next = new URL(request.url, 'http://x').searchParams.get('next');
    return reply.redirect(safeNext(next), 302);
  }
  return reply
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderShell(template, request));
}
