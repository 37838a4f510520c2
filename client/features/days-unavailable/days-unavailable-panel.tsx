import { useState } from 'react';
import type { DayUnavailable } from '../../../contracts/days-unavailable';
import { useDialogs } from '../../platform/dialogs';
import { EmptyRow } from '../../platform/empty-row';
import { useCurrentUser } from '../../platform/session';
import { CalendarFeedLink } from '../flow/public';
import { useDaysUnavailable, useDeleteDates } from './api';
import { DatesModal } from './dates-modal';
import './days-unavailable.css';

/**
 * The Days Unavailable panel (spec 2.9): soonest first, 400px high. Editors (staff, admins, the tech
 * on their own days) get Add Dates and an Edit button per row; others a read-only table with Type.
 */
export function DaysUnavailablePanel({ contactId }: { contactId: number }) {
  const user = useCurrentUser();
  const dialogs = useDialogs();
  const { data, error, isPending } = useDaysUnavailable(contactId);
  const remove = useDeleteDates(contactId);
  const [editing, setEditing] = useState<DayUnavailable | 'new' | null>(null);
  const canEdit = data?.canEdit ?? false;
  // Start, End, Notes, and Edit (editors) or Type (read-only viewers).
  const columns = 4;

  return (
    <section className="days-unavailable" aria-label="Days Unavailable">
      <div className="toolbar">
        <h2>Days Unavailable</h2>
        {canEdit && (
          <button type="button" className="primary" onClick={() => setEditing('new')}>
            Add Dates
          </button>
        )}
      </div>
      <div className="days-scroll">
        <table className="grid days">
          <thead>
            <tr>
              <th>Start</th>
              <th>End</th>
              {!canEdit && <th>Type</th>}
              <th>Notes</th>
              {canEdit && <th>Edit</th>}
            </tr>
          </thead>
          <tbody>
            {isPending && <EmptyRow colSpan={columns} text="Loading…" />}
            {/* A tech opening someone else's days: the server's refusal, said in place. */}
            {error && <EmptyRow colSpan={columns} text={error.message} />}
            {data && data.records.length === 0 && <EmptyRow colSpan={columns} text="No Items" />}
            {data?.records.map((r) => (
              <tr key={r.id} className={r.wasCreatedByTech ? 'by-tech' : undefined}>
                <td>{r.prettyStart}</td>
                <td>{r.prettyEnd}</td>
                {!canEdit && <td>{r.fullStatus}</td>}
                <td className="notes">{data?.notesWithheld ? '' : r.notes || '-'}</td>
                {canEdit && (
                  <td>
                    {r.canEdit ? (
                      <button
                        type="button"
                        className="link-button"
                        aria-label={`Edit ${r.prettyDateRange}`}
                        onClick={() => setEditing(r)}
                      >
                        Edit
                      </button>
                    ) : r.canDelete ? (
                      // Marked by staff after the tech declined: the tech may take it back.
                      <button
                        type="button"
                        className="link-button"
                        aria-label={`Remove ${r.prettyDateRange}`}
                        disabled={remove.isPending}
                        onClick={async () => {
                          if (await dialogs.confirm('Are you sure you want to delete these dates?'))
                            remove.mutate(r.id);
                        }}
                      >
                        Remove
                      </button>
                    ) : (
                      // Entered by staff: the tech sees who, and why they cannot change it.
                      <span className="muted">{r.fullStatus}: only staff can change it</span>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data?.notesWithheld && (
        <p className="muted small">Notes are shown only to {data.contact.name} and staff.</p>
      )}
      {/* The tech's own calendar feed (their days, positions and travel); staff may copy anyone's. */}
      {(user.canEdit || user.contact?.id === contactId) && <CalendarFeedLink contactId={contactId} />}
      {editing && (
        <DatesModal
          contactId={contactId}
          record={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
