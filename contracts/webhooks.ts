import { z } from 'zod';
import { callsOf } from './call.js';
import { errorResponse, idParam, okResponse } from './common.js';

/**
 * Webhooks (issue 34.4): an admin registers a receiver's address and the events it wants; Loadout
 * POSTs each event as JSON after its change commits, signed with the endpoint's secret
 * (`X-Loadout-Signature: sha256=<hex HMAC-SHA256 of the body>`), and retries with backoff.
 */
export const WEBHOOK_EVENTS = [
  'pull.changed',
  'position.answered',
  'position.confirmed',
  'position.released',
  'comment.resolved',
] as const;
export const webhookEvent = z.enum(WEBHOOK_EVENTS);
export type WebhookEvent = z.infer<typeof webhookEvent>;

/** What each event means, for the admin screen's checkboxes. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'pull.changed': 'A show pull changed (once per save, not per line)',
  'position.answered': 'A technician answered an offer (accepted, declined, or withdrawn by staff)',
  'position.confirmed': 'A crew position was confirmed to a technician',
  'position.released': 'A crew position lost the technician holding it',
  'comment.resolved': 'A comment was resolved',
};

/** The test event "Send test" delivers; no change sends it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

const url = z
  .string()
  .trim()
  .min(1, 'Give the receiver’s address')
  .max(2000, 'At most 2,000 characters')
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), {
    message: 'An http:// or https:// address',
  })
  .refine((v) => !URL.canParse(v) || (!new URL(v).username && !new URL(v).password), {
    message: 'No user name or password in the address (the signature proves who sends)',
  });

const events = z
  .array(webhookEvent)
  .min(1, 'Choose at least one event')
  .max(WEBHOOK_EVENTS.length)
  .transform((list) => [...new Set(list)]);

export const webhookEndpointSummary = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(webhookEvent),
  active: z.boolean(),
  createdBy: z.string(),
  createdText: z.string(),
  /** Deliveries waiting (first try or retry) and given up, for the list. */
  queued: z.number().int(),
  failed: z.number().int(),
});
export type WebhookEndpointSummary = z.infer<typeof webhookEndpointSummary>;

export const webhookDeliveryStatus = z.enum(['queued', 'delivered', 'failed']);

export const webhookDelivery = z.object({
  id: z.number().int(),
  event: z.string(),
  status: webhookDeliveryStatus,
  attempts: z.number().int(),
  /** The receiver's last HTTP status; null when it gave none (refused, timed out, blocked). */
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdText: z.string(),
  lastAttemptText: z.string().nullable(),
  /** When a queued delivery is tried next. */
  nextAttemptText: z.string().nullable(),
  deliveredText: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const createWebhookBody = z.object({ url, events, active: z.boolean().default(true) });
export const updateWebhookBody = z
  .object({ url: url.optional(), events: events.optional(), active: z.boolean().optional() })
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to change' });

const endpointAnswer = z.object({ endpoint: webhookEndpointSummary });
/** The secret, shown this once (at creation or a new one drawn): the list never shows it. */
const withSecret = endpointAnswer.extend({ secret: z.string() });
const deliveryAnswer = z.object({ delivery: webhookDelivery });

const call = callsOf('webhooks');
const endpointParams = z.object({ id: idParam });

export const webhookCalls = {
  list: call({
    method: 'GET',
    path: '/webhooks',
    summary: 'The webhook endpoints: address, events, active, deliveries waiting and failed (admins)',
    answer: z.object({ endpoints: z.array(webhookEndpointSummary) }),
  }),
  create: call({
    method: 'POST',
    path: '/webhooks',
    summary: 'Register a webhook endpoint; the answer holds its signing secret, shown this once (admins)',
    body: createWebhookBody,
    answer: withSecret,
  }),
  update: call({
    method: 'PATCH',
    path: '/webhooks/{id}',
    summary: 'Change an endpoint’s address, events, or turn it off or on (admins)',
    params: endpointParams,
    body: updateWebhookBody,
    answer: endpointAnswer,
  }),
  remove: call({
    method: 'DELETE',
    path: '/webhooks/{id}',
    summary: 'Delete an endpoint and its delivery log (admins)',
    params: endpointParams,
    answer: okResponse,
  }),
  newSecret: call({
    method: 'POST',
    path: '/webhooks/{id}/secret',
    summary: 'Draw a new signing secret for an endpoint, shown this once; the old one stops at once (admins)',
    params: endpointParams,
    answer: withSecret,
  }),
  deliveries: call({
    method: 'GET',
    path: '/webhooks/{id}/deliveries',
    summary: 'An endpoint’s delivery log, newest first (the last 100) (admins)',
    params: endpointParams,
    answer: z.object({ deliveries: z.array(webhookDelivery) }),
  }),
  sendTest: call({
    method: 'POST',
    path: '/webhooks/{id}/test',
    summary: `Send a "${WEBHOOK_TEST_EVENT}" event to the endpoint now; answers how it went (admins)`,
    params: endpointParams,
    answer: deliveryAnswer,
    refusals: { 409: errorResponse },
  }),
  retry: call({
    method: 'POST',
    path: '/webhooks/deliveries/{id}/retry',
    summary: 'Send a delivery again now, with fresh attempts; answers how it went (admins)',
    params: z.object({ id: idParam }),
    answer: deliveryAnswer,
    refusals: { 409: errorResponse },
  }),
};
