import type { BodyOf, CallAnswer } from '../../../contracts/call.js';
import type { AskView, crewAvailabilityCalls, RequestView } from '../../../contracts/crew-availability.js';
import { requireContact } from '../../domains/staffing/contacts.js';
import type { SessionUser } from '../../platform/auth/session-store.js';
import { addDays, prettyDateRange, prettyStampWithZone, todayIso } from '../../platform/dates.js';
import type { Db } from '../../platform/db/types.js';
import { AppError, notFound } from '../../platform/http/errors.js';
import type { Mailer } from '../../platform/mail.js';
import { newAskLink } from './links.js';
import { askMessage } from './message.js';
import {
  type AskRow,
  findAsksOf,
  findEventOf,
  findRequest,
  findRequestsEndingSince,
  insertAsk,
  insertRequest,
  linkAskOutbox,
  type RequestRow,
} from './queries.js';

/*
 * Staff's side of availability requests: ask, read the tally. A request holds no position and a
 * Yes books nothing (the picker's marks and days unavailable do not change); offers come after,
 * from the yeses (offer-yeses.ts).
 */

type CreateInput = BodyOf<typeof crewAvailabilityCalls.create>;

const conflict = (message: string) => new AppError('conflict', message);
const ORDER = { yes: 0, maybe: 1, pending: 2, no: 3 } as const;

function askView(a: AskRow): AskView {
  return {
    id: a.id,
    contactId: a.contactId,
    name: `${a.firstName} ${a.lastName}`,
    email: a.email,
    answer: a.answer,
    prettyAnsweredAt:
      a.answeredAt && a.answer !== 'pending' ? prettyStampWithZone(new Date(a.answeredAt)) : null,
  };
}

function requestView(r: RequestRow, asks: AskRow[]): RequestView {
  const mine = asks.filter((a) => a.requestId === r.id).sort((a, b) => ORDER[a.answer] - ORDER[b.answer]);
  const count = (answer: AskRow['answer']) => mine.filter((a) => a.answer === answer).length;
  return {
    id: r.id,
    startDate: r.startDate,
    endDate: r.endDate,
    prettyDateRange: prettyDateRange(r.startDate, r.endDate),
    note: r.note,
    eventId: r.eventId,
    showName: r.showName,
    sentBy: r.senderName,
    prettySentAt: prettyStampWithZone(new Date(r.createdAt)),
    tally: { yes: count('yes'), no: count('no'), maybe: count('maybe'), pending: count('pending') },
    asks: mine.map(askView),
  };
}

async function viewsOf(db: Db, rows: RequestRow[]) {
  const asks = await findAsksOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => requestView(r, asks));
}

/** Requests whose dates end on or after `since` (default a week ago), soonest first. */
export async function listRequests(db: Db, since = addDays(todayIso(), -7)) {
  return { requests: await viewsOf(db, await findRequestsEndingSince(db, since)) };
}

export async function getRequest(db: Db, id: number): Promise<RequestView> {
  const row = await findRequest(db, id);
  if (!row) throw notFound(`Availability request ${id}`);
  return (await viewsOf(db, [row]))[0]!;
}

/**
 * Records the request and one ask per technician, each with its mail in the outbox, in one
 * transaction (nothing sent for a refused request); the mail leaves after the commit.
 */
export async function createRequest(
  db: Db,
  mailer: Mailer,
  user: SessionUser,
  input: CreateInput,
): Promise<CallAnswer<typeof crewAvailabilityCalls.create>> {
  if (input.endDate < todayIso())
    throw new AppError('invalid_input', 'These dates have passed.', { endDate: 'Is in the past' });
  const { id, messages } = await db.transaction(async (tx) => {
    let show: string | null = null;
    if (input.eventId !== null) {
      const event = await findEventOf(tx, input.eventId);
      if (!event) throw notFound(`Event ${input.eventId}`);
      if (event.isCancelled) throw conflict('This show was cancelled: no one is needed for it.');
      show = `${event.showName} (bid ${event.id})`;
    }
    const people = [];
    for (const contactId of input.contactIds) {
      const c = await requireContact(tx, contactId);
      const name = `${c.firstName} ${c.lastName}`;
      if (c.kind !== 'technician')
        throw new AppError('invalid_input', `${name} is not a technician.`, {
          contactIds: 'Not a technician',
        });
      if (!c.email) throw conflict(`${name} has no email address on file.`);
      people.push({ ...c, email: c.email, name });
    }
    const requestId = await insertRequest(tx, {
      startDate: input.startDate,
      endDate: input.endDate,
      note: input.note,
      eventId: input.eventId,
      createdByUserId: user.id,
    });
    const messages: number[] = [];
    for (const c of people) {
      const link = newAskLink(mailer.publicUrl);
      const askId = await insertAsk(tx, { requestId, contactId: c.id, tokenHash: link.placeholderHash });
      const id = await mailer.enqueue(tx, {
        kind: 'availability-request',
        createdByUserId: user.id,
        ...askMessage({
          firstName: c.nickname || c.firstName,
          name: c.name,
          email: c.email,
          prettyDateRange: prettyDateRange(input.startDate, input.endDate),
          note: input.note,
          show,
          senderName: user.name,
          senderEmail: user.email,
          senderPhone: user.contact?.mobilePhone ?? null,
          askUrl: link.url,
        }),
      });
      await linkAskOutbox(tx, askId, id);
      messages.push(id);
    }
    return { id: requestId, messages };
  });
  const deliveries = await Promise.all(messages.map((m) => mailer.deliver(m)));
  const delivery = deliveries.some((d) => d.status === 'failed')
    ? 'failed'
    : deliveries.every((d) => d.status === 'sent')
      ? 'sent'
      : 'stored';
  return { item: await getRequest(db, id), delivery };
}
