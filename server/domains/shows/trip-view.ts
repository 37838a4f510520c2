import { prettyZonedTime, zonesOfFlight } from '../../platform/places.js';

/** A trip as a tech's pages say it (My jobs, the call sheet). */
export interface TripFacts {
  id: number;
  kind: string;
  direction: 'in' | 'out';
  departsAt: string;
  arrivesAt: string;
  isEstimated: boolean;
  details: string;
}

/**
 * "Flight out to the job: AA 1234 DFW → LAS", and its times with their zone named: a flight's ends
 * are in their airports' zones; other trips in the venue's.
 */
export function tripView(t: TripFacts, venueZone: string) {
  const flight = zonesOfFlight(t.details);
  const kind = t.kind.charAt(0).toUpperCase() + t.kind.slice(1);
  return {
    id: t.id,
    summary: `${kind} ${t.direction === 'in' ? 'out to the job' : 'home'}${t.details ? `: ${t.details}` : ''}`,
    prettyDeparts: prettyZonedTime(t.departsAt, flight.from ?? venueZone),
    prettyArrives: prettyZonedTime(t.arrivesAt, flight.to ?? venueZone),
    isEstimated: t.isEstimated,
  };
}
