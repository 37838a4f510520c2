import type { BodyOf, CallAnswer } from '../../../../contracts/call.js';
import {
  LOCKED_INVITE_MESSAGE,
  type laborInviteCalls,
  type Position,
} from '../../../../contracts/labor-invites.js';
import { requireContact } from '../../../domains/staffing/contacts.js';
import { jobIcs } from '../../../domains/staffing/job-ics.js';
import { newOfferLink, saveOfferLink } from '../../../domains/staffing/offer-links.js';
import { DEFAULT_REST_HOURS } from '../../../domains/staffing/rest.js';
import { insertInvite, linkOutbox, setPosition } from '../../../domains/staffing/writes.js';
import type { SessionUser } from '../../../platform/auth/session-store.js';
import type { Db } from '../../../platform/db/types.js';
import { AppError } from '../../../platform/http/errors.js';
import type { Mailer } from '../../../platform/mail.js';
import { mapUrlOf, prettyZonedTime, zoneOfVenue } from '../../../platform/places.js';
import { conflictsOf } from '../invitees/service.js';
import { type EventRow, findEvent, findPosition, type PositionRow } from '../positions/queries.js';
import { conflict, dateOf, locked, positionOf, requirePosition } from '../positions/service.js';
import { askQueuedInvite, findOpenRoundOf } from '../rounds/queries.js';
import { buildInviteMessage } from './message.js';

type InviteInput = BodyOf<typeof laborInviteCalls.invite>;
type Recorded =
  | { preview: string; subject: string; to: string }
  | { sent: true; item: Position; outboxMessageId: number };

/** Who an invite is from: its mail's signature, reply address and phone. */
export interface Sender {
  id: number | null;
  name: string;
  email: string;
  phone: string | null;
}
export const senderOf = (user: SessionUser): Sender => ({
  id: user.id,
  name: user.name,
  email: user.email,
  phone: user.contact?.mobilePhone ?? null,
});

/** A position that may be offered now, locked for the rest of the transaction. */
export interface Target {
  p: Awaited<ReturnType<typeof requirePosition>>;
  row: PositionRow;
  event: EventRow;
}

/** The rules of offering a position: live bid, unlocked, not stashed or resolved, nobody on it. */
export async function requireInvitable(tx: Db, positionId: number, eventId?: number): Promise<Target> {
  const p = await requirePosition(tx, positionId);
  if (eventId !== undefined && p.eventId !== eventId)
    throw new AppError('invalid_input', `Position ${p.id} is not on bid ${eventId}.`, {
      eventID: 'Does not match the position',
    });
  if (p.isLocked) throw locked(LOCKED_INVITE_MESSAGE);
  if (p.isCancelled) throw conflict('This show was cancelled: its positions cannot be crewed.');
  if (p.isStashed) throw conflict('This position is stashed: it cannot be crewed.');
  if (p.isResolved) throw conflict('This position is marked resolved. Un-resolve it to send an invite.');
  const row = (await findPosition(tx, p.id))!;
  const round = await findOpenRoundOf(tx, p.id);
  if (round)
    throw conflict(
      `This position is offered to ${round.asked} technicians (${round.mode === 'first' ? 'first to accept' : 'in order'}). Withdraw the offers first.`,
    );
  if (p.contactId !== null)
    throw conflict(
      p.isTentative
        ? `${row.firstName} ${row.lastName} already has an invite for this position. Accept, decline or withdraw it first.`
        : `This position is already crewed by ${row.firstName} ${row.lastName}.`,
    );
  return { p, row, event: (await findEvent(tx, p.eventId))! };
}

/** A technician with an address to mail the offer to. */
export async function requireInvitee(tx: Db, contactId: number) {
  const contact = await requireContact(tx, contactId);
  if (contact.kind !== 'technician')
    throw new AppError('invalid_input', 'Only technicians can be invited.', {
      contactID: 'Not a technician',
    });
  const name = `${contact.firstName} ${contact.lastName}`;
  if (!contact.email) throw conflict(`${name} has no email address on file.`);
  return { ...contact, email: contact.email, name };
}
export type Invitee = Awaited<ReturnType<typeof requireInvitee>>;

/** Away or booked on the position's dates: the question staff answer before sending anyway. */
export async function clashQuestion(
  tx: Db,
  t: Target,
  people: Invitee[],
  restHours: number,
): Promise<string | null> {
  const clashes = await conflictsOf(
    tx,
    people.map((c) => c.id),
    dateOf(t.row.inAt),
    dateOf(t.row.outAt),
    t.p.id,
    restHours,
  );
  const lines = people.flatMap((c) => {
    const clash = clashes.get(c.id);
    return clash ? [`${c.name}: ${clash.conflicts.join('; ')}`] : [];
  });
  return lines.length ? `${lines.join('. ')}. Send the invite anyway?` : null;
}

interface OfferOptions {
  includesTravelDates: boolean;
  extraNotes: string;
}

function messageOf(t: Target, c: Invitee, sender: Sender, o: OfferOptions, offerUrl: string) {
  const zone = zoneOfVenue(t.event);
  return buildInviteMessage({
    eventId: t.event.id,
    showName: t.event.showName,
    location: t.event.location,
    contactFirstName: c.nickname || c.firstName,
    contactName: c.name,
    contactEmail: c.email,
    positionTitle: t.row.description,
    prettyLoadIn: prettyZonedTime(t.row.inAt, zone),
    prettyLoadOut: prettyZonedTime(t.row.outAt, zone),
    startDate: dateOf(t.row.inAt),
    endDate: dateOf(t.row.outAt),
    laborNotes: t.row.laborNotes,
    includesTravelDates: o.includesTravelDates,
    extraNotes: o.extraNotes,
    senderName: sender.name,
    senderEmail: sender.email,
    senderPhone: sender.phone,
    mapUrl: mapUrlOf(t.event.location),
    offerUrl,
  });
}

/**
 * Offers the position to one technician in the caller's transaction: the invite (new, or a round's
 * queued one now asked), its mail in the outbox, its answer link. Answers the mail's outbox id
 * (deliver it after the commit). `tentative`: the position holds the tech while they answer (one
 * at a time); a first-to-accept round leaves it uncrewed until someone accepts.
 */
export async function askInvitee(
  tx: Db,
  mailer: Mailer,
  t: Target,
  c: Invitee,
  sender: Sender,
  o: OfferOptions & { tentative: boolean; roundId?: number; roundOrder?: number; queuedInviteId?: number },
): Promise<number> {
  const link = newOfferLink(mailer.publicUrl);
  const message = messageOf(t, c, sender, o, link.url);
  const inviteId =
    o.queuedInviteId ??
    (await insertInvite(tx, {
      positionId: t.p.id,
      contactId: c.id,
      sentByUserId: sender.id,
      includesTravelDates: o.includesTravelDates,
      extraNotes: o.extraNotes,
      roundId: o.roundId ?? null,
      roundOrder: o.roundOrder ?? null,
    }));
  if (o.queuedInviteId) await askQueuedInvite(tx, inviteId);
  const outboxMessageId = await mailer.enqueue(tx, {
    kind: 'invite',
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    replyTo: message.replyTo,
    ics: jobIcs(
      {
        ...t.row,
        positionId: t.p.id,
        showName: t.event.showName,
        location: t.event.location,
        zone: zoneOfVenue(t.event),
      },
      'tentative',
    ),
    ...(sender.id ? { createdByUserId: sender.id } : {}),
  });
  await linkOutbox(tx, inviteId, outboxMessageId);
  await saveOfferLink(tx, inviteId, link);
  if (o.tentative) await setPosition(tx, t.p.id, { contactId: c.id, isTentative: true });
  return outboxMessageId;
}

/**
 * Preview or send an invite. The send is recorded (invite, position, mail in the outbox) in one
 * transaction; the mail is delivered after the commit, so the invite stands even if the mail
 * server is down (the outbox retries).
 */
export async function invite(
  db: Db,
  mailer: Mailer,
  user: SessionUser,
  input: InviteInput,
  restHours = DEFAULT_REST_HOURS,
): Promise<CallAnswer<typeof laborInviteCalls.invite>> {
  const answer = await recordInvite(db, mailer, user, input, restHours);
  if ('preview' in answer) return answer;
  const delivery = await mailer.deliver(answer.outboxMessageId);
  return { sent: true, item: answer.item, delivery: delivery.status };
}

/**
 * The position is locked for the whole check-and-write, so two staff inviting at once cannot both
 * put someone on it. An invitee away or booked on the dates is a question first: refused with
 * confirmation_required (the question in `attention`) unless the call says confirmed.
 */
function recordInvite(
  db: Db,
  mailer: Mailer,
  user: SessionUser,
  input: InviteInput,
  restHours: number,
): Promise<Recorded> {
  return db.transaction(async (tx): Promise<Recorded> => {
    const t = await requireInvitable(tx, input.lineItemID, input.eventID);
    const contact = await requireInvitee(tx, input.contactID);
    const sender = senderOf(user);
    if (input.isPreview) {
      const message = messageOf(t, contact, sender, input, newOfferLink(mailer.publicUrl).url);
      return { preview: message.html, subject: message.subject, to: message.to };
    }
    if (!input.confirmed) {
      const attention = await clashQuestion(tx, t, [contact], restHours);
      if (attention) throw new AppError('confirmation_required', attention, undefined, { attention });
    }
    const outboxMessageId = await askInvitee(tx, mailer, t, contact, sender, { ...input, tentative: true });
    return { sent: true, item: await positionOf(tx, t.p.id), outboxMessageId };
  });
}
