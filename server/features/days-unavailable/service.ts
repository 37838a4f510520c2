import type { BodyOf } from '../../../contracts/call.js';
import {
  DATES_INVALID_MESSAGE,
  DAYS_UNAVAILABLE_MAX_DAYS,
  DAYS_UNAVAILABLE_YEARS,
  type DayUnavailable,
  type daysUnavailableCalls,
} from '../../../contracts/days-unavailable.js';
import { findContact, requireContact } from '../../domains/staffing/contacts.js';
import { canEdit } from '../../platform/auth/permissions.js';
import type { SessionUser } from '../../platform/auth/session-store.js';
import { prettyDateRange } from '../../platform/dates.js';
import type { Db } from '../../platform/db/types.js';
import { AppError, notFound, notYours } from '../../platform/http/errors.js';
import { createVersionedCache } from '../../platform/versioned-cache.js';
import { checkHeldPositions } from './held-positions.js';
import {
  deleteRecord,
  findForContact,
  findRecord,
  findSameRange,
  insertRecord,
  type RecordRow,
  updateRecord,
} from './queries.js';

const prettyDate = (iso: string) => prettyDateRange(iso, iso);

const FULL_STATUS = {
  tech: () => 'Entered by the tech',
  staff: (by: string | null) => (by ? `Entered by ${by}` : 'Entered by staff'),
  declined: (by: string | null) => (by ? `Declined an invite (entered by ${by})` : 'Declined an invite'),
};

/** Staff and admins edit any record; a technician only the ones they entered on their own days. */
const mayEditRecord = (user: SessionUser, r: RecordRow) =>
  canEdit(user.role) || (user.contact?.id === r.contactId && r.source === 'tech');

/**
 * A technician may also delete the days staff marked for them after they declined an invite: the
 * decline was theirs, and so is the choice to be offered work on those dates again.
 */
const mayDeleteRecord = (user: SessionUser, r: RecordRow) =>
  mayEditRecord(user, r) || (user.contact?.id === r.contactId && r.source === 'declined');

/** Notes are the tech's and staff's; a colleague sees the dates and the type (as on the flow calendar). */
const maySeeNotes = (user: SessionUser, contactId: number) =>
  canEdit(user.role) || user.contact?.id === contactId;

/** A record as the panel draws it for this user (the whole range is visible on the panel). */
export function toRecord(r: RecordRow, user: SessionUser): DayUnavailable {
  return {
    id: r.id,
    contact_id: r.contactId,
    start_date: r.startDate,
    end_date: r.endDate,
    notes: maySeeNotes(user, r.contactId) ? r.notes : '',
    prettyStart: prettyDate(r.startDate),
    prettyEnd: prettyDate(r.endDate),
    status: r.source,
    fullStatus: FULL_STATUS[r.source](r.createdByName),
    visible_start_date: r.startDate,
    visible_end_date: r.endDate,
    wasCreatedByTech: r.source === 'tech',
    prettyDateRange: prettyDateRange(r.startDate, r.endDate),
    canEdit: mayEditRecord(user, r),
    canDelete: mayDeleteRecord(user, r),
  };
}

/** Staff and admins add days for anyone; a technician for themselves. */
export const mayEditFor = (user: SessionUser, contactId: number) =>
  canEdit(user.role) || user.contact?.id === contactId;

/** The tables a contact's days read (test/harness/cache-tables.test.ts holds it to that). */
export const CONTACT_DAYS_TABLES = ['contacts', 'days_unavailable', 'users'] as const;

// A contact and their days as stored, whoever asks (what each reader may see is cut per request):
// two queries a read were 2.8× /healthz on PGlite (issue 36); kept, a read asks nothing.
const contactDaysCache = createVersionedCache<{
  contact: Awaited<ReturnType<typeof findContact>>;
  rows: RecordRow[];
}>({ tables: CONTACT_DAYS_TABLES, maxSize: 5000, sizeOf: (v) => 1 + v.rows.length });

export const contactDays = (db: Db, contactId: number) =>
  contactDaysCache.get(db, String(contactId), async () => {
    const contact = await findContact(db, contactId);
    return { contact, rows: contact ? await findForContact(db, contactId) : [] };
  });

/**
 * Staff read anyone's days. A technician reads every technician's, as the flow calendar shows
 * them all (notes withheld but their own); any other contact, existing or not, is 403 (issue 17.9).
 */
export async function listForContact(db: Db, user: SessionUser, contactId: number) {
  const { contact, rows } = await contactDays(db, contactId);
  if (!contact && canEdit(user.role)) throw notFound(`Contact ${contactId}`);
  if (!contact || (contact.kind !== 'technician' && !mayEditFor(user, contactId))) throw notYours();
  return {
    contact: { id: contact.id, name: `${contact.firstName} ${contact.lastName}` },
    canEdit: mayEditFor(user, contactId),
    notesWithheld: !maySeeNotes(user, contactId),
    records: rows.map((r) => toRecord(r, user)),
  };
}

/** Spec 7's datesAreInvalid: out of order, absurdly long, or outside any working life. */
export function datesAreInvalid(start: string, end: string): boolean {
  if (end < start) return true;
  if (start < DAYS_UNAVAILABLE_YEARS.first || end > DAYS_UNAVAILABLE_YEARS.last) return true;
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000;
  return days > DAYS_UNAVAILABLE_MAX_DAYS;
}

/** Spec 7: "the record, or datesAreInvalid": a refusal the form shows in spec 5's words. */
const datesInvalid = () =>
  new AppError('invalid_input', DATES_INVALID_MESSAGE, undefined, { datesAreInvalid: true });

export async function createRecord(
  db: Db,
  user: SessionUser,
  input: BodyOf<typeof daysUnavailableCalls.create>,
): Promise<{ record: DayUnavailable }> {
  const contactId = input.contactId ?? user.contact?.id;
  if (contactId === undefined)
    throw new AppError('invalid_input', 'Say whose days these are.', { contactId: 'Required' });
  if (!mayEditFor(user, contactId)) throw notYours();
  await requireContact(db, contactId);
  if (datesAreInvalid(input.startDate, input.endDate)) throw datesInvalid();
  const source = !canEdit(user.role) ? 'tech' : input.afterDeclinedInvite ? 'declined' : 'staff';
  // Writes run in a transaction, even one statement: it carries the actor to the audit trail.
  const id = await db.transaction(async (tx) => {
    await refuseSameRange(tx, contactId, input.startDate, input.endDate);
    await checkHeldPositions(tx, user, { ...input, contactId });
    return insertRecord(tx, {
      contactId,
      startDate: input.startDate,
      endDate: input.endDate,
      notes: input.notes,
      source,
      createdByUserId: user.id,
    });
  });
  return { record: toRecord((await findRecord(db, id))!, user) };
}

/**
 * The same contact with exactly these dates already: refused, so one absence is one row (a second
 * click of Save, or staff and tech marking the same trip). The contact's row is locked first, so
 * two such writes cannot both pass the check.
 */
async function refuseSameRange(tx: Db, contactId: number, start: string, end: string, exceptId?: number) {
  if (!(await findSameRange(tx, contactId, start, end, exceptId))) return;
  throw new AppError(
    'conflict',
    `${prettyDateRange(start, end)} is already marked unavailable. Edit that entry instead of adding it again.`,
    { startDate: 'Already marked', endDate: 'Already marked' },
  );
}

/** A tech gets 403 for any record not provably theirs, existing or not, so ids tell nothing (issue 17.9). */
async function requireEditable(
  db: Db,
  user: SessionUser,
  id: number,
  may: (user: SessionUser, r: RecordRow) => boolean,
) {
  const row = await findRecord(db, id);
  if (!row) throw canEdit(user.role) ? notFound(`Days unavailable ${id}`) : notYours();
  if (!may(user, row)) throw notYours();
  return row;
}

export async function changeRecord(
  db: Db,
  user: SessionUser,
  id: number,
  input: BodyOf<typeof daysUnavailableCalls.update>,
): Promise<{ record: DayUnavailable }> {
  const row = await requireEditable(db, user, id, mayEditRecord);
  if (datesAreInvalid(input.startDate, input.endDate)) throw datesInvalid();
  await db.transaction(async (tx) => {
    await refuseSameRange(tx, row.contactId, input.startDate, input.endDate, id);
    await updateRecord(tx, id, input);
  });
  return { record: toRecord((await findRecord(db, id))!, user) };
}

export async function removeRecord(db: Db, user: SessionUser, id: number): Promise<void> {
  await requireEditable(db, user, id, mayDeleteRecord);
  if (!(await db.transaction((tx) => deleteRecord(tx, id)))) throw notFound(`Days unavailable ${id}`);
}
