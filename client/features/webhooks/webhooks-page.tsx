import { useState } from 'react';
import { WEBHOOK_TEST_EVENT, type WebhookEndpointSummary } from '../../../contracts/webhooks';
import { useDialogs } from '../../platform/dialogs';
import { EmptyRow } from '../../platform/empty-row';
import { useDeleteWebhook, useNewSecret, useSendTest, useToggleWebhook, useWebhooks } from './api';
import { DeliveryLog } from './delivery-log';
import { EndpointForm } from './endpoint-form';
import { SecretModal } from './secret-modal';
import './webhooks.css';

/**
 * Admins: the addresses Loadout tells of its changes (a sales system's receiver). Each event is
 * POSTed as JSON after its change is saved, signed with the endpoint's secret, and retried with
 * backoff; the log under the list shows how each delivery went.
 */
export function WebhooksPage() {
  const { data, isPending } = useWebhooks();
  const [form, setForm] = useState<{ editing?: WebhookEndpointSummary } | null>(null);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [logOf, setLogOf] = useState<number | null>(null);
  const shown = data?.endpoints.find((e) => e.id === logOf);
  return (
    <section className="webhooks">
      <div className="toolbar">
        <h1>Webhooks</h1>
        <button type="button" className="primary" onClick={() => setForm({})}>
          Add Webhook
        </button>
      </div>
      <p className="muted webhooks-intro">
        Loadout POSTs each chosen event to the address as JSON once the change is saved, with the headers
        <code>X-Loadout-Event</code>, <code>X-Loadout-Delivery</code> and
        <code>X-Loadout-Signature: sha256=…</code> (HMAC-SHA256 of the body with the endpoint's secret). A
        receiver that fails or does not answer is tried again, waiting longer each time.
      </p>
      <div className="table-scroll">
        <table className="grid" aria-label="Webhook endpoints">
          <thead>
            <tr>
              <th scope="col">Address</th>
              <th scope="col">Events</th>
              <th scope="col">Status</th>
              <th scope="col">Waiting</th>
              <th scope="col">Failed</th>
              <th scope="col">Created</th>
              <th scope="col" aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {isPending && <EmptyRow colSpan={7} text="Loading…" />}
            {data?.endpoints.length === 0 && <EmptyRow colSpan={7} text="No webhooks yet." />}
            {data?.endpoints.map((endpoint) => (
              <EndpointRow
                key={endpoint.id}
                endpoint={endpoint}
                logShown={endpoint.id === logOf}
                onLog={() => setLogOf(endpoint.id === logOf ? null : endpoint.id)}
                onEdit={() => setForm({ editing: endpoint })}
                onSecret={setSecret}
              />
            ))}
          </tbody>
        </table>
      </div>
      {shown && <DeliveryLog endpoint={shown} />}
      {form && (
        <EndpointForm
          editing={form.editing}
          onClose={() => setForm(null)}
          onSecret={(made) => setSecret(made)}
        />
      )}
      {secret && <SecretModal url={secret.url} secret={secret.secret} onClose={() => setSecret(null)} />}
    </section>
  );
}

function EndpointRow({
  endpoint,
  logShown,
  onLog,
  onEdit,
  onSecret,
}: {
  endpoint: WebhookEndpointSummary;
  logShown: boolean;
  onLog(): void;
  onEdit(): void;
  onSecret(made: { url: string; secret: string }): void;
}) {
  const dialogs = useDialogs();
  const toggle = useToggleWebhook();
  const remove = useDeleteWebhook();
  const newSecret = useNewSecret();
  const test = useSendTest();
  const onDelete = async () => {
    if (await dialogs.confirm(`Delete the webhook to ${endpoint.url}, and its delivery log?`))
      remove.mutate(endpoint.id);
  };
  const onNewSecret = async () => {
    const ok = await dialogs.confirm(
      `Draw a new secret for ${endpoint.url}? The old one stops at once: the receiver must be given the new one.`,
    );
    if (ok)
      newSecret.mutate(endpoint.id, { onSuccess: ({ secret }) => onSecret({ url: endpoint.url, secret }) });
  };
  const onTest = () =>
    test.mutate(endpoint.id, {
      onSuccess: () => {
        if (!logShown) onLog();
      },
    });
  const name = endpoint.url;
  return (
    <tr className={endpoint.active ? undefined : 'webhook-off'}>
      <td className="webhook-url">{endpoint.url}</td>
      <td>
        {endpoint.events.map((e) => (
          <code key={e} className="webhook-event-name">
            {e}
          </code>
        ))}
      </td>
      <td>{endpoint.active ? 'Active' : 'Off'}</td>
      <td>{endpoint.queued}</td>
      <td className={endpoint.failed ? 'webhook-status-failed' : undefined}>{endpoint.failed}</td>
      <td>
        {endpoint.createdText}
        <div className="muted">{endpoint.createdBy}</div>
      </td>
      <td className="webhook-actions">
        <button type="button" aria-pressed={logShown} aria-label={`Delivery log of ${name}`} onClick={onLog}>
          Log
        </button>
        <button
          type="button"
          aria-label={`Send a test event to ${name}`}
          title={`Sends a "${WEBHOOK_TEST_EVENT}" event now`}
          disabled={test.isPending}
          onClick={onTest}
        >
          {test.isPending ? 'Sending…' : 'Send Test'}
        </button>
        <button type="button" aria-label={`Edit ${name}`} onClick={onEdit}>
          Edit
        </button>
        <button
          type="button"
          aria-label={`${endpoint.active ? 'Turn off' : 'Turn on'} ${name}`}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate({ id: endpoint.id, active: !endpoint.active })}
        >
          {endpoint.active ? 'Turn Off' : 'Turn On'}
        </button>
        <button
          type="button"
          aria-label={`New secret for ${name}`}
          disabled={newSecret.isPending}
          onClick={() => void onNewSecret()}
        >
          New Secret
        </button>
        <button
          type="button"
          className="danger"
          aria-label={`Delete ${name}`}
          disabled={remove.isPending}
          onClick={() => void onDelete()}
        >
          Delete
        </button>
      </td>
    </tr>
  );
}
