import { memo } from 'react';
import type { OverviewEvent } from '../../../../contracts/flow';
import type { Commitment } from '../../../../contracts/flow-contact';
import type { FlowLine } from '../../../../contracts/flow-lines';
import type { HoverPopup, PopupSubject } from '../popups/use-hover-popup';
import {
  DAY_WIDTH,
  spanOf,
  TRAVEL_HIT_HEIGHT,
  TRAVEL_HIT_WIDTH,
  travelBox,
  travelColor,
  travelKind,
} from './geometry';
import type { RowLayout } from './layout';
import { LANE_HEIGHT, ROW_HEIGHT } from './rows';

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

/** The popup handlers of a bar: hover and keyboard focus open it, leaving closes it. */
function popupHandlers(hover: Pick<HoverPopup, 'enter' | 'leave'>, subject: PopupSubject) {
  const open = (e: { currentTarget: HTMLElement }) => hover.enter(subject, e.currentTarget);
  return { onMouseEnter: open, onFocus: open, onMouseLeave: hover.leave, onBlur: hover.leave };
}

const laneTop = (lane: number) => 4 + lane * LANE_HEIGHT;

/** What a bar over these days runs into, said in its popup; a rest conflict only on its own job. */
function conflictOver(layout: RowLayout, box: { left: number; width: number }, jobId?: number) {
  const from = Math.round(box.left / DAY_WIDTH);
  const to = from + Math.round(box.width / DAY_WIDTH) - 1;
  const hits = layout.conflicts
    .filter((k) => (k.restJobId === null ? k.from <= to && k.to >= from : k.restJobId === jobId))
    .map((k) => k.label);
  return hits.length ? hits.join(' · ') : undefined;
}

/**
 * One technician's days: commitments and unavailable days in lanes (overlaps stack, the row grows),
 * travel along the bottom, and a mark over every day booked twice or booked while unavailable, and
 * on the first day of a job that follows another too closely.
 */
export const TechTimeline = memo(function TechTimeline({
  contact,
  layout,
  range,
  hover,
}: {
  contact: FlowLine;
  layout: RowLayout;
  range: RangeInfo;
  hover: Pick<HoverPopup, 'enter' | 'leave'>;
}) {
  const techName = contact.name;
  const height = ROW_HEIGHT.tech + (layout.lanes - 1) * LANE_HEIGHT;
  return (
    <>
      {layout.away.map(({ day: d, lane }) => {
        const box = spanOf(range.start, range.days, d.visible_start_date, d.visible_end_date);
        return (
          <button
            type="button"
            key={`u${d.id}`}
            className="bar unavailable"
            style={{ left: box.left + 1, width: box.width - 2, top: laneTop(lane) }}
            aria-label={`${techName} unavailable ${d.prettyDateRange}`}
            {...popupHandlers(hover, {
              kind: 'unavailable',
              day: d,
              techName,
              conflict: conflictOver(layout, box),
            })}
          >
            Unavailable
          </button>
        );
      })}
      {layout.commitments.map(({ commitment: c, lane }) => {
        const box = spanOf(range.start, range.days, c.visible_start_date, c.visible_end_date);
        return (
          <button
            type="button"
            key={`c${c.id}`}
            className={commitmentClass(c)}
            data-event-id={c.event_id}
            data-lane={lane}
            style={{
              left: box.left + 1,
              width: box.width - 2,
              top: laneTop(lane),
              background: c.isCancelled ? undefined : c.bgColor,
              color: c.isCancelled ? undefined : c.contrastColor,
            }}
            aria-label={`${c.event_id} ${c.event.show_name}: ${c.description}`}
            {...popupHandlers(hover, {
              kind: 'commitment',
              commitment: c,
              techName,
              conflict: conflictOver(layout, box, c.id),
            })}
          >
            {/* Spec 4: a cancelled commitment has no label. */}
            {c.isCancelled ? '' : `${c.event_id} ${c.event.show_name}`}
          </button>
        );
      })}
      {contact.travelItems.map((t) => {
        const box = travelBox(range.start, t);
        // The mark is a few pixels; the button around it is wider and taller, so it can be pointed at.
        const hit = Math.max(box.width, TRAVEL_HIT_WIDTH);
        // Read on hover or focus, never pressed: an image with its description, not a button.
        return (
          <span
            key={`t${t.id}`}
            role="img"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: focus opens the trip's popup, as hovering does (spec 2.11)
            tabIndex={0}
            className={`travel-hit ${travelKind(t)}`}
            style={{ left: box.left - (hit - box.width) / 2, width: hit, top: height - TRAVEL_HIT_HEIGHT }}
            aria-label={t.formatted}
            {...popupHandlers(hover, { kind: 'travel', travel: t, techName })}
          >
            <span className="travel" style={{ width: box.width, background: travelColor(t) }} />
          </span>
        );
      })}
      {layout.conflicts.map((k) => (
        <span
          key={k.restJobId === null ? `k${k.from}` : `r${k.restJobId}`}
          className={k.restJobId === null ? 'conflict-run' : 'conflict-run rest'}
          style={{ left: k.from * DAY_WIDTH, width: (k.to - k.from + 1) * DAY_WIDTH }}
        >
          <span className="conflict-mark" role="img" aria-label={`Conflict: ${k.label}`} title={k.label}>
            !
          </span>
        </span>
      ))}
    </>
  );
});

export const openText = (n: number) => (n === 1 ? '1 open position' : `${n} open positions`);

/** One line of the event overview; each event leads with how many of its positions are still open. */
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
            // A cancelled event has no label (spec 4): its name is given here. Others read as shown.
            aria-label={e.isCancelled ? `${e.id} ${e.show_name}` : undefined}
            {...popupHandlers(hover, { kind: 'event', event: e })}
          >
            {!e.isCancelled && e.openPositions > 0 && (
              <span className="open-count" title={openText(e.openPositions)}>
                {e.openPositions}
                <span className="sr-only"> open: </span>
              </span>
            )}
            {e.isCancelled ? '' : `${e.id} ${e.show_name}`}
          </button>
        );
      })}
    </>
  );
});
