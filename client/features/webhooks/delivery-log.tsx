import type { WebhookDelivery, WebhookEndpointSummary } from '../../../contracts/webhooks';
import { EmptyRow } from '../../platform/empty-row';
import { useDeliveries, useRetryDelivery } from './api';

const STATUS_TEXT: Record<WebhookDelivery['status'], string> = {
  queued: 'Waiting',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** One endpoint's deliveries, newest first: how each went, and Retry for one not delivered. */
export function DeliveryLog({ endpoint }: { endpoint: WebhookEndpointSummary }) {
  const { data, isPending, refetch, isFetching } = useDeliveries(endpoint.id);
  const retry = useRetryDelivery();
  return (
    <section className="webhook-log" aria-label={`Deliveries to ${endpoint.url}`}>
      <div className="toolbar">
        <h2>
          Deliveries to <span className="webhook-url">{endpoint.url}</span>
        </h2>
        <button type="button" onClick={() => void refetch()} disabled={isFetching}>
          Refresh
        </button>
      </div>
      <div className="table-scroll">
        <table className="grid" aria-label="Delivery log">
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Status</th>
              <th scope="col">Attempts</th>
              <th scope="col">Last answer</th>
              <th scope="col">Queued</th>
              <th scope="col">Last try</th>
              <th scope="col" aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {isPending && <EmptyRow colSpan={7} text="Loading…" />}
            {data?.deliveries.length === 0 && <EmptyRow colSpan={7} text="Nothing sent yet." />}
            {data?.deliveries.map((d) => (
              <tr key={d.id} data-status={d.status}>
                <td>
                  <code>{d.event}</code>
                </td>
                <td className={`webhook-status webhook-status-${d.status}`}>
                  {STATUS_TEXT[d.status]}
                  {d.status === 'queued' && d.nextAttemptText && (
                    <span className="muted"> (next {d.nextAttemptText})</span>
                  )}
                </td>
                <td>{d.attempts}</td>
                <td className="webhook-error">
                  {d.lastError ?? (d.lastStatus !== null ? `Answered ${d.lastStatus}` : '')}
                </td>
                <td>{d.createdText}</td>
                <td>{d.lastAttemptText ?? <span className="muted">Not yet</span>}</td>
                <td>
                  {d.status !== 'delivered' && (
                    <button
                      type="button"
                      aria-label={`Retry delivery ${d.id}`}
                      disabled={retry.isPending}
                      onClick={() => retry.mutate(d.id)}
                    >
                      Retry
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
