import type { BodyOf, CallAnswer } from '../../../../contracts/call.js';
import {
  LOCKED_INVITE_MESSAGE,
  type laborInviteCalls,
  type Position,
} from '../../../../contracts/labor-invites.js';
import { requireContact } from '../../../domains/staffing/contacts.js';
import type { SessionUser } from '../../../platform/auth/session-store.js';
import type { Db } from '../../../platform/db/types.js';
import { AppError } from '../../../platform/http/errors.js';
import type { Mailer } from '../../../platform/mail.js';
import { mapUrlOf, prettyZonedTime, zoneOfState } from '../../../platform/places.js';
import { jobIcs, newOfferLink, saveOfferLink } from '../../offers/public.js';
import { findEvent, findPosition } from '../queries/positions.js';
import { insertInvite, linkOutbox, setPosition } from '../queries/writes.js';
import { conflictsOf } from './invitees.js';
import { buildInviteMessage } from './message.js';
import { conflict, dateOf, locked, requirePosition, toPosition } from './positions.js';

type InviteInput = BodyOf<typeof laborInviteCalls.invite>;
type Recorded =
  | { preview: string; subject: string; to: string }
  | { sent: true; item: Position; outboxMessageId: number };

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
): Promise<CallAnswer<typeof laborInviteCalls.invite>> {
  const answer = await recordInvite(db, mailer, user, input);
  if ('preview' in answer) return answer;
  const delivery = await mailer.deliver(answer.outboxMessageId);
  return { sent: true, item: answer.item, delivery: delivery.status };
}

/**
 * The position is locked for the whole check-and-write, so two staff inviting at once cannot both
 * put someone on it. An invitee away or booked on the dates is a question first: refused with
 * confirmation_required (the question in `attention`) unless the call says confirmed.
 */
function recordInvite(db: Db, mailer: Mailer, user: SessionUser, input: InviteInput): Promise<Recorded> {
  return db.transaction(async (tx): Promise<Recorded> => {
    const p = await requirePosition(tx, input.lineItemID);
    if (p.eventId !== input.eventID)
      throw new AppError('invalid_input', `Position ${p.id} is not on bid ${input.eventID}.`, {
        eventID: 'Does not match the position',
      });
    if (p.isLocked) throw locked(LOCKED_INVITE_MESSAGE);
    if (p.isCancelled) throw conflict('This show was cancelled: its positions cannot be crewed.');
    if (p.isStashed) throw conflict('This position is stashed: it cannot be crewed.');
    if (p.isResolved) throw conflict('This position is marked resolved. Un-resolve it to send an invite.');
    const row = (await findPosition(tx, p.id))!;
    if (p.contactId !== null)
      throw conflict(
        p.isTentative
          ? `${row.firstName} ${row.lastName} already has an invite for this position. Accept or decline it first.`
          : `This position is already crewed by ${row.firstName} ${row.lastName}.`,
      );
    const contact = await requireContact(tx, input.contactID);
    if (contact.kind !== 'technician')
      throw new AppError('invalid_input', 'Only technicians can be invited.', {
        contactID: 'Not a technician',
      });
    const name = `${contact.firstName} ${contact.lastName}`;
    if (!contact.email) throw conflict(`${name} has no email address on file.`);
    const start = dateOf(row.inAt);
    const end = dateOf(row.outAt);
    const event = (await findEvent(tx, p.eventId))!;
    const zone = zoneOfState(event.venueState);
    const link = newOfferLink(mailer.publicUrl);
    const message = buildInviteMessage({
      eventId: event.id,
      showName: event.showName,
      location: event.location,
      contactFirstName: contact.nickname || contact.firstName,
      contactName: name,
      contactEmail: contact.email,
      positionTitle: row.description,
      prettyLoadIn: prettyZonedTime(row.inAt, zone),
      prettyLoadOut: prettyZonedTime(row.outAt, zone),
      startDate: start,
      endDate: end,
      laborNotes: row.laborNotes,
      includesTravelDates: input.includesTravelDates,
      extraNotes: input.extraNotes,
      senderName: user.name,
      senderEmail: user.email,
      senderPhone: user.contact?.mobilePhone ?? null,
      mapUrl: mapUrlOf(event.location),
      offerUrl: link.url,
    });
    if (input.isPreview) return { preview: message.html, subject: message.subject, to: message.to };
    if (!input.confirmed) {
      const clash = (await conflictsOf(tx, [contact.id], start, end, p.id)).get(contact.id);
      if (clash) {
        const attention = `${name}: ${clash.conflicts.join('; ')}. Send the invite anyway?`;
        throw new AppError('confirmation_required', attention, undefined, { attention });
      }
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
      replyTo: message.replyTo,
      ics: jobIcs(
        { ...row, positionId: p.id, showName: event.showName, location: event.location, zone },
        'tentative',
      ),
      createdByUserId: user.id,
    });
    await linkOutbox(tx, inviteId, outboxMessageId);
    await saveOfferLink(tx, inviteId, link);
    await setPosition(tx, p.id, { contactId: contact.id, isTentative: true });
    return { sent: true, item: toPosition((await findPosition(tx, p.id))!), outboxMessageId };
  });
}
