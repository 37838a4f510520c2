import {
  type Invitee,
  type LaborEvent,
  LOCKED_INVITE_MESSAGE,
  LOCKED_RESOLVE_MESSAGE,
  type Position,
} from '../../../contracts/labor-invites.js';
import { toAccountManager } from '../../domains/staffing/account-manager.js';
import { findContact } from '../../domains/staffing/contacts.js';
import type { SessionUser } from '../../platform/auth/session-store.js';
import { prettyDateRange, prettyTimestamp, prettyWallTime } from '../../platform/dates.js';
import type { Db } from '../../platform/db/types.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import type { Mailer } from '../../platform/mail.js';
import { contactName } from '../../platform/people.js';
import { createJsonCache, type JsonAnswer } from '../../platform/versioned-cache.js';
import { buildInviteMessage } from './message.js';
import {
  answerInvite,
  type EventRow,
  findAwayBetween,
  findBookingsBetween,
  findEvent,
  findEventsBetween,
  findPendingInviteSender,
  findPosition,
  findPositionsOfEvents,
  findTechnicians,
  insertInvite,
  linkOutbox,
  lockInvite,
  lockPosition,
  type PositionRow,
  setPosition,
} from './queries.js';

const dateOf = (local: string) => local.slice(0, 10);

export function toPosition(r: PositionRow): Position {
  const start = dateOf(r.inAt);
  const end = dateOf(r.outAt);
  return {
    id: r.id,
    event_id: r.eventId,
    category_id: r.categoryId,
    category: String(r.categoryNumber),
    description: r.description,
    contact:
      r.contactId === null
        ? null
        : { id: r.contactId, name: `${r.firstName} ${r.lastName}`, primary_email: r.email },
    status: r.contactId === null ? 'Uncrewed' : r.isTentative ? 'Tentative' : 'Confirmed',
    is_tentative: r.isTentative,
    is_stashed: r.isStashed,
    labor_is_resolved: r.isResolved,
    labor_notes: r.laborNotes,
    internal_notes: r.internalNotes,
    start_date: start,
    end_date: end,
    prettyLoadInDate: prettyWallTime(r.inAt),
    prettyLoadOutDate: prettyWallTime(r.outAt),
    prettyInvitationTimestamp: r.invitedAt ? prettyTimestamp(new Date(r.invitedAt)) : '',
    prettyDateRange: prettyDateRange(start, end),
    invite_id: r.inviteAnswer === 'pending' ? r.inviteId : null,
    isLocked: r.isLocked,
  };
}

function toEvent(e: EventRow, items: Position[]): LaborEvent {
  return {
    id: e.id,
    show_name: e.showName,
    account_manager: toAccountManager(e),
    fullStatus: [e.status, e.isCancelled ? 'Cancelled' : '', e.isLocked ? 'Locked' : '']
      .filter(Boolean)
      .join(' · '),
    location: e.location,
    backboneURL: `/events/${e.id}`,
    prettyDateRange: prettyDateRange(e.startDate, e.endDate),
    isLocked: e.isLocked,
    crewable_labor_items: items,
  };
}

/** Events with positions in the range, each with its positions: two queries, whatever the count. */
export async function listEvents(db: Db, start: string, end: string): Promise<LaborEvent[]> {
  const events = await findEventsBetween(db, start, end);
  const rows = await findPositionsOfEvents(
    db,
    events.map((e) => e.id),
  );
  const byEvent = new Map<number, Position[]>();
  for (const r of rows) {
    const list = byEvent.get(r.eventId) ?? [];
    list.push(toPosition(r));
    byEvent.set(r.eventId, list);
  }
  return events.map((e) => toEvent(e, byEvent.get(e.id) ?? []));
}

/** The tables the events call reads (test/harness/cache-tables.test.ts holds it to that). */
export const LABOR_EVENTS_TABLES = ['events', 'contacts', 'positions', 'categories', 'invites'] as const;
const eventsCache = createJsonCache({ tables: LABOR_EVENTS_TABLES, maxBytes: 8_000_000 });

/**
 * The events call's answer, serialized: a month on a busy calendar is over a megabyte, built the
 * same for every staff member until one of its tables moves.
 */
export function eventsJson(db: Db, start: string, end: string): Promise<JsonAnswer> {
  return eventsCache.get(db, `${start}:${end}`, async () => ({ events: await listEvents(db, start, end) }));
}

export async function getEvent(db: Db, id: number): Promise<LaborEvent> {
  const event = await findEvent(db, id);
  if (!event) throw notFound(`Event ${id}`);
  const rows = await findPositionsOfEvents(db, [id]);
  return toEvent(event, rows.map(toPosition));
}

export async function getPosition(db: Db, id: number): Promise<Position> {
  const row = await findPosition(db, id);
  if (!row) throw notFound(`Position ${id}`);
  return toPosition(row);
}

const locked = (message: string) => new AppError('locked', message);
const conflict = (message: string) => new AppError('conflict', message);

async function requirePosition(db: Db, id: number) {
  const p = await lockPosition(db, id);
  if (!p) throw notFound(`Position ${id}`);
  return p;
}

/** What stands in the way of one contact working [start, end], in words. */
async function conflictsOf(
  db: Db,
  contactIds: number[] | 'all',
  start: string,
  end: string,
  positionId: number,
) {
  const [away, booked] = await Promise.all([
    findAwayBetween(db, contactIds, start, end),
    findBookingsBetween(db, start, end, positionId, contactIds === 'all' ? undefined : contactIds[0]),
  ]);
  const byContact = new Map<number, { availability: Invitee['availability']; conflicts: string[] }>();
  const note = (id: number, availability: Invitee['availability'], text: string) => {
    const entry = byContact.get(id) ?? { availability, conflicts: [] };
    // The worst finding decides the flag: unavailable, then committed, then tentative.
    const rank = { available: 0, tentative: 1, committed: 2, unavailable: 3 };
    if (rank[availability] > rank[entry.availability]) entry.availability = availability;
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
      : Promise.resolve(new Map()),
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

/** The tables the invitee list reads (test/harness/cache-tables.test.ts holds it to that). */
export const INVITEES_TABLES = [
  'categories',
  'contacts',
  'days_unavailable',
  'departments',
  'events',
  'invites',
  'positions',
  'tech_roles',
] as const;
const inviteesCache = createJsonCache({ tables: INVITEES_TABLES, maxBytes: 4_000_000 });

/**
 * The invitee list as JSON text. Availability moves with every invite, answer and day off, and
 * each of those moves a table above, so a copy is never older than the last of them.
 */
export function inviteesJson(db: Db, lineItemID: number | undefined): Promise<JsonAnswer> {
  return inviteesCache.get(db, String(lineItemID ?? 'none'), async () => ({
    contacts: await listInvitees(db, lineItemID),
  }));
}

export interface InviteInput {
  lineItemID: number;
  eventID: number;
  isPreview: boolean;
  includesTravelDates: boolean;
  contactID: number;
  extraNotes: string;
  confirmed: boolean;
}

export type InviteAnswer =
  | { preview: string; subject: string; to: string }
  | { sent: true; item: Position; outboxMessageId: number }
  | { attention: string };

/**
 * Preview or send an invite. The position is locked for the whole check-and-write, so two staff
 * inviting at once cannot both put someone on it; the mail is recorded in the same transaction and
 * delivered by the caller after the commit.
 */
export async function invite(
  db: Db,
  mailer: Mailer,
  user: SessionUser,
  input: InviteInput,
): Promise<InviteAnswer> {
  return db.transaction(async (tx) => {
    const p = await requirePosition(tx, input.lineItemID);
    if (p.eventId !== input.eventID)
      throw new AppError('invalid_input', `Position ${p.id} is not on bid ${input.eventID}.`, {
        eventID: 'Does not match the position',
      });
    if (p.isLocked) throw locked(LOCKED_INVITE_MESSAGE);
    if (p.isStashed) throw conflict('This position is stashed: it cannot be crewed.');
    if (p.isResolved) throw conflict('This position is marked resolved. Un-resolve it to send an invite.');
    const row = (await findPosition(tx, p.id))!;
    if (p.contactId !== null)
      throw conflict(
        p.isTentative
          ? `${row.firstName} ${row.lastName} already has an invite for this position. Accept or decline it first.`
          : `This position is already crewed by ${row.firstName} ${row.lastName}.`,
      );
    const contact = await findContact(tx, input.contactID);
    if (!contact) throw notFound(`Contact ${input.contactID}`);
    if (contact.kind !== 'technician')
      throw new AppError('invalid_input', 'Only technicians can be invited.', {
        contactID: 'Not a technician',
      });
    const name = `${contact.firstName} ${contact.lastName}`;
    if (!contact.email) throw conflict(`${name} has no email address on file.`);
    const start = dateOf(row.inAt);
    const end = dateOf(row.outAt);
    const event = (await findEvent(tx, p.eventId))!;
    const message = buildInviteMessage({
      eventId: event.id,
      showName: event.showName,
      location: event.location,
      contactFirstName: contact.nickname || contact.firstName,
      contactName: name,
      contactEmail: contact.email,
      positionTitle: row.description,
      prettyLoadIn: prettyWallTime(row.inAt),
      prettyLoadOut: prettyWallTime(row.outAt),
      startDate: start,
      endDate: end,
      laborNotes: row.laborNotes,
      includesTravelDates: input.includesTravelDates,
      extraNotes: input.extraNotes,
      senderName: user.name,
      senderEmail: user.email,
    });
    if (input.isPreview) return { preview: message.html, subject: message.subject, to: message.to };
    if (!input.confirmed) {
      const clash = (await conflictsOf(tx, [contact.id], start, end, p.id)).get(contact.id);
      if (clash) return { attention: `${name}: ${clash.conflicts.join('; ')}. Send the invite anyway?` };
    }
    const inviteId = await insertInvite(tx, {
      positionId: p.id,
      contactId: contact.id,
      sentByUserId: user.id,
      includesTravelDates: input.includesTravelDates,
      extraNotes: input.extraNotes,
    });
    const outboxMessageId = await mailer.enqueue(tx, {
      kind: 'invite',
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      createdByUserId: user.id,
    });
    await linkOutbox(tx, inviteId, outboxMessageId);
    await setPosition(tx, p.id, { contactId: contact.id, isTentative: true });
    return { sent: true, item: toPosition((await findPosition(tx, p.id))!), outboxMessageId };
  });
}

async function requirePendingInvite(db: Db, id: number) {
  const found = await lockInvite(db, id);
  if (!found) throw notFound(`Invite ${id}`);
  const { invite: inv, position: p } = found;
  if (p.isLocked) throw locked(LOCKED_INVITE_MESSAGE);
  if (inv.answer !== 'pending') throw conflict(`This invite was already ${inv.answer}.`);
  return found;
}

/** Staff record that the tech said yes: the position is confirmed. */
export async function accept(db: Db, user: SessionUser, inviteId: number): Promise<Position> {
  return db.transaction(async (tx) => {
    const { position: p } = await requirePendingInvite(tx, inviteId);
    await answerInvite(tx, inviteId, 'accepted', user.id);
    await setPosition(tx, p.id, { isTentative: false });
    return toPosition((await findPosition(tx, p.id))!);
  });
}

/** Staff record that the tech said no: the position is uncrewed again. */
export async function decline(db: Db, user: SessionUser, inviteId: number) {
  return db.transaction(async (tx) => {
    const { invite: inv, position: p } = await requirePendingInvite(tx, inviteId);
    const before = (await findPosition(tx, p.id))!;
    await answerInvite(tx, inviteId, 'declined', user.id);
    await setPosition(tx, p.id, { contactId: null, isTentative: false });
    return {
      item: toPosition((await findPosition(tx, p.id))!),
      declined: {
        contactId: inv.contactId,
        contactName: `${before.firstName} ${before.lastName}`,
        startDate: dateOf(before.inAt),
        endDate: dateOf(before.outAt),
      },
    };
  });
}

/** Mark an uncrewed position filled another way (or not): it then offers no Send Invite. */
export async function setResolved(db: Db, positionId: number, resolved: boolean): Promise<Position> {
  return db.transaction(async (tx) => {
    const p = await requirePosition(tx, positionId);
    if (p.isLocked) throw locked(LOCKED_RESOLVE_MESSAGE);
    if (p.isStashed) throw conflict('This position is stashed.');
    if (resolved && p.contactId !== null) throw conflict('Only an uncrewed position can be marked resolved.');
    await setPosition(tx, p.id, { isResolved: resolved });
    return toPosition((await findPosition(tx, p.id))!);
  });
}

export async function setNotes(db: Db, positionId: number, notes: string): Promise<Position> {
  return db.transaction(async (tx) => {
    const p = await requirePosition(tx, positionId);
    if (p.isLocked) throw locked(LOCKED_INVITE_MESSAGE);
    await setPosition(tx, p.id, { laborNotes: notes });
    return toPosition((await findPosition(tx, p.id))!);
  });
}

/** "Sent by Sam Staff on Nov 23, 2026, 4:37 PM": who put the position on tentative. */
export async function tentativeInfo(db: Db, positionId: number): Promise<string> {
  if (!(await findPosition(db, positionId))) throw notFound(`Position ${positionId}`);
  const sender = await findPendingInviteSender(db, positionId);
  if (!sender) throw conflict('This position is not tentative.');
  return `${sender.sender ?? 'Someone'} on ${prettyTimestamp(new Date(sender.sentAt))}`;
}
