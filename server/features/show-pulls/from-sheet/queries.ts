import { sql } from 'drizzle-orm';
import { insertAuditNote } from '../../../platform/audit.js';
import { type Db, selectRows } from '../../../platform/db/types.js';

/** The quantity of each category's own line on the pull (custom lines are lines of their own). */
export async function findOwnLineQuantities(db: Db, pullId: number): Promise<Map<number, number>> {
  const rows = await selectRows<{ category_id: number; quantity: number }>(
    db,
    sql`select category_id, quantity from show_pull_items where show_pull_id = ${pullId} and not is_custom`,
  );
  return new Map(rows.map((r) => [r.category_id, r.quantity]));
}

export async function findPullName(db: Db, pullId: number): Promise<string | undefined> {
  const [row] = await selectRows<{ name: string }>(db, sql`select name from show_pulls where id = ${pullId}`);
  return row?.name;
}

/**
 * One entry in the event's History saying where the lines came from: the trigger writes one per
 * line, and only the write knows they were one sheet added N times. Same transaction, same author.
 */
export async function insertSheetAuditEntry(
  tx: Db,
  pull: { id: number; eventId: number; name: string },
  note: string,
): Promise<void> {
  await insertAuditNote(tx, {
    table: 'show_pull_sheet_additions',
    rowId: pull.id,
    eventId: pull.eventId,
    changes: { name: pull.name, note },
  });
}
