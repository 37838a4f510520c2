import { useMemo } from 'react';
import { type EventTotal, laborCostCalls } from '../../../contracts/labor-cost';
import { callUrl } from '../../platform/http';
import { formatCents } from '../../platform/money';
import { type Range, useRangeCost } from './api';

/** An event's totals with the currency they are in. */
export type EventCost = EventTotal & { currency: string };

/** Each event's planned labor cost over the range, by event id (each the same object while unchanged). */
export function useEventCosts(range: Range): ReadonlyMap<number, EventCost> {
  const data = useRangeCost(range).data;
  return useMemo(
    () => new Map(data?.events.map((c) => [c.eventId, { ...c, currency: data.currency }])),
    [data],
  );
}

import './labor-cost.css';

/** An event's planned labor cost in the labor screen's event header, for staff. */
export function EventCostTotal({
  totalCents,
  unpriced,
  currency,
}: {
  totalCents: number;
  unpriced: number;
  currency: string;
}) {
  return (
    <span
      className="event-cost"
      title={unpriced ? `${unpriced} position(s) have no rate and are left out` : 'Planned labor cost'}
    >
      Labor {formatCents(totalCents, currency)}
      {unpriced > 0 && ' *'}
    </span>
  );
}

/** The labor cost of every event in the range, as CSV. */
export function RangeCsvLink({ range }: { range: Range }) {
  return (
    <a href={callUrl(laborCostCalls.rangeCsv, { query: range })} download>
      Labor cost CSV
    </a>
  );
}
