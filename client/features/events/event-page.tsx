import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { type EventDetail, eventCalls } from '../../../contracts/events';
import { AuditTrail } from '../../platform/audit-trail';
import { NotFoundPage } from '../../platform/layout/not-found-page';
import { isNotFound } from '../../platform/refusals';
import { useCurrentUser } from '../../platform/session';
import { EventComments } from '../comments/public';
import { EventLaborCost } from '../labor-cost/public';
import { EventPulls } from '../show-pulls/public';
import { useEvent } from './api';
import { BidItemsPanel } from './bid-items/bid-items-panel';
import { CommitmentsPanel } from './commitments/commitments-panel';
import { EventHeader } from './event-header';
import './event-page.css';
import { EventPositions } from './positions/event-positions';
import { EventTravel } from './travel/event-travel';

interface Section {
  key: string;
  /** Drawn for staff only (their records: the show's lines, crew, travel, comments, the History). */
  staffOnly?: boolean;
  Panel: ComponentType<{ event: EventDetail }>;
}

/**
 * The event page's panels, top to bottom: each in its own file, one line here. The records staff
 * keep on a show (bid items, commitments, crew positions, travel) join this list beside the pulls.
 */
const SECTIONS: Section[] = [
  { key: 'header', Panel: EventHeader },
  { key: 'pulls', Panel: ({ event }) => <EventPulls eventId={event.id} /> },
  { key: 'bid-items', staffOnly: true, Panel: ({ event }) => <BidItemsPanel eventId={event.id} /> },
  { key: 'commitments', staffOnly: true, Panel: ({ event }) => <CommitmentsPanel eventId={event.id} /> },
  { key: 'positions', staffOnly: true, Panel: ({ event }) => <EventPositions eventId={event.id} /> },
  { key: 'travel', staffOnly: true, Panel: ({ event }) => <EventTravel eventId={event.id} /> },
  { key: 'labor-cost', staffOnly: true, Panel: ({ event }) => <EventLaborCost eventId={event.id} /> },
  { key: 'comments', staffOnly: true, Panel: ({ event }) => <EventComments eventId={event.id} /> },
  {
    key: 'history',
    staffOnly: true,
    Panel: ({ event }) => <AuditTrail history={eventCalls.history} id={event.id} />,
  },
];

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
  return (
    <section className="event-page">
      {SECTIONS.filter((s) => !s.staffOnly || user.canEdit).map(({ key, Panel }) => (
        <Panel key={key} event={data.event} />
      ))}
    </section>
  );
}
