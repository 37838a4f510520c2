import { useState } from 'react';
import { Link } from 'react-router';
import type { EventDetail } from '../../../contracts/events';
import { prettyDate } from '../../platform/dates';
import { useDialogs } from '../../platform/dialogs';
import { emptyFallback } from '../../platform/helpers';
import { useCurrentUser } from '../../platform/session';
import { useSetCancelled, useSetLocked } from './api';
import { callSheetPath } from './call-sheet/api';
import { EventEditor } from './event-editor';

/** The event's name, state and facts; staff edit them, cancel or lock the show here. */
export function EventHeader({ event: e }: { event: EventDetail }) {
  const user = useCurrentUser();
  const am = e.account_manager;
  return (
    <>
      <div className="toolbar">
        <h1>
          <span className="bid">#{e.id}</span> {e.show_name}
        </h1>
        {e.isCancelled && <span className="badge danger">Cancelled</span>}
        {e.isLocked && <span className="badge">Locked</span>}
        {user.canEdit && <EventActions event={e} />}
      </div>
      <dl className="facts">
        <dt>Account Manager</dt>
        <dd>
          {am ? am.primary_email ? <a href={`mailto:${am.primary_email}`}>{am.name}</a> : am.name : '-'}
        </dd>
        <dt>Dates</dt>
        <dd>{e.prettyDateRange}</dd>
        <dt>Load In</dt>
        <dd>{prettyDate(e.loadInDate)}</dd>
        <dt>Load Out</dt>
        <dd>{prettyDate(e.loadOutDate)}</dd>
        <dt>Status</dt>
        <dd>{e.status}</dd>
        <dt>Location</dt>
        <dd>
          {emptyFallback(e.location)}
          {e.venue_state && !e.location.endsWith(e.venue_state) ? ` (${e.venue_state})` : ''}
        </dd>
        {e.time_zone && (
          <>
            <dt>Time Zone</dt>
            <dd>{e.time_zone}</dd>
          </>
        )}
      </dl>
    </>
  );
}

/**
 * Edit, Cancel / Uncancel, Lock / Unlock. A locked show's Edit and Cancel are disabled and say
 * why (as the sections' Add buttons are); Unlock is always there.
 */
function EventActions({ event: e }: { event: EventDetail }) {
  const dialogs = useDialogs();
  const [editing, setEditing] = useState(false);
  const cancel = useSetCancelled(e.id);
  const lock = useSetLocked(e.id);
  const toggleCancelled = async () => {
    const question = e.isCancelled
      ? `Reopen ${e.show_name}? It is no longer cancelled.`
      : `Cancel ${e.show_name}? Every technician booked on it is told by email.`;
    if (await dialogs.confirm(question)) cancel.mutate(!e.isCancelled);
  };
  const lockedHint = e.isLocked ? 'This bid is locked: unlock it to change it' : undefined;
  return (
    <span className="event-actions">
      <Link to={callSheetPath(e.id)}>Call sheet</Link>
      <button type="button" disabled={e.isLocked} title={lockedHint} onClick={() => setEditing(true)}>
        Edit
      </button>
      <button
        type="button"
        disabled={cancel.isPending || e.isLocked}
        title={lockedHint}
        onClick={() => void toggleCancelled()}
      >
        {e.isCancelled ? 'Uncancel' : 'Cancel event'}
      </button>
      <button type="button" disabled={lock.isPending} onClick={() => lock.mutate(!e.isLocked)}>
        {e.isLocked ? 'Unlock' : 'Lock'}
      </button>
      {editing && <EventEditor event={e} onClose={() => setEditing(false)} />}
    </span>
  );
}
