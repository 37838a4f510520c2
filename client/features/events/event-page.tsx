import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { type EventDetail, eventCalls } from '../../../contracts/events';
import { AuditTrail } from '../../platform/audit-trail';
import { NotFoundPage } from '../../platform/layout/not-found-page';
import { isNotFound } from '../../platform/refusals';
import { useCurrentUser } from '../../platform/session';
import { EventComments } from '../comments/public';
import { EventPulls } from '../show-pulls/public';
import { useEvent } from './api';
import { EventHeader } from './event-header';
import './event-page.css';

interface Section {
  key: string;
  /** Drawn for staff only (their records: comments, the History). */
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
