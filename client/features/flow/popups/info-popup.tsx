import { Link } from 'react-router';
import { eventPagePath } from '../../../platform/paths';
import { PopupFacts } from './popup-facts';
import type { HoverPopup, PopupSubject } from './use-hover-popup';

/** The event a popup is about, if any, and its title. */
function headingOf(s: PopupSubject): { eventId: number | null; title: string } {
  switch (s.kind) {
    case 'event':
      return { eventId: s.event.id, title: s.event.show_name };
    case 'commitment':
      return { eventId: s.commitment.event_id, title: s.commitment.event.show_name };
    case 'travel':
      return { eventId: s.travel.bid_id, title: s.travel.isEstimated ? 'Estimated travel' : 'Travel' };
    case 'unavailable':
      return { eventId: null, title: 'Unavailable' };
  }
}

/** The info popup of a hovered bar (spec 2.11), with 'View All Techs', which searches the event. */
export function InfoPopup({ hover, onViewAll }: { hover: HoverPopup; onViewAll(eventId: number): void }) {
  const { popup } = hover;
  if (!popup) return null;
  const s = popup.subject;
  const { eventId, title } = headingOf(s);
  const left = Math.max(8, Math.min(popup.x, window.innerWidth - 340));
  return (
    <div
      className="flow-popup"
      role="dialog"
      aria-label={eventId === null ? title : `${eventId} ${title}`}
      style={{ left, top: popup.y }}
      onMouseEnter={hover.keep}
      onMouseLeave={hover.leave}
    >
      <div className="popup-title">
        {eventId !== null && <Link to={eventPagePath(eventId)}>{eventId}</Link>} {title}
      </div>
      {'conflict' in s && s.conflict && (
        <p className="popup-conflict" role="note">
          Conflict: {s.conflict}
        </p>
      )}
      <PopupFacts subject={s} />
      {eventId !== null && (
        <button
          type="button"
          className="primary"
          onClick={() => {
            hover.close();
            onViewAll(eventId);
          }}
        >
          View All Techs
        </button>
      )}
    </div>
  );
}
