import { Link } from 'react-router';
import { useDialogs } from '../../../platform/dialogs';
import { useCurrentUser } from '../../../platform/session';
import { labelsUrl, pullListUrl, useEventPulls } from '../api';
import { usePullRecordWrites } from './api';

/**
 * The event's pulls with their printed pull list (warehouse or client copy) and case labels; staff
 * add a further pull, rename or remove one (the main one stays, with its name).
 */
export function EventPulls({ eventId }: { eventId: number }) {
  const { data, isPending } = useEventPulls(eventId);
  const { canEdit } = useCurrentUser();
  const dialogs = useDialogs();
  const writes = usePullRecordWrites(eventId);
  const add = async () => {
    const name = (await dialogs.prompt('Name of the new pull (a second truck, a breakout room):'))?.trim();
    if (name) writes.add.mutate(name);
  };
  const rename = async (id: number, old: string) => {
    const name = (await dialogs.prompt(`New name for "${old}":`, old))?.trim();
    if (name && name !== old) writes.rename.mutate({ id, name });
  };
  const remove = async (id: number, name: string) => {
    if (await dialogs.confirm(`Remove the pull "${name}"? Only an empty pull can be removed.`))
      writes.remove.mutate(id);
  };
  return (
    <section className="event-pulls" aria-label="Show Pulls">
      <div className="section-head">
        <h2>Show Pulls</h2>
        {canEdit && (
          <button type="button" disabled={writes.add.isPending} onClick={() => void add()}>
            Add pull
          </button>
        )}
      </div>
      {isPending ? (
        <p className="muted">Loading…</p>
      ) : (
        <div className="table-scroll">
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
                  {canEdit && (
                    <td className="row-actions">
                      {!p.isMain && (
                        <>
                          <button
                            type="button"
                            aria-label={`Rename ${p.name}`}
                            onClick={() => void rename(p.id, p.name)}
                          >
                            Rename
                          </button>
                          <button
                            type="button"
                            aria-label={`Remove ${p.name}`}
                            onClick={() => void remove(p.id, p.name)}
                          >
                            Remove
                          </button>
                        </>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
