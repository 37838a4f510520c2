import type { Invitee } from '../../../../contracts/labor-invites.js';
import { findTechnicians } from '../../../domains/staffing/technicians.js';
import { prettyDateRange } from '../../../platform/dates.js';
import type { Db } from '../../../platform/db/types.js';
import { notFound } from '../../../platform/http/errors.js';
import { contactName } from '../../../platform/people.js';
import { createJsonCache, type JsonAnswer } from '../../../platform/versioned-cache.js';
import { findAwayBetween, findBookingsBetween, INVITEES_TABLES } from '../queries/invitees.js';
import { findPosition } from '../queries/positions.js';
import { dateOf } from './positions.js';

type Clash = { availability: Invitee['availability']; conflicts: string[] };
/** The worst finding decides the flag: unavailable, then committed, then tentative. */
const RANK = { available: 0, tentative: 1, committed: 2, unavailable: 3 };

/** What stands in the way of these contacts (or everyone) working [start, end], in words. */
export async function conflictsOf(
  db: Db,
  contactIds: number[] | 'all',
  start: string,
  end: string,
  positionId: number,
): Promise<Map<number, Clash>> {
  const [away, booked] = await Promise.all([
    findAwayBetween(db, contactIds, start, end),
    findBookingsBetween(db, start, end, positionId, contactIds === 'all' ? undefined : contactIds[0]),
  ]);
  const byContact = new Map<number, Clash>();
  const note = (id: number, availability: Invitee['availability'], text: string) => {
    const entry = byContact.get(id) ?? { availability, conflicts: [] };
    if (RANK[availability] > RANK[entry.availability]) entry.availability = availability;
    entry.conflicts.push(text);
    byContact.set(id, entry);
  };
  for (const d of away)
    note(
      d.contactId,
      'unavailable',
      `Unavailable ${prettyDateRange(d.startDate, d.endDate)}${d.notes ? ` (${d.notes})` : ''}`,
    );
  for (const b of booked)
    note(
      b.contactId,
      b.isTentative ? 'tentative' : 'committed',
      `${b.isTentative ? 'Tentative' : 'Confirmed'} on ${b.eventId} ${b.showName} (${prettyDateRange(b.startDate, b.endDate)})`,
    );
  return byContact;
}

/** Technicians for the invite picker: role holders first, each with their clashes on the dates. */
export async function listInvitees(db: Db, lineItemID: number | undefined): Promise<Invitee[]> {
  const position = lineItemID === undefined ? undefined : await findPosition(db, lineItemID);
  if (lineItemID !== undefined && !position) throw notFound(`Position ${lineItemID}`);
  const [techs, clashes] = await Promise.all([
    findTechnicians(db, position?.categoryId),
    position
      ? conflictsOf(db, 'all', dateOf(position.inAt), dateOf(position.outAt), position.id)
      : Promise.resolve(new Map<number, Clash>()),
  ]);
  return techs
    .map((t) => {
      const clash = clashes.get(t.id);
      return {
        id: t.id,
        name: `${t.firstName} ${t.lastName}`,
        contact_name: contactName(t),
        primary_email: t.email,
        department: t.department,
        hasRole: Boolean(t.hasRole),
        availability: clash?.availability ?? 'available',
        conflicts: clash?.conflicts ?? [],
      };
    })
    .sort(
      (a, b) =>
        Number(b.hasRole) - Number(a.hasRole) || a.contact_name.localeCompare(b.contact_name) || a.id - b.id,
    );
}

const inviteesCache = createJsonCache({ tables: INVITEES_TABLES, maxBytes: 4_000_000 });

/**
 * The invitee list as JSON text. Availability moves with every invite, answer and day off, and
 * each of those moves a table it reads, so a copy is never older than the last of them.
 */
export function inviteesJson(db: Db, lineItemID: number | undefined): Promise<JsonAnswer> {
  return inviteesCache.get(db, String(lineItemID ?? 'none'), async () => ({
    contacts: await listInvitees(db, lineItemID),
  }));
}
