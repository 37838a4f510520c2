import { sql } from 'drizzle-orm';
import { type Db, selectJsonRows, selectRows } from '../../../platform/db/types.js';

export interface PositionRow {
  id: number;
  lineKey: string | null;
  categoryId: number;
  categoryNumber: number;
  category: string;
  description: string;
  inAt: string;
  outAt: string;
  internalNotes: string;
  isStashed: boolean;
  isResolved: boolean;
  isTentative: boolean;
  contactId: number | null;
  contactName: string | null;
}

/** An event's positions (one, with `id`), in crew-call order. */
export const findPositions = (db: Db, eventId: number, id?: number) =>
  selectJsonRows<PositionRow>(
    db,
    sql`select p.id, p.line_key as "lineKey", p.category_id as "categoryId",
          k.category_number as "categoryNumber", k.description as category, p.description,
          p.in_at as "inAt", p.out_at as "outAt", p.internal_notes as "internalNotes",
          p.is_stashed as "isStashed", p.is_resolved as "isResolved", p.is_tentative as "isTentative",
          p.contact_id as "contactId", c.first_name || ' ' || c.last_name as "contactName"
        from positions p join categories k on k.id = p.category_id
          left join contacts c on c.id = p.contact_id
        where p.event_id = ${eventId} ${id === undefined ? sql`` : sql`and p.id = ${id}`}
        order by p.in_at, p.id`,
  );

export interface EventPlace {
  isLocked: boolean;
  venueState: string | null;
  timeZone: string | null;
}

export async function findEventPlace(db: Db, eventId: number): Promise<EventPlace | undefined> {
  const [e] = await selectRows<EventPlace>(
    db,
    sql`select is_locked as "isLocked", venue_state as "venueState", time_zone as "timeZone"
        from events where id = ${eventId}`,
  );
  return e;
}

/** Active labor categories, by number. */
export const findLaborCategories = (db: Db) =>
  selectRows<{ id: number; number: number; description: string }>(
    db,
    sql`select id, category_number as number, description from categories
        where is_labor and is_active order by category_number`,
  );
