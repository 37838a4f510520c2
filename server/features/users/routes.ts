import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { userCalls as calls } from '../../../contracts/users.js';
import { sessionLimitsOf } from '../../platform/auth/session-lifetime.js';
import type { Config } from '../../platform/config.js';
import { csrfTokenFor } from '../../platform/http/csrf.js';
import { notFound } from '../../platform/http/errors.js';
import { toCurrentUser } from '../../platform/http/pages.js';
import { route } from '../../platform/http/route.js';
import { renewPreloginSecret, setSessionCookie } from '../../platform/http/session-hook.js';
import * as service from './service.js';

/**
 * First run, the admins' Users screen, and the password links. The link and first-run pages are
 * public (the token is the right to use them); their POSTs still pass the anti-forgery check with
 * the visitor's pre-login secret, and are rate-limited per address as logins are (a forgotten
 * password's ask by its own, lower limit).
 */
export async function userRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const page = { browser: true, ratePerMinute: 60 };
  const limits = sessionLimitsOf(config);

  /** Signs the account in on this browser; the answer the client needs to go on. */
  async function signedIn(request: FastifyRequest, reply: FastifyReply, userId: number) {
    const from = { ip: request.ip, userAgent: request.headers['user-agent'] };
    const { token, csrfSecret, user } = await service.signIn(app.db, userId, from, limits);
    setSessionCookie(reply, config, token);
    renewPreloginSecret(reply, config);
    return { user: toCurrentUser(user), csrfToken: csrfTokenFor(csrfSecret) };
  }

  route(
    app,
    calls.setupPage,
    'public',
    async ({ request, reply }) => {
      // Once any account exists the first run is over, and its page is no more.
      if (!(await service.setupOpen(app.db))) throw notFound('The first-run page');
      return app.appPage(request, reply);
    },
    page,
  );
  route(
    app,
    calls.setup,
    'public',
    async ({ body, request, reply }) =>
      signedIn(request, reply, await service.setup(app.db, config.dataDir, body)),
    { ratePerMinute: config.loginRatePerMinute },
  );

  route(app, calls.list, 'users.read', async ({ query }) => ({
    users: await service.listUsers(app.db, query.q),
  }));
  route(app, calls.contacts, 'users.read', async () => ({
    contacts: await service.linkableContacts(app.db),
  }));
  route(app, calls.invite, 'users.write', async ({ user, body }) => {
    const { id, messageId } = await service.invite(app.db, app.mailer, user, body);
    const { status } = await app.mailer.deliver(messageId);
    return { user: await service.userById(app.db, id), mail: status };
  });
  route(app, calls.resendInvite, 'users.write', async ({ user, params }) => {
    const messageId = await service.resendInvite(app.db, app.mailer, user, params.id);
    const { status } = await app.mailer.deliver(messageId);
    return { user: await service.userById(app.db, params.id), mail: status };
  });
  route(app, calls.update, 'users.write', async ({ user, params, body }) => ({
    user: await service.updateUser(app.db, user, params.id, body),
  }));

  for (const call of [calls.setPasswordPage, calls.forgotPage, calls.resetPage])
    route(app, call, 'public', async ({ request, reply }) => app.appPage(request, reply), page);
  route(
    app,
    calls.setPassword,
    'public',
    async ({ body, request, reply }) =>
      signedIn(request, reply, await service.choosePassword(app.db, 'invite', body)),
    { ratePerMinute: config.loginRatePerMinute },
  );
  route(
    app,
    calls.forgot,
    'public',
    async ({ body }) => {
      const messageId = await service.forgotPassword(
        app.db,
        app.mailer,
        body.email,
        config.passwordResetsPerHour,
      );
      // Not waited for: the answer takes no longer for a known address than for an unknown one.
      if (messageId !== undefined) void app.mailer.deliver(messageId);
      return { ok: true as const };
    },
    { ratePerMinute: config.passwordResetRatePerMinute },
  );
  route(
    app,
    calls.reset,
    'public',
    async ({ body }) => {
      await service.choosePassword(app.db, 'reset', body);
      return { ok: true as const };
    },
    { ratePerMinute: config.loginRatePerMinute },
  );
}
