import type { QueryOf } from '../../../../contracts/call.js';
import type { Invitee, laborInviteCalls } from '../../../../contracts/labor-invites.js';
import type { BusyEntry } from '../../../../contracts/labor-invites-availability.js';
import { groupByContact } from '../../../domains/staffing/by-contact.js';
import {
  DEFAULT_REST_HOURS,
  lookAroundDays,
  type RestJob,
  restConflictsOf,
} from '../../../domains/staffing/rest.js';
import { findTechnicians } from '../../../domains/staffing/technicians.js';
import { canEdit } from '../../../platform/auth/permissions.js';
import type { SessionUser } from '../../../platform/auth/session-store.js';
import { prettyDateRange } from '../../../platform/dates.js';
import type { Db } from '../../../platform/db/types.js';
import { notFound } from '../../../platform/http/errors.js';
import { contactName } from '../../../platform/people.js';
import { createJsonCache, type JsonAnswer } from '../../../platform/versioned-cache.js';
import { findPosition } from '../positions/queries.js';
import { dateOf } from '../positions/service.js';
import {
  type BusyRow,
  findBusyBetween,
  findRestNeighbours,
  findRoles,
  type NearJob,
  type NearTrip,
} from './availability-queries.js';
import { INVITEES_TABLES } from './queries.js';

type Clash = { availability: Invitee['availability']; conflicts: string[]; busy: BusyEntry[] };
/**
 * The worst finding decides the flag: unavailable, then committed (booked, travelling), then
 * tentative. A job too close before or after (rest, travel time) is a commitment in the way.
 */
const RANK = { available: 0, tentative: 1, committed: 2, unavailable: 3 };
const FLAG = {
  booked: 'committed',
  travel: 'committed',
  rest: 'committed',
  arrival: 'committed',
  tentative: 'tentative',
  unavailable: 'unavailable',
} as const;

/** One finding in words: "Confirmed on 24100 Acme Gala (Dec 4 – 6, 2026)", "Unavailable Dec 3 – 5 (Vacation)". */
function describe(b: BusyRow, showNotes: boolean): string {
  const range = prettyDateRange(b.startDate, b.endDate);
  if (b.kind === 'rest' || b.kind === 'arrival') return b.text;
  if (b.kind === 'unavailable') return `Unavailable ${range}${showNotes && b.text ? ` (${b.text})` : ''}`;
  if (b.kind === 'travel')
    return `Travelling ${range}${b.eventId ? ` for ${b.eventId}` : ''}${b.text ? `: ${b.text}` : ''}`;
  return `${b.kind === 'tentative' ? 'Tentative' : 'Confirmed'} on ${b.eventId} ${b.text} (${range})`;
}

/**
 * The jobs that leave too little rest or travel time around the position offered, per contact
 * (the rule of domains/staffing/rest.ts, the flow calendar's too): "8 h rest after 24100 Acme
 * Gala (needs 10 h)", each with the other job's dates.
 */
async function restClashes(
  db: Db,
  contactIds: number[] | 'all',
  positionId: number,
  restHours: number,
): Promise<BusyRow[]> {
  const near = await findRestNeighbours(
    db,
    positionId,
    lookAroundDays(restHours),
    contactIds === 'all' ? undefined : contactIds,
  );
  if (!near.position) return [];
  const candidate: RestJob = near.position;
  const trips = groupByContact<NearTrip>(near.trips);
  const out: BusyRow[] = [];
  for (const [contactId, jobs] of groupByContact<NearJob>(near.jobs)) {
    for (const c of restConflictsOf(candidate, jobs, trips.get(contactId) ?? [], restHours))
      out.push({
        contactId,
        kind: c.kind,
        eventId: c.other.eventId,
        text: c.text,
        startDate: dateOf(c.other.inAt),
        endDate: dateOf(c.other.outAt),
      });
  }
  return out;
}

/**
 * What stands in the way of these contacts (or everyone) working [start, end], in words: one
 * statement over every kind (queries/availability.ts). Notes of days unavailable are said only to
 * those who may read them (staff; the invite's own question is always asked by staff). Asked for
 * a position (positionId), also the jobs too close before or after it for rest or travel.
 */
export async function conflictsOf(
  db: Db,
  contactIds: number[] | 'all',
  start: string,
  end: string,
  positionId: number,
  restHours: number,
  showNotes = true,
): Promise<Map<number, Clash>> {
  const [rows, rest] = await Promise.all([
    findBusyBetween(db, start, end, {
      exceptPositionId: positionId,
      contactIds: contactIds === 'all' ? undefined : contactIds,
    }),
    positionId ? restClashes(db, contactIds, positionId, restHours) : Promise.resolve([]),
  ]);
  const byContact = new Map<number, Clash>();
  for (const b of [...rows, ...rest]) {
    const entry = byContact.get(b.contactId) ?? { availability: 'available', conflicts: [], busy: [] };
    if (RANK[FLAG[b.kind]] > RANK[entry.availability]) entry.availability = FLAG[b.kind];
    const text = describe(b, showNotes);
    entry.conflicts.push(text);
    entry.busy.push({ kind: b.kind, eventId: b.eventId, startDate: b.startDate, endDate: b.endDate, text });
    byContact.set(b.contactId, entry);
  }
  return byContact;
}

/** Technicians for the invite picker: role holders first, each with their roles and clashes on the dates. */
export async function listInvitees(db: Db, lineItemID: number | undefined, restHours = DEFAULT_REST_HOURS) {
  const position = lineItemID === undefined ? undefined : await findPosition(db, lineItemID);
  if (lineItemID !== undefined && !position) throw notFound(`Position ${lineItemID}`);
  const [techs, roles, clashes] = await Promise.all([
    findTechnicians(db, position?.categoryId),
    findRoles(db),
    position
      ? conflictsOf(db, 'all', dateOf(position.inAt), dateOf(position.outAt), position.id, restHours)
      : Promise.resolve(new Map<number, Clash>()),
  ]);
  const contacts: Invitee[] = techs
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
        roleIds: roles.byContact.get(t.id) ?? [],
      };
    })
    .sort(
      (a, b) =>
        Number(b.hasRole) - Number(a.hasRole) || a.contact_name.localeCompare(b.contact_name) || a.id - b.id,
    );
  return { contacts, roles: roles.names };
}

const inviteesCache = createJsonCache({ tables: INVITEES_TABLES, maxBytes: 4_000_000 });

/**
 * The invitee list as JSON text. Availability moves with every invite, answer, day off and trip,
 * and each of those moves a table it reads, so a copy is never older than the last of them.
 */
export function inviteesJson(
  db: Db,
  lineItemID: number | undefined,
  restHours = DEFAULT_REST_HOURS,
): Promise<JsonAnswer> {
  return inviteesCache.get(db, `${lineItemID ?? 'none'}:${restHours}`, () =>
    listInvitees(db, lineItemID, restHours),
  );
}

/**
 * GET /labor-invites/availability: every technician with something on the dates, and what; with
 * the position being crewed (exceptPositionId), also the jobs too close to it for rest or travel.
 */
export async function listAvailability(
  db: Db,
  user: SessionUser,
  q: QueryOf<typeof laborInviteCalls.availability>,
  restHours = DEFAULT_REST_HOURS,
) {
  const clashes = await conflictsOf(
    db,
    'all',
    q.startDate,
    q.endDate,
    q.exceptPositionId ?? 0,
    restHours,
    canEdit(user.role),
  );
  return {
    contacts: [...clashes].map(([id, c]) => ({ id, busy: c.busy })),
  };
}

const availabilityCache = createJsonCache({ tables: INVITEES_TABLES, maxBytes: 4_000_000 });

/**
 * The availability answer as JSON text, kept as the invitee list is (every write that moves it
 * moves a table it reads). The picker asks it at each opening: built, it took about 90 ms on the
 * large data; kept, it is sent as it is. Notes of days off are for staff: the key says who asks.
 */
export function availabilityJson(
  db: Db,
  user: SessionUser,
  q: QueryOf<typeof laborInviteCalls.availability>,
  restHours = DEFAULT_REST_HOURS,
): Promise<JsonAnswer> {
  const key = [q.startDate, q.endDate, q.exceptPositionId ?? 0, restHours, canEdit(user.role)].join(':');
  return availabilityCache.get(db, key, () => listAvailability(db, user, q, restHours));
}
