import { sql } from 'drizzle-orm';
import { type Db, selectJsonRows } from '../../../platform/db/types.js';
import { column } from '../../../platform/imports/columns.js';
import type { ImportKind } from '../../../platform/imports/kind.js';
import { insertRows, updateRows } from '../../../platform/imports/write.js';
import { colorName, contrastHex } from '../colors.js';
import { departmentGroups, departments } from '../schema.js';
import { fold } from './lookups.js';

const columns = {
  name: column.text({ required: true, max: 100 }),
  color: column.color(),
  group: column.text({ max: 100 }),
  order: column.whole(0, { max: 1_000_000 }),
};

/** A department without a colour of its own is grey. */
const GREY = '#808080';

interface Existing {
  id: number;
  title: string;
  colorHex: string;
  colorName: string;
  groupId: number | null;
  group: string | null;
  sortOrder: number;
}

const loadAll = (tx: Db) =>
  selectJsonRows<Existing>(
    tx,
    sql`select d.id, d.title, d.color_hex as "colorHex", d.color_name as "colorName", d.group_id as "groupId",
          g.name as "group", d.sort_order as "sortOrder"
        from departments d left join department_groups g on g.id = d.group_id
        order by d.sort_order, d.title`,
  );

/** Departments by name; their group by name (a new group is made). */
export const departmentsImport: ImportKind<typeof columns> = {
  kind: 'departments',
  columns,
  keyColumn: 'name',
  keyOf: (v) => fold(v.name!),
  describeKey: (v) => `The department "${v.name}"`,
  example: { name: 'Audio', color: '#3A7BD5', group: 'Production', order: 10 },

  async plan(tx, rows) {
    const existing = new Map((await loadAll(tx)).map((d) => [fold(d.title), d]));
    const groups = new Map(
      (await tx.select({ id: departmentGroups.id, name: departmentGroups.name }).from(departmentGroups)).map(
        (g) => [fold(g.name), g.id],
      ),
    );
    const newGroups = new Map<string, string>();
    const creates: { name: string; colorHex: string; group: string | null; order: number }[] = [];
    const changes: ((typeof creates)[number] & { id: number; keepName: string | null })[] = [];
    let unchanged = 0;
    for (const { values: v } of rows) {
      const colorHex = v.color ?? GREY;
      const group = v.group;
      if (group && !groups.has(fold(group)) && !newGroups.has(fold(group))) newGroups.set(fold(group), group);
      const row = { name: v.name!, colorHex, group, order: v.order };
      const old = existing.get(fold(v.name!));
      if (!old) {
        creates.push(row);
        continue;
      }
      const sameColor = old.colorHex.toUpperCase() === colorHex;
      const same =
        old.title === row.name &&
        sameColor &&
        fold(old.group ?? '') === fold(group ?? '') &&
        old.sortOrder === row.order;
      if (same) unchanged++;
      else changes.push({ ...row, id: old.id, keepName: sameColor ? old.colorName : null });
    }
    return {
      created: creates.length,
      updated: changes.length,
      unchanged,
      async write(tx, progress) {
        const groupIds = await insertRows(
          tx,
          departmentGroups,
          [...newGroups.values()].map((name) => ({ name })),
        );
        for (const [i, k] of [...newGroups.keys()].entries()) groups.set(k, groupIds[i]!);
        const groupOf = (name: string | null) => (name ? groups.get(fold(name))! : null);
        const shape = (r: (typeof creates)[number], keepName: string | null = null) => ({
          title: r.name,
          colorHex: r.colorHex,
          contrastHex: contrastHex(r.colorHex),
          colorName: keepName ?? colorName(r.colorHex),
          groupId: groupOf(r.group),
          sortOrder: r.order,
        });
        await insertRows(
          tx,
          departments,
          creates.map((r) => shape(r)),
          progress,
        );
        await updateRows(
          tx,
          departments,
          ['title', 'colorHex', 'contrastHex', 'colorName', 'groupId', 'sortOrder'],
          changes.map((r) => ({ id: r.id, ...shape(r, r.keepName) })),
          (n) => progress(creates.length + n),
        );
      },
    };
  },

  async exportRows(db) {
    return (await loadAll(db)).map((d) => ({
      name: d.title,
      color: d.colorHex.toUpperCase(),
      group: d.group,
      order: d.sortOrder,
    }));
  },
};
