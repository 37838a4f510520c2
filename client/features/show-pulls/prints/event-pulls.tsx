import { Link } from 'react-router';
import { labelsUrl, pullListUrl, useEventPulls } from '../api';

/** The event's pulls with their printed pull list (warehouse or client copy) and case labels. */
export function EventPulls({ eventId }: { eventId: number }) {
  const { data, isPending } = useEventPulls(eventId);
  return (
    <section className="event-pulls">
      <h2>Show Pulls</h2>
      {isPending ? (
        <p className="muted">Loading…</p>
      ) : (
        <table className="grid">
          <tbody>
            {data?.pulls.map((p) => (
              <tr key={p.id}>
                <td>
                  <Link to={`/show-pulls/${p.id}`}>{p.name}</Link>
                </td>
                <td>
                  <a href={pullListUrl(p.id)} target="_blank" rel="noreferrer">
                    Pull List
                  </a>
                </td>
                <td>
                  <a href={pullListUrl(p.id, true)} target="_blank" rel="noreferrer">
                    Client List
                  </a>
                </td>
                <td>
                  <a href={labelsUrl(p.id)} target="_blank" rel="noreferrer">
                    Labels
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
