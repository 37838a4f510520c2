import type { FastifyInstance } from 'fastify';
import { flowCalls as calls } from '../../../contracts/flow.js';
import type { Config } from '../../platform/config.js';
import { route } from '../../platform/http/route.js';
import { sendJson } from '../../platform/http/send-json.js';
import { contactsJson, dayCountsJson, linesJson, overviewJson, packedOverviewJson } from './cached.js';
import { getConfig, relatedEventIds } from './calendar.js';
import { feedCalendar, getFeedLink, resetFeedLink } from './feed.js';
import { findRoles } from './role-queries.js';

/** The technician flow calendar (spec 2.11, 7 "Flow calendar") and each tech's calendar feed. */
export async function flowRoutes(app: FastifyInstance, { config }: { config: Config }) {
  route(app, calls.config, 'flow.read', async ({ user, params }) => getConfig(user, params));

  // The three wide answers are sent as cached JSON text: 600 technicians with their records would
  // otherwise be rebuilt and checked against the schema on the way out for every staff member.
  route(app, calls.contacts, 'flow.read', async ({ user, params, query, reply }) =>
    sendJson(reply, await contactsJson(app.db, user, params, query, config.crewRestHours)),
  );
  route(app, calls.lines, 'flow.read', async ({ user, params, query, reply }) =>
    sendJson(reply, await linesJson(app.db, user, params, query, config.crewRestHours)),
  );
  route(app, calls.dayCounts, 'flow.read', async ({ params, reply }) =>
    sendJson(reply, await dayCountsJson(app.db, params.start, config.fiscalYearStartMonth)),
  );
  route(app, calls.events, 'flow.read', async ({ params, reply }) =>
    sendJson(reply, await overviewJson(app.db, params)),
  );

  route(app, calls.overview, 'flow.read', async ({ params, reply }) =>
    sendJson(reply, await packedOverviewJson(app.db, params)),
  );

  route(app, calls.roles, 'flow.read', async () => ({ roles: await findRoles(app.db) }));

  route(app, calls.related, 'flow.read', async ({ params }) => ({
    ids: await relatedEventIds(app.db, params.eventId),
  }));

  route(app, calls.feedLink, 'flow.feed', ({ user, params }) =>
    getFeedLink(app.db, config, user, params.contactId),
  );
  route(app, calls.resetFeedLink, 'flow.feed', ({ user, params }) =>
    resetFeedLink(app.db, config, user, params.contactId),
  );

  // The token in the address is the credential: calendar apps send no cookie.
  route(
    app,
    calls.feed,
    'public',
    async ({ params, reply }) => {
      const text = await feedCalendar(app.db, params.token);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="loadout.ics"')
        .header('cache-control', 'private, max-age=300')
        .send(text);
    },
    { browser: true },
  );
}
