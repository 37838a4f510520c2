import { z } from 'zod';
import { callsOf, fileAnswers } from './call.js';
import { errorResponse, idParam } from './common.js';

/**
 * Live streams (server-sent events, the browser's EventSource): each answers `text/event-stream`
 * with numbered events (`id:`; a reconnect sends Last-Event-ID and gets what it missed, or a
 * `reload` event when that is too old), who has the stream open (`presence`: the whole list, once,
 * to the stream that opens; then `joined` and `left`, one person each) and a comment line every
 * 15 s. A session or a person at their limit of open streams is refused with 429, in words; a
 * server at its limit with 503.
 */
const refusals = { 429: errorResponse, 503: errorResponse };
/** A screen opened again asks for what it missed since its last event (a reconnect sends Last-Event-ID instead). */
const query = z.object({
  lastEventId: z
    .string()
    .optional()
    .describe('The id of the last event this screen had; any other value is ignored'),
});
const summary = (what: string) =>
  `Live stream of ${what} (text/event-stream; request with Accept: text/event-stream)`;

export const liveCalls = {
  /** Events `sync`, `change` (a PullUpdate), `initials`, `satisfaction`, `reload`, `presence`, `joined`, `left`. */
  pull: callsOf('show-pulls')({
    method: 'GET',
    path: '/show-pulls/{id}/stream',
    summary: summary('one show pull: every committed write, as its answer'),
    params: z.object({ id: idParam }),
    query,
    answer: fileAnswers.eventStream,
    refusals,
  }),
  /** Events `changed`: the page reads its lists again. */
  laborInvites: callsOf('labor-invites')({
    method: 'GET',
    path: '/labor-invites/stream',
    summary: summary('the labor invites page: positions invited, accepted, declined, resolved'),
    query,
    answer: fileAnswers.eventStream,
    refusals,
  }),
  comments: callsOf('comments')({
    method: 'GET',
    path: '/comments/stream',
    summary: summary('the unresolved comments: a comment resolved'),
    query,
    answer: fileAnswers.eventStream,
    refusals,
  }),
};
