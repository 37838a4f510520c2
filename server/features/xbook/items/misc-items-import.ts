import { sql } from 'drizzle-orm';
import { type Db, selectJsonRows } from '../../../platform/db/types.js';
import { column } from '../../../platform/imports/columns.js';
import type { ImportKind } from '../../../platform/imports/kind.js';
import { addOrRenamePlan } from '../../../platform/imports/write.js';
import { xbookMiscItems } from '../schema.js';

const columns = { name: column.text({ required: true, max: 200 }) };

const loadAll = (tx: Db) =>
  selectJsonRows<{ id: number; name: string }>(
    tx,
    sql`select id, name from xbook_misc_items order by lower(name), id`,
  );

/** The library's misc items by name (one name once, whatever its case): a row adds one or corrects its case. */
export const miscItemsImport: ImportKind<typeof columns> = {
  kind: 'misc-items',
  columns,
  keyColumn: 'name',
  keyOf: (v) => v.name!.toLowerCase(),
  describeKey: (v) => `The misc item "${v.name}"`,
  example: { name: 'Gaff Tape Black 2in' },

  async plan(tx, rows) {
    const existing = new Map((await loadAll(tx)).map((m) => [m.name.toLowerCase(), m]));
    const creates: { name: string }[] = [];
    const renames: { id: number; name: string }[] = [];
    let unchanged = 0;
    for (const { values: v } of rows) {
      const old = existing.get(v.name!.toLowerCase());
      if (!old) creates.push({ name: v.name! });
      else if (old.name !== v.name) renames.push({ id: old.id, name: v.name! });
      else unchanged++;
    }
    return addOrRenamePlan(xbookMiscItems, creates, renames, unchanged);
  },

  async exportRows(db) {
    return (await loadAll(db)).map((m) => ({ name: m.name }));
  },
};
