import { memo } from 'react';
import type { OverviewEvent } from '../../../contracts/flow';
import type { Commitment, FlowContact } from '../../../contracts/flow-contact';
import { spanOf, travelBox, travelColor, travelKind } from './geometry';
import type { HoverPopup } from './use-hover-popup';

interface RangeInfo {
  start: string;
  days: number;
}

/** Spec 4's visuals as classes: cancelled, tentative, stashed, load-in / load-out not confirmed. */
function commitmentClass(c: Commitment) {
  return [
    'bar',
    'commitment',
    c.isCancelled && 'cancelled',
    c.is_tentative && 'tentative',
    c.is_stashed && 'stashed',
    !c.loadInIsConfirmed && !c.isOutOfRangeLeft && 'load-in-unconfirmed',
    !c.loadOutIsConfirmed && !c.isOutOfRangeRight && 'load-out-unconfirmed',
    c.isOutOfRangeLeft && 'runs-left',
    c.isOutOfRangeRight && 'runs-right',
  ]
    .filter(Boolean)
    .join(' ');
}

/** One technician's days: unavailable days behind, commitments over them, travel along the bottom. */
export const TechTimeline = memo(function TechTimeline({
  contact,
  range,
  hover,
}: {
  contact: FlowContact;
  range: RangeInfo;
  hover: Pick<HoverPopup, 'enter' | 'leave'>;
}) {
  return (
    <>
      {contact.daysUnavailable.map((d) => {
        const box = spanOf(range.start, range.days, d.visible_start_date, d.visible_end_date);
        return (
          <div
            key={`u${d.id}`}
            className="bar unavailable"
            style={{ left: box.left, width: box.width }}
            title={`Unavailable ${d.prettyDateRange}${d.notes ? `: ${d.notes}` : ''}`}
          >
            Unavailable
          </div>
        );
      })}
      {contact.commitments.map((c) => {
        const box = spanOf(range.start, range.days, c.visible_start_date, c.visible_end_date);
        return (
          <button
            type="button"
            key={`c${c.id}`}
            className={commitmentClass(c)}
            data-event-id={c.event_id}
            style={{
              left: box.left + 1,
              width: box.width - 2,
              background: c.isCancelled ? undefined : c.bgColor,
              color: c.isCancelled ? undefined : c.contrastColor,
            }}
            aria-label={`${c.event_id} ${c.event.show_name}: ${c.description}`}
            onMouseEnter={(e) =>
              hover.enter({ kind: 'commitment', commitment: c, techName: contact.name }, e.currentTarget)
            }
            onFocus={(e) =>
              hover.enter({ kind: 'commitment', commitment: c, techName: contact.name }, e.currentTarget)
            }
            onMouseLeave={hover.leave}
            onBlur={hover.leave}
          >
            {/* Spec 4: a cancelled commitment has no label. */}
            {c.isCancelled ? '' : `${c.event_id} ${c.event.show_name}`}
          </button>
        );
      })}
      {contact.travelItems.map((t) => {
        const box = travelBox(range.start, t);
        return (
          <div
            key={`t${t.id}`}
            className={`travel ${travelKind(t)}`}
            style={{ left: box.left, width: box.width, background: travelColor(t) }}
            title={t.formatted}
          />
        );
      })}
    </>
  );
});

/** One line of the event overview. */
export const EventTimeline = memo(function EventTimeline({
  events,
  range,
  hover,
}: {
  events: OverviewEvent[];
  range: RangeInfo;
  hover: Pick<HoverPopup, 'enter' | 'leave'>;
}) {
  return (
    <>
      {events.map((e) => {
        const box = spanOf(range.start, range.days, e.startDate, e.endDate);
        return (
          <button
            type="button"
            key={e.id}
            className={`bar overview-event${e.isCancelled ? ' cancelled' : ''}`}
            data-event-id={e.id}
            style={{ left: box.left + 1, width: box.width - 2 }}
            aria-label={`${e.id} ${e.show_name}`}
            onMouseEnter={(ev) => hover.enter({ kind: 'event', event: e }, ev.currentTarget)}
            onFocus={(ev) => hover.enter({ kind: 'event', event: e }, ev.currentTarget)}
            onMouseLeave={hover.leave}
            onBlur={hover.leave}
          >
            {e.isCancelled ? '' : `${e.id} ${e.show_name}`}
          </button>
        );
      })}
    </>
  );
});
