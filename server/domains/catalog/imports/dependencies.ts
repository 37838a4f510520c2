import { inArray, sql } from 'drizzle-orm';
import { type Db, selectJsonRows } from '../../../platform/db/types.js';
import { column } from '../../../platform/imports/columns.js';
import type { ImportKind, ImportRow, Report } from '../../../platform/imports/kind.js';
import { insertRows, updateRows } from '../../../platform/imports/write.js';
import { dependencies, dependencyItems } from '../schema.js';
import { findCycleEdges } from './cycles.js';
import {
  categoriesByNumber,
  departmentsByName,
  findPullGroupByLabel,
  fold,
  noCategory,
  pullGroupLabel,
  pullGroupsByName,
} from './lookups.js';

const columns = {
  category: column.whole(1, { required: true }),
  message: column.text({ required: true, max: 500 }),
  logic: column.oneOf(['all', 'other'], { required: true }),
  requires_category: column.maybeWhole(1),
  requires_pull_group: column.text({ max: 200 }),
};

type Values = {
  category: number;
  message: string | null;
  logic: 'all' | 'other' | null;
  requires_category: number | null;
  requires_pull_group: string | null;
};

interface StoredItem {
  id: number;
  dependencyId: number;
  categoryId: number | null;
  pullGroupId: number | null;
  category: number | null;
  department: string | null;
  pullGroup: string | null;
  inUse: boolean;
}
interface StoredDependency {
  id: number;
  categoryId: number;
  category: number;
  message: string;
  logic: 'all' | 'other';
}

const loadDependencies = (tx: Db) =>
  selectJsonRows<StoredDependency>(
    tx,
    sql`select d.id, d.category_id as "categoryId", c.category_number as category, d.message,
          d.logic_type as logic
        from dependencies d join categories c on c.id = d.category_id
        order by c.category_number, d.message, d.id`,
  );

const loadItems = (tx: Db) =>
  selectJsonRows<StoredItem>(
    tx,
    sql`select i.id, i.dependency_id as "dependencyId", i.category_id as "categoryId",
          i.pull_group_id as "pullGroupId", c.category_number as category, d.title as department,
          g.name as "pullGroup",
          exists (select 1 from dependency_assignments a where a.dependency_item_id = i.id) as "inUse"
        from dependency_items i left join categories c on c.id = i.category_id
          left join pull_groups g on g.id = i.pull_group_id
          left join departments d on d.id = g.department_id
        order by c.category_number nulls last, d.title, g.name, i.id`,
  );

/** One dependency of the file: its rows (one per required item), grouped by category + message. */
interface Group {
  key: string;
  categoryId: number;
  message: string;
  logic: 'all' | 'other';
  rows: { row: number; categoryId: number | null; pullGroupId: number | null }[];
}

/** "When category X is on a pull, it needs ...": rows grouped by category + message; a group's rows replace its list. */
export const dependenciesImport: ImportKind<typeof columns> = {
  kind: 'dependencies',
  columns,
  keyColumn: 'message',
  keyOf: (v) =>
    `${v.category}\n${v.message}\n${v.requires_category ?? ''}\n${fold(v.requires_pull_group ?? '')}`,
  describeKey: (v) => `The same required item of the dependency "${v.message}" of category ${v.category}`,
  example: {
    category: 1001,
    message: 'Each microphone needs a stand',
    logic: 'all',
    requires_category: 1050,
    requires_pull_group: null,
  },

  async plan(tx, rows, report) {
    const byNumber = await categoriesByNumber(tx);
    const departments = await departmentsByName(tx);
    const pullGroups = await pullGroupsByName(tx);
    const groups = groupRows(rows, report, byNumber, (label) =>
      findPullGroupByLabel(label, departments, pullGroups),
    );
    const stored = await loadDependencies(tx);
    const storedItems = await loadItems(tx);
    const byKey = new Map<string, StoredDependency>();
    for (const d of stored)
      if (!byKey.has(`${d.categoryId}\n${d.message}`)) byKey.set(`${d.categoryId}\n${d.message}`, d);
    const itemsOf = new Map<number, StoredItem[]>();
    for (const i of storedItems) itemsOf.set(i.dependencyId, [...(itemsOf.get(i.dependencyId) ?? []), i]);

    // A circle of categories each needing the next would add to a pull without end.
    const replaced = new Set(
      [...groups.values()].map((g) => byKey.get(g.key)?.id).filter((id) => id !== undefined),
    );
    const edges: { from: number; to: number; row?: number }[] = [];
    for (const d of stored) {
      if (replaced.has(d.id)) continue;
      for (const i of itemsOf.get(d.id) ?? [])
        if (i.categoryId) edges.push({ from: d.categoryId, to: i.categoryId });
    }
    for (const g of groups.values())
      for (const r of g.rows)
        if (r.categoryId) edges.push({ from: g.categoryId, to: r.categoryId, row: r.row });
    const numberOf = new Map([...byNumber.values()].map((c) => [c.id, c.number]));
    for (const { edge, circle } of findCycleEdges(edges)) {
      if (edge.row === undefined) continue;
      const path = [...circle, circle[0]!].map((id) => numberOf.get(id)).join(' needs ');
      report.error(
        edge.row,
        'requires_category',
        String(numberOf.get(edge.to)),
        `Dependencies may not go round in a circle: ${path}`,
      );
    }

    const newDependencies: Group[] = [];
    const logicChanges: { id: number; logicType: 'all' | 'other' }[] = [];
    const newItems: { group: Group; categoryId: number | null; pullGroupId: number | null }[] = [];
    const removedItems: number[] = [];
    let created = 0;
    let updated = 0;
    let unchanged = 0;
    for (const g of groups.values()) {
      const old = byKey.get(g.key);
      if (!old) {
        newDependencies.push(g);
        created += g.rows.length;
        for (const r of g.rows) if (r.categoryId || r.pullGroupId) newItems.push({ group: g, ...r });
        continue;
      }
      const logicChanged = old.logic !== g.logic;
      if (logicChanged) logicChanges.push({ id: old.id, logicType: g.logic });
      const items = itemsOf.get(old.id) ?? [];
      const kept = new Set<number>();
      for (const r of g.rows) {
        if (!r.categoryId && !r.pullGroupId) {
          if (logicChanged) updated++;
          else unchanged++;
          continue;
        }
        const match = items.find((i) => i.categoryId === r.categoryId && i.pullGroupId === r.pullGroupId);
        if (!match) {
          created++;
          newItems.push({ group: g, categoryId: r.categoryId, pullGroupId: r.pullGroupId });
        } else {
          kept.add(match.id);
          if (logicChanged) updated++;
          else unchanged++;
        }
      }
      for (const i of items) {
        if (kept.has(i.id)) continue;
        if (i.inUse)
          report.error(
            g.rows[0]!.row,
            'message',
            g.message,
            `The dependency no longer lists ${i.category ?? pullGroupLabel({ department: i.department ?? '', name: i.pullGroup ?? '' })}, which pulls of shows still use: keep that row`,
          );
        else removedItems.push(i.id);
      }
    }
    return {
      created,
      updated,
      unchanged,
      removed: removedItems.length,
      async write(tx, progress) {
        const ids = await insertRows(
          tx,
          dependencies,
          newDependencies.map((g) => ({ categoryId: g.categoryId, message: g.message, logicType: g.logic })),
        );
        const idOf = new Map(newDependencies.map((g, i) => [g.key, ids[i]!]));
        await updateRows(tx, dependencies, ['logicType'], logicChanges);
        for (let i = 0; i < removedItems.length; i += 1000)
          await tx
            .delete(dependencyItems)
            .where(inArray(dependencyItems.id, removedItems.slice(i, i + 1000)));
        await insertRows(
          tx,
          dependencyItems,
          newItems.map(({ group, categoryId, pullGroupId }) => ({
            dependencyId: idOf.get(group.key) ?? byKey.get(group.key)!.id,
            categoryId,
            pullGroupId,
          })),
          progress,
        );
      },
    };
  },

  async exportRows(db) {
    const items = await loadItems(db);
    const out: Values[] = [];
    for (const d of await loadDependencies(db)) {
      const base = { category: d.category, message: d.message, logic: d.logic };
      const own = items.filter((i) => i.dependencyId === d.id);
      if (own.length === 0) out.push({ ...base, requires_category: null, requires_pull_group: null });
      for (const i of own)
        out.push({
          ...base,
          requires_category: i.category,
          requires_pull_group: i.pullGroup
            ? pullGroupLabel({ department: i.department!, name: i.pullGroup })
            : null,
        });
    }
    return out;
  },
};

function groupRows(
  rows: ImportRow<Values>[],
  report: Report,
  byNumber: Awaited<ReturnType<typeof categoriesByNumber>>,
  findPullGroup: (label: string) => { id: number } | undefined,
): Map<string, Group> {
  const groups = new Map<string, Group>();
  for (const { row, values: v } of rows) {
    const category = byNumber.get(v.category);
    if (!category) {
      report.error(row, 'category', String(v.category), noCategory(v.category));
      continue;
    }
    let categoryId: number | null = null;
    let pullGroupId: number | null = null;
    if (v.requires_category && v.requires_pull_group) {
      report.error(
        row,
        'requires_pull_group',
        v.requires_pull_group,
        'A row requires one thing: fill requires_category or requires_pull_group, not both (use another row)',
      );
      continue;
    }
    if (v.requires_category) {
      const required = byNumber.get(v.requires_category);
      if (!required) {
        report.error(row, 'requires_category', String(v.requires_category), noCategory(v.requires_category));
        continue;
      }
      categoryId = required.id;
    } else if (v.requires_pull_group) {
      const group = findPullGroup(v.requires_pull_group);
      if (!group) {
        report.error(
          row,
          'requires_pull_group',
          v.requires_pull_group,
          'No such pull group: write it as Department / Pull group, e.g. Audio / Microphones',
        );
        continue;
      }
      pullGroupId = group.id;
    }
    const key = `${category.id}\n${v.message}`;
    const group = groups.get(key);
    if (!group) {
      groups.set(key, {
        key,
        categoryId: category.id,
        message: v.message!,
        logic: v.logic!,
        rows: [{ row, categoryId, pullGroupId }],
      });
      continue;
    }
    if (group.logic !== v.logic)
      report.error(
        row,
        'logic',
        v.logic!,
        `Row ${group.rows[0]!.row} of the same dependency says ${group.logic}: one dependency has one logic`,
      );
    else if (!categoryId && !pullGroupId)
      report.error(
        row,
        'requires_category',
        '',
        'names nothing required: fill requires_category or requires_pull_group',
      );
    else group.rows.push({ row, categoryId, pullGroupId });
  }
  for (const g of groups.values())
    if (g.rows.length > 1 && g.rows.some((r) => !r.categoryId && !r.pullGroupId)) {
      const blank = g.rows.find((r) => !r.categoryId && !r.pullGroupId)!;
      report.error(
        blank.row,
        'requires_category',
        '',
        'names nothing required: fill requires_category or requires_pull_group',
      );
    }
  return groups;
}
