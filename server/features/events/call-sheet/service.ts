import type { CallSheet } from '../../../../contracts/event-call-sheet.js';
import { tripView } from '../../../domains/shows/trip-view.js';
import { prettyDateRange, prettyStampWithZone } from '../../../platform/dates.js';
import type { Db } from '../../../platform/db/types.js';
import { notFound } from '../../../platform/http/errors.js';
import { mapUrlOf, prettyZonedTime, zoneOfVenue } from '../../../platform/places.js';
import { findCrew, findEventTrips, findSheetEvent } from './queries.js';

/**
 * The call sheet of an event: its confirmed crew by call time, each call in the venue's zone (named
 * on every time, so a tech flying in from another zone reads it right), and each one's trips.
 */
export async function buildCallSheet(db: Db, eventId: number): Promise<CallSheet> {
  const [e, crew, trips] = await Promise.all([
    findSheetEvent(db, eventId),
    findCrew(db, eventId),
    findEventTrips(db, eventId),
  ]);
  if (!e) throw notFound(`Event ${eventId}`);
  const zone = zoneOfVenue(e);
  return {
    event: {
      id: e.id,
      showName: e.showName,
      dateRange: prettyDateRange(e.startDate, e.endDate),
      status: e.status,
      isCancelled: e.isCancelled,
      location: e.location,
      mapUrl: mapUrlOf(e.location),
      timeZone: zone,
      accountManager: e.amName ? { name: e.amName, email: e.amEmail } : null,
    },
    crew: crew.map((c) => ({
      positionId: c.positionId,
      contactId: c.contactId,
      name: `${c.firstName} ${c.lastName}`,
      role: c.role,
      category: c.category,
      phone: c.phone,
      hasEmail: c.email !== null,
      prettyCall: prettyZonedTime(c.inAt, zone),
      prettyOut: prettyZonedTime(c.outAt, zone),
      travel: trips.filter((t) => t.contactId === c.contactId).map((t) => tripView(t, zone)),
    })),
    recipients: new Set(crew.filter((c) => c.email !== null).map((c) => c.contactId)).size,
    printedAt: prettyStampWithZone(new Date()),
  };
}
