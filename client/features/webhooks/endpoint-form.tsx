import { type FormEvent, useState } from 'react';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookEndpointSummary,
  type WebhookEvent,
} from '../../../contracts/webhooks';
import { Modal } from '../../platform/modal';
import { isExplainedRefusal, refusalText, useFailureHandler } from '../../platform/refusals';
import { useCreateWebhook, useUpdateWebhook } from './api';

/**
 * Add an endpoint, or change one (`editing`): its address, the events it hears, on or off. A
 * refusal (a bad address, no event) is said in the form, in the server's words.
 */
export function EndpointForm({
  editing,
  onClose,
  onSecret,
}: {
  editing?: WebhookEndpointSummary;
  onClose(): void;
  onSecret(made: { url: string; secret: string }): void;
}) {
  const [url, setUrl] = useState(editing?.url ?? '');
  const [events, setEvents] = useState<WebhookEvent[]>(editing?.events ?? []);
  const [active, setActive] = useState(editing?.active ?? true);
  const [refusal, setRefusal] = useState('');
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const onFailed = useFailureHandler({ context: editing ? 'change webhook' : 'add webhook' });
  const pending = create.isPending || update.isPending;
  const onError = (error: unknown) =>
    isExplainedRefusal(error) ? setRefusal(refusalText(error)) : void onFailed(error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setRefusal('');
    const body = { url, events, active };
    if (editing) update.mutate({ id: editing.id, body }, { onSuccess: onClose, onError });
    else
      create.mutate(body, {
        onSuccess: ({ endpoint, secret }) => {
          onClose();
          onSecret({ url: endpoint.url, secret });
        },
        onError,
      });
  };
  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((list) => (on ? [...list, event] : list.filter((e) => e !== event)));
  const title = editing ? 'Edit Webhook' : 'Add Webhook';
  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="webhook-form" className="primary" disabled={pending}>
            {editing ? 'Save' : 'Add Webhook'}
          </button>
        </>
      }
    >
      <form id="webhook-form" className="webhook-form" onSubmit={submit}>
        <label>
          Address (URL)
          <input
            type="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            required
            maxLength={2000}
            placeholder="https://sales.example.com/loadout-hook"
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? 'webhook-refusal' : undefined}
          />
        </label>
        <fieldset>
          <legend>Events</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="webhook-event">
              <input
                type="checkbox"
                checked={events.includes(event)}
                onChange={(e) => toggle(event, e.target.checked)}
              />
              <code>{event}</code>
              <span className="muted">{WEBHOOK_EVENT_LABELS[event]}</span>
            </label>
          ))}
        </fieldset>
        <label className="webhook-event">
          <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
          Active (off: no event is queued for it; Send test still works)
        </label>
        {refusal && (
          <p id="webhook-refusal" className="form-error" role="alert">
            {refusal}
          </p>
        )}
      </form>
    </Modal>
  );
}
