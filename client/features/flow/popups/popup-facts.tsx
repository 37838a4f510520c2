import { Link } from 'react-router';
import type { OverviewEvent } from '../../../../contracts/flow';
import type { Commitment, FlowDayUnavailable, TravelItem } from '../../../../contracts/flow-contact';
import { addDays } from '../../../platform/dates';
import { laborEventPath } from '../../../platform/paths';
import { openText } from '../grid/bars';
import { travelKind } from '../grid/geometry';
import type { PopupSubject } from './use-hover-popup';

/** The facts of a popup, by what the bar is. */
export function PopupFacts({ subject: s }: { subject: PopupSubject }) {
  switch (s.kind) {
    case 'travel':
      return <TravelFacts travel={s.travel} techName={s.techName} />;
    case 'unavailable':
      return <UnavailableFacts day={s.day} techName={s.techName} />;
    case 'commitment':
      return <CommitmentFacts commitment={s.commitment} techName={s.techName} />;
    case 'event':
      return <EventFacts event={s.event} />;
  }
}

function CommitmentFacts({ commitment: c, techName }: { commitment: Commitment; techName: string }) {
  return (
    <>
      <dl className="facts">
        <dt>Tech</dt>
        <dd>{techName}</dd>
        <dt>Position</dt>
        <dd>{c.description}</dd>
        <dt>Status</dt>
        <dd>
          {[c.isCancelled ? 'Cancelled' : c.techStatus, c.is_stashed && 'Stashed']
            .filter(Boolean)
            .join(' · ')}
        </dd>
        <dt>In</dt>
        <dd>
          {c.prettyLoadInDate}
          {!c.loadInIsConfirmed && <span className="unconfirmed"> (not confirmed)</span>}
        </dd>
        <dt>Out</dt>
        <dd>
          {c.prettyLoadOutDate}
          {!c.loadOutIsConfirmed && <span className="unconfirmed"> (not confirmed)</span>}
        </dd>
        <dt>Show</dt>
        <dd>{c.event.prettyDateRange}</dd>
        <dt>Location</dt>
        <dd>{c.event.location || '-'}</dd>
      </dl>
      <p className="popup-link">
        {/* The labor screen lists events by their show dates: a week either side of the crew's holds them. */}
        <Link
          to={laborEventPath(c.event_id, {
            start: addDays(c.visible_start_date, -7),
            end: addDays(c.visible_end_date, 7),
          })}
        >
          Open positions on the labor screen
        </Link>
      </p>
    </>
  );
}

function EventFacts({ event: e }: { event: OverviewEvent }) {
  return (
    <dl className="facts">
      <dt>Crew</dt>
      <dd>
        {e.prettyStartTimestamp} – {e.prettyEndTimestamp}
      </dd>
      <dt>Location</dt>
      <dd>{e.location || '-'}</dd>
      <dt>AM</dt>
      <dd>{e.account_manager?.name ?? '-'}</dd>
      <dt>Open</dt>
      <dd>{openText(e.openPositions)}</dd>
      {e.isCancelled && (
        <>
          <dt>Status</dt>
          <dd>Cancelled</dd>
        </>
      )}
    </dl>
  );
}

const MODE = {
  flight: 'Flight',
  drive: 'Drive',
  local: 'Local',
  other: 'Other',
  estimated: 'Estimated',
} as const;

/** "AA 1234 DFW → LAS": the carrier and its route, when the booking says so. */
const ROUTE = /^(.*?)\s*\b([A-Z]{3})\s*→\s*([A-Z]{3})\b\s*$/;

/** Where a trip goes from and to, and who carries it: from the booking's details, else the event and home. */
export function travelEnds(t: TravelItem): { from: string; to: string; carrier: string } {
  const m = ROUTE.exec(t.details);
  if (m) return { carrier: m[1] ?? '', from: m[2]!, to: m[3]! };
  const event = t.bid_id === null ? 'Elsewhere' : `Event ${t.bid_id}`;
  return t.direction === 'in'
    ? { from: 'Home', to: event, carrier: t.details }
    : { from: event, to: 'Home', carrier: t.details };
}

/** A trip's facts (spec 2.11's popup for a travel bar): mode, from, to, times, carrier where known. */
export function TravelFacts({ travel: t, techName }: { travel: TravelItem; techName: string }) {
  const ends = travelEnds(t);
  return (
    <dl className="facts">
      <dt>Tech</dt>
      <dd>{techName}</dd>
      <dt>Mode</dt>
      <dd>
        {MODE[travelKind(t)]}
        {t.isEstimated && ` (${t.isFlight ? 'flight' : t.isDrive ? 'drive' : 'travel'} not booked yet)`}
      </dd>
      <dt>From</dt>
      <dd>{ends.from}</dd>
      <dt>To</dt>
      <dd>{ends.to}</dd>
      <dt>Departs</dt>
      <dd>{t.prettyDepartureDate}</dd>
      <dt>Arrives</dt>
      <dd>{t.prettyArrivalDate}</dd>
      {ends.carrier && (
        <>
          <dt>Carrier</dt>
          <dd>{ends.carrier}</dd>
        </>
      )}
    </dl>
  );
}

/** Days unavailable: the dates, and the notes when the server sends them (editors, and the tech's own). */
export function UnavailableFacts({ day, techName }: { day: FlowDayUnavailable; techName: string }) {
  return (
    <dl className="facts">
      <dt>Tech</dt>
      <dd>{techName}</dd>
      <dt>Dates</dt>
      <dd>{day.prettyDateRange}</dd>
      {day.notes && (
        <>
          <dt>Notes</dt>
          <dd>{day.notes}</dd>
        </>
      )}
    </dl>
  );
}
