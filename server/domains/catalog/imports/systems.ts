import { inArray, sql } from 'drizzle-orm';
import { type Db, selectJsonRows } from '../../../platform/db/types.js';
import { column } from '../../../platform/imports/columns.js';
import type { ImportKind } from '../../../platform/imports/kind.js';
import { insertRows, updateRows } from '../../../platform/imports/write.js';
import { systemItems } from '../schema.js';
import { categoriesByNumber, noCategory } from './lookups.js';

const columns = {
  system: column.whole(1, { required: true }),
  item: column.whole(1, { required: true }),
  quantity: column.whole(1, { required: true }),
};

interface Stored {
  id: number;
  systemId: number;
  itemId: number;
  system: number;
  item: number;
  quantity: number;
}

const loadAll = (tx: Db) =>
  selectJsonRows<Stored>(
    tx,
    sql`select i.id, i.system_category_id as "systemId", i.category_id as "itemId",
          s.category_number as system, c.category_number as item, i.quantity
        from system_items i join categories s on s.id = i.system_category_id
          join categories c on c.id = i.category_id
        order by s.category_number, c.category_number`,
  );

/** A system's rows replace its item list: an item the file leaves out is taken off that system. */
export const systemsImport: ImportKind<typeof columns> = {
  kind: 'systems',
  columns,
  keyColumn: 'item',
  keyOf: (v) => `${v.system}:${v.item}`,
  describeKey: (v) => `The item ${v.item} of system ${v.system}`,
  example: { system: 2000, item: 1001, quantity: 4 },

  async plan(tx, rows, report) {
    const byNumber = await categoriesByNumber(tx);
    const stored = await loadAll(tx);
    const existing = new Map(stored.map((s) => [`${s.systemId}:${s.itemId}`, s]));
    const named = new Set<number>();
    const kept = new Set<number>();
    const creates: { systemCategoryId: number; categoryId: number; quantity: number }[] = [];
    const updates: { id: number; quantity: number }[] = [];
    let unchanged = 0;
    for (const { row, values: v } of rows) {
      const system = byNumber.get(v.system);
      const item = byNumber.get(v.item);
      if (!system) report.error(row, 'system', String(v.system), noCategory(v.system));
      else if (!system.isSystem)
        report.error(
          row,
          'system',
          String(v.system),
          `Category ${v.system} is not a system (its system column says no): mark it a system with the categories import first`,
        );
      if (!item) report.error(row, 'item', String(v.item), noCategory(v.item));
      else if (v.item === v.system) report.error(row, 'item', String(v.item), 'A system cannot hold itself');
      if (!system?.isSystem || !item || v.item === v.system) continue;
      named.add(system.id);
      const old = existing.get(`${system.id}:${item.id}`);
      if (!old) creates.push({ systemCategoryId: system.id, categoryId: item.id, quantity: v.quantity });
      else {
        kept.add(old.id);
        if (old.quantity === v.quantity) unchanged++;
        else updates.push({ id: old.id, quantity: v.quantity });
      }
    }
    const removed = stored.filter((s) => named.has(s.systemId) && !kept.has(s.id)).map((s) => s.id);
    return {
      created: creates.length,
      updated: updates.length,
      unchanged,
      removed: removed.length,
      async write(tx, progress) {
        for (let i = 0; i < removed.length; i += 1000)
          await tx.delete(systemItems).where(inArray(systemItems.id, removed.slice(i, i + 1000)));
        await insertRows(tx, systemItems, creates, progress);
        await updateRows(tx, systemItems, ['quantity'], updates, (n) => progress(creates.length + n));
      },
    };
  },

  async exportRows(db) {
    return (await loadAll(db)).map((s) => ({ system: s.system, item: s.item, quantity: s.quantity }));
  },
};
