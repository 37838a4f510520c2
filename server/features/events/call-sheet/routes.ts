import type { FastifyInstance } from 'fastify';
import { callSheetCalls as calls } from '../../../../contracts/event-call-sheet.js';
import { route } from '../../../platform/http/route.js';
import { sendPdf } from '../../../platform/pdf.js';
import { callSheetPdf } from './call-sheet-pdf.js';
import { writeToCrew } from './crew-message.js';
import { buildCallSheet } from './service.js';

/** An event's call sheet (issue 37.6), on screen and printed, and a message to its whole crew: staff. */
export async function callSheetRoutes(app: FastifyInstance) {
  route(app, calls.get, 'call-sheets.read', ({ params }) => buildCallSheet(app.db, params.id));
  route(
    app,
    calls.pdf,
    'call-sheets.read',
    async ({ params, request, reply }) => {
      const pdf = await app.prints.make(request, async (draw) =>
        draw(callSheetPdf, await buildCallSheet(app.db, params.id)),
      );
      return sendPdf(reply, pdf, `call-sheet-${params.id}.pdf`);
    },
    { browser: true },
  );
  route(app, calls.message, 'call-sheets.message', async ({ user, params, body }) => {
    const ids = await writeToCrew(app.db, app.mailer, user, params.id, body.message);
    // Sent after the answer, one at a time (an SMTP server throttles bursts); each is in the
    // Outbox already, and the mail sweep retries any that fail.
    void (async () => {
      for (const id of ids) await app.mailer.deliver(id);
    })().catch((err) => app.log.error({ err }, 'crew message delivery failed'));
    return { sent: ids.length, kept: !app.mailer.canSend };
  });
}
