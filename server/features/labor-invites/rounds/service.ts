import type { BodyOf, CallAnswer } from '../../../../contracts/call.js';
import { LOCKED_INVITE_MESSAGE, type laborInviteCalls } from '../../../../contracts/labor-invites.js';
import { liveCalls } from '../../../../contracts/live.js';
import { findContact } from '../../../domains/staffing/contacts.js';
import { enqueueClosedNotices } from '../../../domains/staffing/notices.js';
import { DEFAULT_REST_HOURS } from '../../../domains/staffing/rest.js';
import { positionReleased } from '../../../domains/staffing/webhooks.js';
import {
  answerInvite,
  closeRoundInvites,
  insertInvite,
  setPosition,
  setRound,
} from '../../../domains/staffing/writes.js';
import type { SessionUser } from '../../../platform/auth/session-store.js';
import type { Db } from '../../../platform/db/types.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import { publishLive } from '../../../platform/live/index.js';
import type { Mailer } from '../../../platform/mail.js';
import {
  askInvitee,
  clashQuestion,
  type Invitee,
  requireInvitable,
  requireInvitee,
  type Sender,
  senderOf,
} from '../invites/invite.js';
import { findEvent, findPosition } from '../positions/queries.js';
import { conflict, locked, positionOf, requirePosition } from '../positions/service.js';
import {
  findOpenInvitesOfRound,
  findRoundPosition,
  insertRound,
  lockRound,
  type RoundRow,
} from './queries.js';

/*
 * Offer rounds (issue 37.1): one position offered to several technicians. First to accept: all are
 * asked at once, the first Accept confirms (staffing's accept closes the others as filled). In
 * order: one is asked at a time, until `due_at`; a decline or the deadline moves the round on
 * (advanceRound, run at once after a decline and by the sweep for deadlines).
 */

type RoundInput = BodyOf<typeof laborInviteCalls.round>;
const minutesAfter = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

async function deliverAll(mailer: Mailer, ids: number[]) {
  for (const id of ids) await mailer.deliver(id);
}

/** Starts a round: every invitee checked first (technician, address, clashes confirmed), then asked. */
export async function startRound(
  db: Db,
  mailer: Mailer,
  user: SessionUser,
  input: RoundInput,
  restHours = DEFAULT_REST_HOURS,
  now = new Date(),
): Promise<CallAnswer<typeof laborInviteCalls.round>> {
  const { ids, positionId } = await db.transaction(async (tx) => {
    const t = await requireInvitable(tx, input.lineItemID, input.eventID);
    const people: Invitee[] = [];
    for (const id of input.contactIDs) people.push(await requireInvitee(tx, id));
    if (!input.confirmed) {
      const attention = await clashQuestion(tx, t, people, restHours);
      if (attention) throw new AppError('confirmation_required', attention, undefined, { attention });
    }
    const inOrder = input.mode === 'order';
    const roundId = await insertRound(tx, {
      positionId: t.p.id,
      mode: input.mode,
      answerMinutes: input.answerMinutes,
      includesTravelDates: input.includesTravelDates,
      extraNotes: input.extraNotes,
      createdByUserId: user.id,
      dueAt: inOrder ? minutesAfter(now, input.answerMinutes) : null,
    });
    const sender = senderOf(user);
    const ids: number[] = [];
    for (const [k, c] of people.entries()) {
      if (inOrder && k > 0) {
        await insertInvite(tx, {
          positionId: t.p.id,
          contactId: c.id,
          sentByUserId: user.id,
          includesTravelDates: input.includesTravelDates,
          extraNotes: input.extraNotes,
          roundId,
          roundOrder: k,
          answer: 'queued',
        });
        continue;
      }
      ids.push(
        await askInvitee(tx, mailer, t, c, sender, { ...input, tentative: inOrder, roundId, roundOrder: k }),
      );
    }
    return { ids, positionId: t.p.id };
  });
  const deliveries = await Promise.all(ids.map((id) => mailer.deliver(id)));
  const delivery = deliveries.some((d) => d.status === 'failed')
    ? 'failed'
    : deliveries.every((d) => d.status === 'sent')
      ? 'sent'
      : 'stored';
  return { item: await positionOf(db, positionId), delivery };
}

const senderOfRound = (r: RoundRow): Sender => ({
  id: r.senderId,
  name: r.senderName ?? 'Loadout',
  email: r.senderEmail ?? '',
  phone: r.senderPhone,
});

/**
 * Moves an in-order round on when its time is up (`now` past `due_at`): the unanswered ask runs
 * out (its tech is told), the next technician who can still be mailed is asked with a new deadline;
 * with no one left the round ends. Nothing happens to a round not due (moved meanwhile by another
 * process or answered): the locks and the re-read make each move happen once.
 */
export async function advanceRound(db: Db, mailer: Mailer, roundId: number, now = new Date()): Promise<void> {
  const positionId = await findRoundPosition(db, roundId);
  if (positionId === undefined) return;
  const ids = await db.transaction(async (tx) => {
    const p = await requirePosition(tx, positionId);
    const r = await lockRound(tx, roundId);
    if (r?.state !== 'open' || r.dueAt === null || new Date(r.dueAt) > now) return [];
    const out: number[] = [];
    const open = await findOpenInvitesOfRound(tx, roundId);
    let holder = p.contactId;
    for (const asked of open.filter((i) => i.answer === 'pending')) {
      await answerInvite(tx, asked.id, 'expired', null);
      if (holder === asked.contactId) {
        await setPosition(tx, p.id, { contactId: null, isTentative: false });
        await positionReleased(tx, p, asked.contactId);
        holder = null;
      }
      out.push(...(await enqueueClosedNotices(tx, mailer, [asked.id], 'expired', null)));
    }
    await publishLive(tx, liveCalls.laborInvites.path, 'changed', { by: null });
    // A locked bid waits (nothing may be sent on it); the round is tried again in a quarter hour.
    if (p.isLocked) {
      await setRound(tx, roundId, { dueAt: minutesAfter(now, 15) });
      return out;
    }
    const canAsk = !p.isCancelled && !p.isStashed && !p.isResolved && holder === null;
    for (const next of canAsk ? open.filter((i) => i.answer === 'queued') : []) {
      const contact = await findContact(tx, next.contactId);
      if (!contact?.email) {
        await answerInvite(tx, next.id, 'expired', null);
        continue;
      }
      const t = {
        p: { ...p, contactId: null },
        row: (await findPosition(tx, p.id))!,
        event: (await findEvent(tx, p.eventId))!,
      };
      const c = { ...contact, email: contact.email, name: `${contact.firstName} ${contact.lastName}` };
      out.push(
        await askInvitee(tx, mailer, t, c, senderOfRound(r), {
          ...r,
          tentative: true,
          queuedInviteId: next.id,
        }),
      );
      await setRound(tx, roundId, { dueAt: minutesAfter(now, r.answerMinutes) });
      return out;
    }
    await closeRoundInvites(tx, roundId, 'withdrawn', null);
    await setRound(tx, roundId, { state: 'exhausted', dueAt: null });
    return out;
  });
  await deliverAll(mailer, ids);
}

/** Staff stop a round: every open offer in it is withdrawn (those asked are told), no one else asked. */
export async function withdrawRound(db: Db, mailer: Mailer, user: SessionUser, roundId: number) {
  const positionId = await findRoundPosition(db, roundId);
  if (positionId === undefined) throw notFound(`Round ${roundId}`);
  const ids = await db.transaction(async (tx) => {
    const p = await requirePosition(tx, positionId);
    if (p.isLocked) throw locked(LOCKED_INVITE_MESSAGE);
    const r = await lockRound(tx, roundId);
    if (r?.state !== 'open') throw conflict('This round is already over.');
    const asked = await closeRoundInvites(tx, roundId, 'withdrawn', user.id);
    if (p.isTentative && p.contactId !== null) {
      await setPosition(tx, p.id, { contactId: null, isTentative: false });
      await positionReleased(tx, p, p.contactId);
    }
    await setRound(tx, roundId, { state: 'withdrawn', dueAt: null });
    return enqueueClosedNotices(tx, mailer, asked, 'withdrawn', user.id);
  });
  await deliverAll(mailer, ids);
  return positionOf(db, positionId);
}
