import type { FastifyInstance } from 'fastify';
import { laborInviteCalls as calls } from '../../../contracts/labor-invites.js';
import { liveCalls } from '../../../contracts/live.js';
import { route } from '../../platform/http/route.js';
import { sendJson } from '../../platform/http/send-json.js';
import { livePage } from '../../platform/live/page.js';
import { availabilityJson, inviteesJson } from './invitees/service.js';
import { accept, decline, setResolved, withdraw } from './invites/answers.js';
import { invite } from './invites/invite.js';
import { eventsJson } from './positions/month.js';
import { keepNotesSewnFromEvent, NOTES_SAVED, setNotes } from './positions/notes.js';
import { getEvent, getPosition, tentativeInfo } from './positions/service.js';
import { startRound, withdrawRound } from './rounds/service.js';

/** restHours: CREW_REST_HOURS, the rest a tech needs between two jobs (domains/staffing/rest.ts). */
export async function laborInviteRoutes(app: FastifyInstance, { restHours }: { restHours: number }) {
  const read = 'labor-invites.read';
  const write = 'labor-invites.write';
  livePage(app, liveCalls.laborInvites, read, write);
  // Notes saved through another process reach the labor months kept here (PostgreSQL).
  app.live.observe(NOTES_SAVED.channel, NOTES_SAVED.event, (data) => keepNotesSewnFromEvent(app.db, data));

  // The two lists are sent as cached JSON text (same shape; sent as it is, not serialized again).
  route(app, calls.events, read, async ({ query, reply }) =>
    sendJson(reply, await eventsJson(app.db, query.startDate, query.endDate)),
  );
  route(app, calls.event, read, async ({ params }) => ({ event: await getEvent(app.db, params.id) }));
  route(app, calls.contacts, read, async ({ query, reply }) =>
    sendJson(reply, await inviteesJson(app.db, query.lineItemID, restHours)),
  );

  route(app, calls.availability, read, async ({ user, query, reply }) =>
    sendJson(reply, await availabilityJson(app.db, user, query, restHours)),
  );

  route(app, calls.invite, write, ({ user, body }) => invite(app.db, app.mailer, user, body, restHours));
  route(app, calls.accept, write, async ({ user, params }) => ({
    item: await accept(app.db, app.mailer, user, params.id),
  }));
  route(app, calls.decline, write, ({ user, params }) => decline(app.db, app.mailer, user, params.id));
  route(app, calls.withdraw, write, async ({ user, params }) => ({
    item: await withdraw(app.db, app.mailer, user, params.id),
  }));
  route(app, calls.round, write, ({ user, body }) => startRound(app.db, app.mailer, user, body, restHours));
  route(app, calls.withdrawRound, write, async ({ user, params }) => ({
    item: await withdrawRound(app.db, app.mailer, user, params.id),
  }));

  route(app, calls.position, read, async ({ params }) => ({ item: await getPosition(app.db, params.id) }));
  route(app, calls.resolve, write, async ({ params }) => ({
    item: await setResolved(app.db, params.id, true),
  }));
  route(app, calls.unresolve, write, async ({ params }) => ({
    item: await setResolved(app.db, params.id, false),
  }));
  route(app, calls.tentativeInfo, read, async ({ params }) => ({
    markedTentativeBy: await tentativeInfo(app.db, params.id),
  }));
  route(app, calls.notes, write, async ({ params, body }) => ({
    item: await setNotes(app.db, params.id, body.notes, { tellOtherProcesses: app.live.othersListen }),
  }));
}
