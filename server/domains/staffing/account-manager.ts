import { sql } from 'drizzle-orm';
import type { AccountManager } from '../../../contracts/events.js';

/**
 * An event's account manager (DOMAIN: the staff member who owns the event), as the events list,
 * labor invites and the flow calendar read it: select `accountManagerColumns` from an event `e`
 * joined by `accountManagerJoin`, then map the row with `toAccountManager`.
 */
export const accountManagerJoin = sql`left join contacts am on am.id = e.account_manager_id`;
export const accountManagerColumns = sql`am.id as "amId", am.first_name as "amFirst", am.last_name as "amLast",
  am.primary_email as "amEmail", am.mobile_phone as "amPhone"`;

export interface AccountManagerRow {
  amId: number | null;
  amFirst: string | null;
  amLast: string | null;
  amEmail: string | null;
  amPhone: string | null;
}

export const toAccountManager = (r: AccountManagerRow): AccountManager | null =>
  r.amId === null
    ? null
    : { id: r.amId, name: `${r.amFirst} ${r.amLast}`, primary_email: r.amEmail, mobile_phone: r.amPhone };
