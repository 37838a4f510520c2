import type { FlowDayUnavailable, TravelItem } from '../../../contracts/flow-contact';
import { travelKind } from './geometry';

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
