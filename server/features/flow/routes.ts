import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../contracts/common.js';
import {
  configResponse,
  contactsQuery,
  contactsResponse,
  dayCountsResponse,
  eventsResponse,
  feedLinkResponse,
  feedParams,
  feedTokenParams,
  rangeParams,
  relatedParams,
  relatedResponse,
} from '../../../contracts/flow.js';
import type { Config } from '../../platform/config.js';
import { sendJson } from '../../platform/http/send-json.js';
import { contactsJson, dayCountsJson, overviewJson } from './service/cached.js';
import { getConfig, relatedEventIds } from './service/calendar.js';
import { feedCalendar, getFeedLink, resetFeedLink } from './service/feed.js';

const tags = ['flow'];

/** The technician flow calendar (spec 2.11, 7 "Flow calendar") and each tech's calendar feed. */
export const flowRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const read = { config: { access: 'flow.read' as const } };
  const feed = { config: { access: 'flow.feed' as const } };
  const range = (p: { start: string; end: string }) => ({ start: p.start, end: p.end });

  app.get(
    '/flow/techs/config/:start/:end',
    {
      ...read,
      schema: {
        tags,
        summary: 'The date columns of the range, and whether this user sees day rates (amAdmin)',
        params: rangeParams,
        response: { 200: configResponse, ...errorResponses },
      },
    },
    async (request) => getConfig(request.user!, range(request.params)),
  );

  app.get(
    '/flow/techs/contacts/:start/:end',
    {
      ...read,
      schema: {
        tags,
        summary:
          'Departments and the first technicians with their commitments, days unavailable and travel in the range; ?isRemainder=true gives the rest',
        params: rangeParams,
        querystring: contactsQuery,
        response: { 200: contactsResponse, ...errorResponses },
      },
    },
    // Sent as cached JSON text: 600 technicians with their records would otherwise be rebuilt and
    // checked against the schema on the way out for every staff member.
    async (request, reply) =>
      sendJson(
        reply,
        await contactsJson(app.db, request.user!, range(request.params), request.query.isRemainder),
      ),
  );

  app.get(
    '/flow/techs/day-counts/:start/:end',
    {
      ...read,
      schema: {
        tags,
        summary:
          'Days booked per contact id in the calendar year and the fiscal year (FISCAL_YEAR_START_MONTH) holding the start date',
        params: rangeParams,
        response: { 200: dayCountsResponse, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendJson(reply, await dayCountsJson(app.db, request.params.start, config.fiscalYearStartMonth)),
  );

  app.get(
    '/flow/techs/events/:start/:end',
    {
      ...read,
      schema: {
        tags,
        summary:
          'The event overview: events with positions in the range, packed into rows that never overlap',
        params: rangeParams,
        response: { 200: eventsResponse, ...errorResponses },
      },
    },
    async (request, reply) => sendJson(reply, await overviewJson(app.db, range(request.params))),
  );

  app.get(
    '/flow/techs/:eventId/related',
    {
      ...read,
      schema: {
        tags,
        summary:
          "Related events: other bids at the same venue whose load-in to load-out days overlap the event's",
        params: relatedParams,
        response: { 200: relatedResponse, ...errorResponses },
      },
    },
    async (request) => ({ ids: await relatedEventIds(app.db, request.params.eventId) }),
  );

  app.get(
    '/flow/feed-link/:contactId',
    {
      ...feed,
      schema: {
        tags,
        summary: "The secret address of a contact's calendar feed: a tech's own, or any tech's for staff",
        params: feedParams,
        response: { 200: feedLinkResponse, ...errorResponses },
      },
    },
    async (request) => getFeedLink(app.db, config, request.user!, request.params.contactId),
  );

  app.post(
    '/flow/feed-link/:contactId/reset',
    {
      ...feed,
      schema: {
        tags,
        summary: 'A new feed address for the contact; the old one stops working',
        params: feedParams,
        response: { 200: feedLinkResponse, ...errorResponses },
      },
    },
    async (request) => resetFeedLink(app.db, config, request.user!, request.params.contactId),
  );

  app.get(
    '/flow/feed/:token',
    {
      // The token in the address is the credential: calendar apps send no cookie.
      config: { access: 'public', browser: true },
      schema: {
        tags,
        summary:
          "A technician's commitments, travel and days unavailable as an iCalendar feed ({token}.ics, from the feed link)",
        params: feedTokenParams,
      },
    },
    async (request, reply) => {
      const text = await feedCalendar(app.db, request.params.token);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="loadout.ics"')
        .header('cache-control', 'private, max-age=300')
        .send(text);
    },
  );
};
