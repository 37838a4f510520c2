import { z } from 'zod';
import { callsOf } from './call.js';
import { errorResponse, idParam } from './common.js';

export const outboxSummary = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  /** stored (no mail server configured), queued, sent, failed. */
  status: z.enum(['stored', 'queued', 'sent', 'failed']),
  error: z.string().nullable(),
  prettyTimestamp: z.string(),
  /** How long ago it was written: "5 minutes", "3 days". */
  age: z.string(),
  createdBy: z.string().nullable(),
});
export const outboxListQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(200) });
export const outboxListResponse = z.object({
  messages: z.array(outboxSummary),
  /** SMTP_URL is set: kept and failed messages can be sent now. */
  canSendNow: z.boolean(),
});
export const sendNowResponse = z.object({
  sent: z.number().int(),
  failed: z.number().int(),
  /** The SMTP server's answer to the first failure. */
  error: z.string().nullable(),
});
export const outboxParams = z.object({ id: idParam });
export const outboxMessageResponse = z.object({
  message: outboxSummary.extend({ text: z.string(), html: z.string().nullable() }),
});

const call = callsOf('outbox');

/** The messages the app sent (or, with no mail server configured, kept): staff read them here. */
export const outboxCalls = {
  list: call({
    method: 'GET',
    path: '/outbox',
    summary: 'The latest outgoing messages and how their delivery went',
    query: outboxListQuery,
    answer: outboxListResponse,
  }),
  get: call({
    method: 'GET',
    path: '/outbox/{id}',
    summary: 'One message with its text and HTML',
    params: outboxParams,
    answer: outboxMessageResponse,
  }),
  sendOne: call({
    method: 'POST',
    path: '/outbox/{id}/send',
    summary: 'Send one message now (kept while mail was off, waiting, or failed)',
    params: outboxParams,
    answer: sendNowResponse,
    refusals: { 409: errorResponse },
  }),
  sendAll: call({
    method: 'POST',
    path: '/outbox/send-all',
    summary: 'Send every message not sent yet, now',
    answer: sendNowResponse,
    refusals: { 409: errorResponse },
  }),
};
