import type { FastifyInstance } from 'fastify';
import { outboxCalls as calls } from '../../../contracts/outbox.js';
import { prettyTimestamp } from '../../platform/dates.js';
import { notFound } from '../../platform/http/errors.js';
import { route } from '../../platform/http/route.js';
import { findLatest, findMessage } from './queries.js';
import { ageOf, sendNow } from './send-now.js';

const summary = <T extends { createdAt: Date }>({ createdAt, ...rest }: T) => ({
  ...rest,
  prettyTimestamp: prettyTimestamp(createdAt),
  age: ageOf(createdAt),
});

/** The messages the app sent (or, with no mail server configured, kept): staff read them here. */
export async function outboxRoutes(app: FastifyInstance) {
  route(app, calls.list, 'outbox.read', async ({ query }) => ({
    messages: (await findLatest(app.db, query.limit)).map(summary),
    canSendNow: app.mailer.canSend,
  }));
  route(app, calls.get, 'outbox.read', async ({ params }) => {
    const row = await findMessage(app.db, params.id);
    if (!row) throw notFound(`Message ${params.id}`);
    return { message: summary(row) };
  });
  route(app, calls.sendOne, 'outbox.send', async ({ params }) => {
    if (!(await findMessage(app.db, params.id))) throw notFound(`Message ${params.id}`);
    return sendNow(app.mailer, [params.id]);
  });
  route(app, calls.sendAll, 'outbox.send', () => sendNow(app.mailer, 'all-unsent'));
}
