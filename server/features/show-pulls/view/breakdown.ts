import type { Db } from '../../../platform/db/types.js';
import { requireEvent } from '../../events/public.js';
import { findCategoryBidItems } from './queries.js';

/** Spec 2.1: a category's bid items on the event grouped by description, with quantities. */
export async function breakdown(db: Db, eventId: number, categoryId: number) {
  const rows = await findCategoryBidItems(db, eventId, categoryId);
  if (!rows.length) await requireEvent(db, eventId);
  const itemsByDescription: Record<string, { id: number; quantity: number; assignedQty: number }[]> = {};
  for (const r of rows) {
    const list = itemsByDescription[r.description] ?? [];
    list.push({ id: r.id, quantity: r.quantity, assignedQty: r.assigned });
    itemsByDescription[r.description] = list;
  }
  return { itemsByDescription };
}
