import { memo, useState } from 'react';
import { Link } from 'react-router';
import type { DeclinedInvite, LaborEvent, Position } from '../../../contracts/labor-invites';
import { type EventCost, EventCostTotal } from '../labor-cost/public';
import { reloadEvent, useCacheWriters } from './api';
import { PositionRow } from './position-row';

/** One event: refresh, id link, show name, account manager, status, location, and its positions. */
export const EventBlock = memo(function EventBlock({
  event: e,
  onInvite,
  onDeclined,
  cost,
}: {
  event: LaborEvent;
  /** The event's planned labor cost (issue 37.5), drawn in its header; kept the same object while unchanged. */
  cost?: EventCost;
  onInvite(position: Position): void;
  onDeclined(declined: DeclinedInvite): void;
}) {
  const { putEvent } = useCacheWriters();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      putEvent(await reloadEvent(e.id));
    } finally {
      setRefreshing(false);
    }
  };
  const am = e.account_manager;
  return (
    <article className="labor-event" aria-label={`${e.id} ${e.show_name}`}>
      <header>
        <button
          type="button"
          className="refresh"
          aria-label={`Refresh ${e.id}`}
          title="Refresh"
          disabled={refreshing}
          onClick={refresh}
        >
          ↻
        </button>
        <Link to={e.backboneURL} className="event-id">
          {e.id}
        </Link>
        <strong className="show">{e.show_name}</strong>
        <span className="muted">{e.prettyDateRange}</span>
        <span>
          {am ? am.primary_email ? <a href={`mailto:${am.primary_email}`}>{am.name}</a> : am.name : '-'}
        </span>
        <span className={`badge${e.isLocked ? ' danger' : ''}`}>{e.fullStatus}</span>
        <span className="muted location">{e.location}</span>
        {cost && <EventCostTotal {...cost} />}
      </header>
      <table className="grid positions">
        <thead>
          <tr>
            <th>Cat.</th>
            <th>Position</th>
            <th>Tech</th>
            <th>Status</th>
            <th>In</th>
            <th>Out</th>
            <th>Internal Notes</th>
            <th>Actions</th>
            <th>Notes</th>
          </tr>
        </thead>
        <tbody>
          {e.crewable_labor_items.map((p) => (
            <PositionRow key={p.id} position={p} onInvite={onInvite} onDeclined={onDeclined} />
          ))}
        </tbody>
      </table>
    </article>
  );
});
