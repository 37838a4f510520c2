import { sql } from 'drizzle-orm';
import { type Db, selectJsonRows } from '../../../platform/db/types.js';
import { column } from '../../../platform/imports/columns.js';
import type { ImportKind } from '../../../platform/imports/kind.js';
import { insertRows, updateRows } from '../../../platform/imports/write.js';
import { categories } from '../schema.js';
import { departmentsByName, fold, noDepartment, pullGroupsByName } from './lookups.js';

const columns = {
  number: column.whole(1, { required: true }),
  description: column.text({ required: true, max: 200 }),
  department: column.text({ required: true, max: 100 }),
  pull_group: column.text({ max: 100 }),
  weight_lbs: column.decimal(0, 99_999_999.99),
  system: column.yesNo(false),
  sales_only: column.yesNo(false),
  labor: column.yesNo(false),
  active: column.yesNo(true),
  owned: column.whole(0),
};

interface Stored {
  id: number;
  number: number;
  description: string;
  departmentId: number;
  department: string;
  pullGroupId: number | null;
  pullGroup: string | null;
  weight: number;
  isSystem: boolean;
  isSalesOnly: boolean;
  isLabor: boolean;
  isActive: boolean;
  owned: number;
}

const loadAll = (tx: Db) =>
  selectJsonRows<Stored>(
    tx,
    sql`select c.id, c.category_number as number, c.description, c.department_id as "departmentId",
          d.title as department, c.pull_group_id as "pullGroupId", g.name as "pullGroup",
          c.weight_lbs::float8 as weight, c.is_system as "isSystem", c.is_sales_only as "isSalesOnly",
          c.is_labor as "isLabor", c.is_active as "isActive", c.owned_quantity as owned
        from categories c join departments d on d.id = c.department_id
          left join pull_groups g on g.id = c.pull_group_id
        order by c.category_number`,
  );

const WRITTEN = [
  'description',
  'departmentId',
  'pullGroupId',
  'weightLbs',
  'isSystem',
  'isSalesOnly',
  'isLabor',
  'isActive',
  'ownedQuantity',
] as const;

type Written = { [K in (typeof WRITTEN)[number]]: (typeof categories.$inferInsert)[K] };

/** Categories by number; their department by name, their pull group by name within it. */
export const categoriesImport: ImportKind<typeof columns> = {
  kind: 'categories',
  columns,
  keyColumn: 'number',
  keyOf: (v) => String(v.number),
  describeKey: (v) => `The category number ${v.number}`,
  example: {
    number: 1001,
    description: 'SM58 Microphone',
    department: 'Audio',
    pull_group: 'Microphones',
    weight_lbs: 0.7,
    system: false,
    sales_only: false,
    labor: false,
    active: true,
    owned: 24,
  },

  async plan(tx, rows, report) {
    const departments = await departmentsByName(tx);
    const groups = await pullGroupsByName(tx);
    const existing = new Map((await loadAll(tx)).map((c) => [c.number, c]));
    const creates: (Written & { categoryNumber: number })[] = [];
    const updates: (Written & { id: number })[] = [];
    let unchanged = 0;
    for (const { row, values: v } of rows) {
      const department = departments.get(fold(v.department!));
      if (!department) {
        report.error(row, 'department', v.department!, noDepartment(v.department!));
        continue;
      }
      const group = v.pull_group ? groups.find(department.id, v.pull_group) : undefined;
      if (v.pull_group && !group) {
        report.error(
          row,
          'pull_group',
          v.pull_group,
          `${department.title} has no pull group "${v.pull_group}": add it with the pull-groups import first, or leave the cell blank`,
        );
        continue;
      }
      const next: Written = {
        description: v.description!,
        departmentId: department.id,
        pullGroupId: group?.id ?? null,
        weightLbs: v.weight_lbs,
        isSystem: v.system,
        isSalesOnly: v.sales_only,
        isLabor: v.labor,
        isActive: v.active,
        ownedQuantity: v.owned,
      };
      const old = existing.get(v.number);
      if (!old) creates.push({ categoryNumber: v.number, ...next });
      else if (
        old.description === next.description &&
        old.departmentId === next.departmentId &&
        old.pullGroupId === next.pullGroupId &&
        old.weight === next.weightLbs &&
        old.isSystem === next.isSystem &&
        old.isSalesOnly === next.isSalesOnly &&
        old.isLabor === next.isLabor &&
        old.isActive === next.isActive &&
        old.owned === next.ownedQuantity
      )
        unchanged++;
      else updates.push({ id: old.id, ...next });
    }
    return {
      created: creates.length,
      updated: updates.length,
      unchanged,
      async write(tx, progress) {
        await insertRows(tx, categories, creates, progress);
        await updateRows(tx, categories, WRITTEN, updates, (n) => progress(creates.length + n));
      },
    };
  },

  async exportRows(db) {
    return (await loadAll(db)).map((c) => ({
      number: c.number,
      description: c.description,
      department: c.department,
      pull_group: c.pullGroup,
      weight_lbs: c.weight,
      system: c.isSystem,
      sales_only: c.isSalesOnly,
      labor: c.isLabor,
      active: c.isActive,
      owned: c.owned,
    }));
  },
};
