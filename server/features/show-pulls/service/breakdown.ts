import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../../platform/db/types.js';
import { notFound } from '../../../platform/http/errors.js';

/** Spec 2.1: a category's bid items on the event grouped by description, with quantities. */
export async function breakdown(db: Db, eventId: number, categoryId: number) {
  const rows = await selectRows<{
    id: number;
    description: string;
    quantity: number;
    assigned: number;
    event_exists: boolean;
  }>(
    db,
    sql`select ei.id, ei.description, ei.qty_required as quantity,
               coalesce((select sum(a.quantity)::int from event_item_assignments a where a.event_item_id = ei.id), 0) as assigned
        from event_items ei where ei.event_id = ${eventId} and ei.category_id = ${categoryId}
        order by ei.description, ei.id`,
  );
  if (!rows.length) {
    const [e] = await selectRows<{ ok: boolean }>(
      db,
      sql`select exists(select 1 from events where id = ${eventId}) as ok`,
    );
    if (!e?.ok) throw notFound(`Event ${eventId}`);
  }
  const itemsByDescription: Record<string, { id: number; quantity: number; assignedQty: number }[]> = {};
  for (const r of rows) {
    const list = itemsByDescription[r.description] ?? [];
    list.push({ id: r.id, quantity: r.quantity, assignedQty: r.assigned });
    itemsByDescription[r.description] = list;
  }
  return { itemsByDescription };
}
