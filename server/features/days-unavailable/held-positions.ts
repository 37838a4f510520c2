import { sql } from 'drizzle-orm';
import { canEdit } from '../../platform/auth/permissions.js';
import type { SessionUser } from '../../platform/auth/session-store.js';
import { prettyDateRange } from '../../platform/dates.js';
import { outboxMessages } from '../../platform/db/schema/outbox.js';
import { type Db, selectRows } from '../../platform/db/types.js';
import { AppError } from '../../platform/http/errors.js';

interface HeldRow {
  positionId: number;
  description: string;
  eventId: number;
  showName: string;
  isTentative: boolean;
  start: string;
  end: string;
  bookerName: string | null;
  bookerEmail: string | null;
}

/** The positions (confirmed or tentative) the contact holds on any of these days, with who booked them. */
const findHeld = (db: Db, contactId: number, start: string, end: string) =>
  selectRows<HeldRow>(
    db,
    sql`select p.id as "positionId", p.description, e.id as "eventId", e.show_name as "showName",
          p.is_tentative as "isTentative", p.in_at::date::text as start, p.out_at::date::text as "end",
          coalesce(u.name, am.first_name || ' ' || am.last_name) as "bookerName",
          coalesce(u.email, am.primary_email) as "bookerEmail"
        from positions p join events e on e.id = p.event_id
        left join lateral (select i.sent_by_user_id from invites i where i.position_id = p.id
          and i.contact_id = p.contact_id order by i.id desc limit 1) inv on true
        left join users u on u.id = inv.sent_by_user_id
        left join contacts am on am.id = e.account_manager_id
        where p.contact_id = ${contactId} and not p.is_stashed and not e.is_cancelled
          and p.in_at < (${end}::date + 1)::timestamp and p.out_at >= ${start}::timestamp
        order by p.in_at, p.id`,
  );

/**
 * Issue 22.5: a tech adding days unavailable over work they hold is asked first (409
 * confirmation_required, the question in `attention`); once they confirm, whoever booked each
 * position hears of it, by a message written in the same transaction as the days.
 */
export async function checkHeldPositions(
  tx: Db,
  user: SessionUser,
  input: { contactId: number; startDate: string; endDate: string; confirmed: boolean },
): Promise<void> {
  if (canEdit(user.role)) return; // staff entering days see the calendar themselves
  const held = await findHeld(tx, input.contactId, input.startDate, input.endDate);
  if (held.length === 0) return;
  const list = held.map((h) => `${h.description} on ${h.showName} (${prettyDateRange(h.start, h.end)})`);
  if (!input.confirmed) {
    const attention = `You are booked on these dates: ${list.join('; ')}. Add the days unavailable anyway? The person who booked you will be told.`;
    throw new AppError('confirmation_required', attention, undefined, { attention });
  }
  const days = prettyDateRange(input.startDate, input.endDate);
  for (const [i, h] of held.entries()) {
    if (!h.bookerEmail) continue;
    const text = `${user.name} marked ${days} as days unavailable, over the ${h.isTentative ? 'tentative' : 'confirmed'} position ${list[i]} (bid ${h.eventId}).\n\nFind a replacement or talk to them: the position is still theirs.`;
    await tx.insert(outboxMessages).values({
      kind: 'crew-conflict',
      toAddress: h.bookerName ? `${h.bookerName} <${h.bookerEmail}>` : h.bookerEmail,
      subject: `${user.name} is unavailable during ${h.showName}`,
      textBody: text,
      // Sent by the mail sweep (the days' service has no mailer); kept in the Outbox meanwhile.
      status: 'queued',
      createdByUserId: user.id ?? null,
    });
  }
}
