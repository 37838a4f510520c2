import type { OfferFacts } from '../../../contracts/offers.js';
import { dateOf, prettyDateRange } from '../../platform/dates.js';
import { mapUrlOf, prettyZonedTime, wallToInstant, zoneOfVenue } from '../../platform/places.js';
import type { OfferRow } from './queries.js';

/** The venue's zone, else TIME_ZONE: every time a tech reads carries it. */
export const zoneOf = (r: Pick<OfferRow, 'venueState' | 'timeZone'>) => zoneOfVenue(r);

/** The offer as the page, the messages and My jobs show it. */
export function offerView(r: OfferRow): OfferFacts {
  const zone = zoneOf(r);
  return {
    inviteId: r.inviteId,
    positionId: r.positionId,
    eventId: r.eventId,
    showName: r.showName,
    position: r.description,
    location: r.location,
    mapUrl: mapUrlOf(r.location),
    prettyIn: prettyZonedTime(r.inAt, zone),
    prettyOut: prettyZonedTime(r.outAt, zone),
    prettyDateRange: prettyDateRange(dateOf(r.inAt), dateOf(r.outAt)),
    startDate: dateOf(r.inAt),
    endDate: dateOf(r.outAt),
    sentBy: r.senderName,
    sentByPhone: r.senderPhone,
    notes: [r.laborNotes, r.extraNotes].filter(Boolean).join('\n\n'),
  };
}

/** Has the position started (its crew call passed at the venue)? Then its offer is closed. */
export const hasStarted = (r: Pick<OfferRow, 'inAt' | 'venueState' | 'timeZone'>, now = new Date()) =>
  wallToInstant(r.inAt, zoneOf(r)).getTime() <= now.getTime();

export const techName = (r: Pick<OfferRow, 'firstName' | 'lastName'>) => `${r.firstName} ${r.lastName}`;
