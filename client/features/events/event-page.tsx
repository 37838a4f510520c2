import { useParams } from 'react-router';
import { eventCalls } from '../../../contracts/events';
import { AuditTrail } from '../../platform/audit-trail';
import { prettyDate } from '../../platform/dates';
import { emptyFallback } from '../../platform/helpers';
import { NotFoundPage } from '../../platform/layout/not-found-page';
import { isNotFound } from '../../platform/refusals';
import { useCurrentUser } from '../../platform/session';
import { EventComments } from '../comments/public';
import { EventPulls } from '../show-pulls/public';
import { useEvent } from './api';
import { BidItemsPanel } from './bid-items/bid-items-panel';
import { CommitmentsPanel } from './commitments/commitments-panel';
import { EventPositions } from './positions/event-positions';
import { EventTravel } from './travel/event-travel';
import './event-page.css';

/** /events/{id}: the page the show pull header links to. */
export function EventPage() {
  const raw = useParams().id;
  const id = Number(raw);
  const { data, error, isPending } = useEvent(id);
  const user = useCurrentUser();
  if (!Number.isInteger(id) || id <= 0 || isNotFound(error)) {
    return <NotFoundPage what="Event">There is no event with bid number {raw}.</NotFoundPage>;
  }
  if (error) throw error;
  if (isPending) return <p className="muted">Loading…</p>;
  const e = data.event;
  const am = e.account_manager;
  return (
    <section>
      <div className="toolbar">
        <h1>
          <span className="bid">#{e.id}</span> {e.show_name}
        </h1>
        {e.isCancelled && <span className="badge danger">Cancelled</span>}
        {e.isLocked && <span className="badge">Locked</span>}
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
      </dl>
      <EventPulls eventId={e.id} />
      {user.canEdit && <BidItemsPanel eventId={e.id} />}
      {user.canEdit && <CommitmentsPanel eventId={e.id} />}
      {user.canEdit && <EventPositions eventId={e.id} />}
      {user.canEdit && <EventTravel eventId={e.id} />}
      {user.canEdit && <EventComments eventId={e.id} />}
      {user.canEdit && <AuditTrail history={eventCalls.history} id={e.id} />}
    </section>
  );
}
