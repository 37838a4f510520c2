import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { catalogAuditLabels } from './domains/catalog/audit-labels.js';
import { peopleAuditLabels } from './domains/people/audit-labels.js';
import { showsAuditLabels } from './domains/shows/audit-labels.js';
import { staffingAuditLabels } from './domains/staffing/audit-labels.js';
import { offerLinkPart } from './domains/staffing/offer-links.js';
import { apiTokenRoutes } from './features/api-tokens/routes.js';
import { authRoutes } from './features/auth/routes.js';
import { catalogRoutes } from './features/catalog/routes.js';
import { commentAuditLabels } from './features/comments/audit-labels.js';
import { commentRoutes } from './features/comments/routes.js';
import { crewAvailabilityAuditLabels } from './features/crew-availability/audit-labels.js';
import { availabilityLinkPart } from './features/crew-availability/links.js';
import { crewAvailabilityRoutes } from './features/crew-availability/routes.js';
import { daysUnavailableRoutes } from './features/days-unavailable/routes.js';
import { errorReportRoutes } from './features/error-reports/routes.js';
import { bidItemRoutes } from './features/events/bid-items/routes.js';
import { callSheetAuditLabels } from './features/events/call-sheet/audit-labels.js';
import { callSheetRoutes } from './features/events/call-sheet/routes.js';
import { commitmentRoutes } from './features/events/commitments/routes.js';
import { eventPositionRoutes } from './features/events/positions/routes.js';
import { eventRoutes } from './features/events/routes.js';
import { eventTravelRoutes } from './features/events/travel/routes.js';
import { flowRoutes } from './features/flow/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { importRoutes } from './features/imports/routes.js';
import { laborCostRoutes } from './features/labor-cost/routes.js';
import { laborInviteRoutes } from './features/labor-invites/routes.js';
import { offerRoutes } from './features/offers/routes.js';
import { outboxRoutes } from './features/outbox/routes.js';
import { peopleRoutes } from './features/people/routes.js';
import { showPullAuditLabels } from './features/show-pulls/audit-labels.js';
import { showPullRoutes } from './features/show-pulls/routes.js';
import { techRoleRoutes } from './features/tech-roles/routes.js';
import { accountLinkPart } from './features/users/links.js';
import { userRoutes } from './features/users/routes.js';
import { warehouseAuditLabels } from './features/warehouse/audit-labels.js';
import { warehouseRoutes } from './features/warehouse/routes.js';
import { webhookRoutes } from './features/webhooks/routes.js';
import { xbookAuditLabels } from './features/xbook/audit-labels.js';
import { xbookRoutes } from './features/xbook/routes.js';
import { registerAuditLabels } from './platform/audit.js';
import type { Config } from './platform/config.js';
import type { Database } from './platform/db/types.js';
import { registerAccessHook } from './platform/http/access.js';
import { registerCsrfCheck } from './platform/http/csrf.js';
import { errorBody, rateLimited, registerErrorHandler } from './platform/http/errors.js';
import { registerFormBody } from './platform/http/form-body.js';
import { clientErrorHandler, frameworkErrors } from './platform/http/framework-errors.js';
import { requestForLog } from './platform/http/log-redact.js';
import './platform/http/fastify-types.js';
import { collectOverridableRoutes, registerMethodOverrideTwins } from './platform/http/method-override.js';
import { registerNoStore } from './platform/http/no-store.js';
import { registerNotFound } from './platform/http/not-found.js';
import { registerOpenApi, registerOpenApiRoute } from './platform/http/openapi.js';
import { loadShellTemplate } from './platform/http/pages.js';
import { registerSessionHook } from './platform/http/session-hook.js';
import { registerClientAssets } from './platform/http/static-files.js';
import { registerTextCheck } from './platform/http/text-input.js';
import { registerLive } from './platform/live/index.js';
import { createMailer } from './platform/mail.js';
import { registerPrints } from './platform/prints.js';

/** The prep page reads labels with the camera (issue 38.1); every other device stays off. */
const PERMISSIONS_POLICY =
  'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), ' +
  'midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), interest-cohort=()';

export interface AppOptions {
  config: Config;
  database: Database;
  /** The built client (index.html and assets/). */
  clientDir: string;
  logger?: boolean | object;
}

/** The whole server in load order: platform first, then each feature's routes. */
export async function buildApp({
  config,
  database,
  clientDir,
  logger = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Link tokens in addresses are written redacted (log-redact.ts).
    logger: logger && { ...(logger === true ? {} : logger), serializers: { req: requestForLog } },
    // A hop count trusts that many proxies from the socket's end of X-Forwarded-For, no more.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 200 },
    // Refused before any route runs (414, 431, an address that does not decode): our error shape.
    frameworkErrors,
    clientErrorHandler,
    // While stopping, new requests get our own 503 JSON (below) instead of Fastify's.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate(
    'mailer',
    createMailer(database.db, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      publicUrl: config.publicUrl,
      // An offer's answer link goes in the mail sent only, not in the outbox (domains/staffing/offer-links.ts).
      // So is a link to choose a password (users/links.ts), and an availability request's answer
      // link (crew-availability/links.ts).
      sendTimeParts: [offerLinkPart, accountLinkPart, availabilityLinkPart],
    }),
  );
  await registerLive(app, database, { maxStreams: config.liveMaxStreams });
  registerPrints(app, { workers: config.pdfWorkers, inFlight: 2, perMinute: config.printsPerMinute });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // The app uses none of the browser's powerful features; no page (or injected script) may.
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  // Draining on SIGTERM: requests already in flight finish; a new one is told to retry (a load
  // balancer sends it to another process) and its connection is closed.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close').header('retry-after', '1');
    return reply
      .status(503)
      .send(errorBody('unavailable', 'The server is restarting. Try again in a moment.'));
  });

  // Errors: one handler, one shape.
  registerErrorHandler(app);
  registerNotFound(app);

  // Body parsers and security headers.
  await app.register(cookie);
  registerFormBody(app);
  // Multipart fields and the file are attached to the body, so the route's schema checks them;
  // the one multipart call (an item image) is small, and its service has its own, lower limit.
  await app.register(multipart, {
    attachFieldsToBody: true,
    limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 20 },
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        // The service worker (/sw.js, this origin only) that keeps the app's code for offline reloads.
        'worker-src': ["'self'"],
        'form-action': ["'self'"],
        'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
  await app.register(rateLimit, { global: false, errorResponseBuilder: rateLimited });
  registerNoStore(app);
  await registerOpenApi(app, config);

  // Who is asking, may they, and is the request forged.
  let shell = loadShellTemplate(clientDir);
  if (process.env.NODE_ENV === 'development') shell = '';
  registerSessionHook(app, config);
  registerAccessHook(app, () => shell || loadShellTemplate(clientDir));
  registerCsrfCheck(app);
  registerTextCheck(app);
  const overridable = collectOverridableRoutes(app);

  // Features, and the words the History uses for their tables.
  registerAuditLabels(showPullAuditLabels, staffingAuditLabels, commentAuditLabels, xbookAuditLabels);
  registerAuditLabels(catalogAuditLabels, peopleAuditLabels, showsAuditLabels, warehouseAuditLabels);
  registerAuditLabels(crewAvailabilityAuditLabels, callSheetAuditLabels);
  await app.register(healthRoutes, {
    ping: () => database.ping(),
    kind: database.kind,
    version: config.version,
  });
  await app.register(authRoutes, { config });
  await app.register(apiTokenRoutes);
  await app.register(errorReportRoutes);
  await app.register(eventRoutes);
  await app.register(bidItemRoutes);
  await app.register(commitmentRoutes);
  await app.register(eventPositionRoutes);
  await app.register(eventTravelRoutes);
  await app.register(callSheetRoutes);
  await app.register(showPullRoutes, { publicUrl: config.publicUrl });
  await app.register(warehouseRoutes, { publicUrl: config.publicUrl });
  await app.register(commentRoutes);
  await app.register(techRoleRoutes);
  await app.register(daysUnavailableRoutes);
  await app.register(laborInviteRoutes, { restHours: config.crewRestHours });
  await app.register(laborCostRoutes, { currency: config.currency });
  await app.register(outboxRoutes);
  await app.register(offerRoutes);
  await app.register(crewAvailabilityRoutes);
  await app.register(xbookRoutes, { uploadsDir: config.uploadsDir });
  await app.register(flowRoutes, { config });
  await app.register(userRoutes, { config });
  await app.register(catalogRoutes);
  await app.register(peopleRoutes);
  await app.register(importRoutes);
  await app.register(webhookRoutes, { allowPrivate: config.webhookAllowPrivate });

  registerMethodOverrideTwins(app, overridable);
  registerOpenApiRoute(app);
  await registerClientAssets(app, clientDir);
  return app;
}
