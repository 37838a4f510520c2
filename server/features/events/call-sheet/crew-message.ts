import { insertAuditNote } from '../../../platform/audit.js';
import type { SessionUser } from '../../../platform/auth/session-store.js';
import type { Db } from '../../../platform/db/types.js';
import { mailHtml } from '../../../platform/html.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import type { Mailer } from '../../../platform/mail.js';
import { mapUrlOf, prettyZonedTime, zoneOfVenue } from '../../../platform/places.js';
import { type CrewRow, findCrew, findSheetEvent, type SheetEventRow } from './queries.js';

/** The History's table name for a crew message (audit-labels.ts says it in words). */
export const CREW_MESSAGE_TABLE = 'crew_messages';

/** One tech's copy: the staff member's words, then that tech's own calls on the show, and where. */
function messageTo(e: SheetEventRow, calls: CrewRow[], from: SessionUser, words: string) {
  const c = calls[0]!;
  const zone = zoneOfVenue(e);
  const map = mapUrlOf(e.location);
  const lines = [
    `Hi ${c.nickname || c.firstName},`,
    words,
    calls
      .map((p) => `${p.role}: call ${prettyZonedTime(p.inAt, zone)}, out ${prettyZonedTime(p.outAt, zone)}`)
      .join('\n'),
    e.location ? `Where: ${e.location}${map ? `\n${map}` : ''}` : '',
    `Questions? Reply to this message.\n\nThanks,\n${from.name}`,
  ].filter(Boolean);
  return {
    kind: 'crew-message',
    to: `${c.firstName} ${c.lastName} <${c.email}>`,
    subject: `${e.showName} (bid ${e.id}): a message for the crew`,
    text: lines.join('\n\n'),
    html: mailHtml(lines),
    replyTo: `${from.name} <${from.email}>`,
    createdByUserId: from.id,
  };
}

/**
 * Writes to every confirmed technician of the event with an address, one message each (a tech on
 * two positions gets one, naming both calls), in one transaction with a History entry; the mail
 * leaves after the commit (deliver the ids answered). Nobody to write to is refused in words.
 */
export async function writeToCrew(db: Db, mailer: Mailer, user: SessionUser, eventId: number, words: string) {
  return db.transaction(async (tx) => {
    const e = await findSheetEvent(tx, eventId);
    if (!e) throw notFound(`Event ${eventId}`);
    const byTech = new Map<number, CrewRow[]>();
    for (const c of await findCrew(tx, eventId))
      if (c.email !== null) byTech.set(c.contactId, [...(byTech.get(c.contactId) ?? []), c]);
    if (!byTech.size)
      throw new AppError(
        'conflict',
        'No confirmed technician on this event has an email address, so there is nobody to write to.',
      );
    const ids: number[] = [];
    for (const calls of byTech.values()) ids.push(await mailer.enqueue(tx, messageTo(e, calls, user, words)));
    await insertAuditNote(tx, {
      table: CREW_MESSAGE_TABLE,
      rowId: null,
      eventId,
      changes: { sent_to: `${ids.length} technician${ids.length === 1 ? '' : 's'}`, message: words },
    });
    return ids;
  });
}
