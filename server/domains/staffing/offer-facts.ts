import { sql } from 'drizzle-orm';
import { type Db, selectJsonRows } from '../../platform/db/types.js';

/** An invite with what a notice about it says: who, which position, which show, who sent it. */
export interface InviteFacts {
  inviteId: number;
  contactId: number;
  firstName: string;
  lastName: string;
  nickname: string | null;
  email: string | null;
  description: string;
  inAt: string;
  outAt: string;
  eventId: number;
  showName: string;
  venueState: string | null;
  timeZone: string | null;
  senderName: string | null;
  senderEmail: string | null;
}

export async function findInviteFacts(db: Db, inviteIds: number[]): Promise<InviteFacts[]> {
  if (!inviteIds.length) return [];
  return selectJsonRows<InviteFacts>(
    db,
    sql`select i.id as "inviteId", c.id as "contactId", c.first_name as "firstName", c.last_name as "lastName",
          c.nickname, c.primary_email as email, p.description, p.in_at as "inAt", p.out_at as "outAt",
          e.id as "eventId", e.show_name as "showName", e.venue_state as "venueState", e.time_zone as "timeZone",
          u.name as "senderName", u.email as "senderEmail"
        from invites i join positions p on p.id = i.position_id join contacts c on c.id = i.contact_id
        join events e on e.id = p.event_id left join users u on u.id = i.sent_by_user_id
        where i.id in ${sql.raw(`(${inviteIds.map(Math.trunc).join(',')})`)}
        order by i.id`,
  );
}
