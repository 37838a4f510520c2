import { useState } from 'react';
import type { EventPosition } from '../../../../contracts/event-positions';
import { useDialogs } from '../../../platform/dialogs';
import { EventSection } from '../event-section';
import { usePositions, usePositionWrite } from './api';
import { PositionEditor } from './position-editor';

/**
 * The event's crew positions for staff: add, edit, stash, resolve, remove. A locked bid's writes
 * are refused by the server, in its words; the panel says so before anyone tries.
 */
export function EventPositions({ eventId }: { eventId: number }) {
  const { data, isPending } = usePositions(eventId);
  const write = usePositionWrite(eventId);
  const dialogs = useDialogs();
  const [editing, setEditing] = useState<EventPosition | 'new' | null>(null);
  const record = editing === 'new' ? null : editing;
  const remove = async (p: EventPosition) => {
    if (await dialogs.confirm(`Remove the position ${p.description} (${p.prettyIn})?`))
      write.mutate({ kind: 'remove', positionId: p.id });
  };
  return (
    <EventSection
      className="event-positions"
      title="Crew Positions"
      addLabel="Add Position"
      onAdd={() => setEditing('new')}
      answer={data}
      isPending={isPending}
      note={data && <p className="muted">Times are the venue's local time ({data.timeZone}).</p>}
      editor={
        editing &&
        data && (
          <PositionEditor
            record={record}
            categories={data.categories}
            timeZone={data.timeZone}
            saving={write.isPending}
            onClose={() => setEditing(null)}
            onSave={(body) =>
              write.mutate(
                record ? { kind: 'update', positionId: record.id, body } : { kind: 'create', body },
                { onSuccess: () => setEditing(null) },
              )
            }
          />
        )
      }
    >
      {data?.positions.length ? (
        <table className="grid crew-table">
          <thead>
            <tr>
              <th>Line</th>
              <th>Position</th>
              <th>In</th>
              <th>Out</th>
              <th>Crew</th>
              <th>Notes</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data.positions.map((p) => (
              <tr key={p.id} className={p.isStashed ? 'stashed' : undefined}>
                <td className="nowrap" data-label="Line">
                  {p.line}
                </td>
                <td>
                  {p.description}
                  <div className="muted small">
                    {p.categoryNumber} {p.category}
                  </div>
                </td>
                <td className="nowrap" data-label="In">
                  {p.prettyIn}
                </td>
                <td className="nowrap" data-label="Out">
                  {p.prettyOut}
                </td>
                <td>
                  {p.contact ? `${p.contact.name} (${p.status})` : p.isResolved ? 'Resolved' : 'Uncrewed'}
                  {p.isStashed && <span className="badge">Stashed</span>}
                </td>
                <td className="wrap">{p.internalNotes}</td>
                <td className="nowrap actions">
                  <button type="button" onClick={() => setEditing(p)} aria-label={`Edit ${p.description}`}>
                    Edit
                  </button>
                  <button
                    type="button"
                    onClick={() => write.mutate({ kind: 'stash', positionId: p.id, stashed: !p.isStashed })}
                    aria-label={`${p.isStashed ? 'Unstash' : 'Stash'} ${p.description}`}
                  >
                    {p.isStashed ? 'Unstash' : 'Stash'}
                  </button>
                  {!p.contact && !p.isStashed && (
                    <button
                      type="button"
                      onClick={() =>
                        write.mutate({ kind: 'resolve', positionId: p.id, resolved: !p.isResolved })
                      }
                      aria-label={`${p.isResolved ? 'Unresolve' : 'Resolve'} ${p.description}`}
                    >
                      {p.isResolved ? 'Unresolve' : 'Resolve'}
                    </button>
                  )}
                  <button type="button" onClick={() => remove(p)} aria-label={`Remove ${p.description}`}>
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">No positions yet.</p>
      )}
    </EventSection>
  );
}
