import { column } from '../../../platform/imports/columns.js';
import type { ImportKind } from '../../../platform/imports/kind.js';
import { insertRows, updateRows } from '../../../platform/imports/write.js';
import { pullGroups } from '../schema.js';
import { departmentsByName, fold, noDepartment, pullGroupsByName } from './lookups.js';

const columns = {
  department: column.text({ required: true, max: 100 }),
  name: column.text({ required: true, max: 100 }),
};

/** Pull groups by department and name: a row only adds one, or corrects the case of its name. */
export const pullGroupsImport: ImportKind<typeof columns> = {
  kind: 'pull-groups',
  columns,
  keyColumn: 'name',
  keyOf: (v) => `${fold(v.department!)}\n${fold(v.name!)}`,
  describeKey: (v) => `The pull group "${v.name}" of ${v.department}`,
  example: { department: 'Audio', name: 'Microphones' },

  async plan(tx, rows, report) {
    const departments = await departmentsByName(tx);
    const existing = await pullGroupsByName(tx);
    const creates: { departmentId: number; name: string }[] = [];
    const renames: { id: number; name: string }[] = [];
    let unchanged = 0;
    for (const { row, values: v } of rows) {
      const department = departments.get(fold(v.department!));
      if (!department) {
        report.error(row, 'department', v.department!, noDepartment(v.department!));
        continue;
      }
      const old = existing.find(department.id, v.name!);
      if (!old) creates.push({ departmentId: department.id, name: v.name! });
      else if (old.name !== v.name) renames.push({ id: old.id, name: v.name! });
      else unchanged++;
    }
    return {
      created: creates.length,
      updated: renames.length,
      unchanged,
      async write(tx, progress) {
        await insertRows(tx, pullGroups, creates, progress);
        await updateRows(tx, pullGroups, ['name'], renames, (n) => progress(creates.length + n));
      },
    };
  },

  async exportRows(db) {
    const { rows } = await pullGroupsByName(db);
    return rows
      .map((g) => ({ department: g.department, name: g.name }))
      .sort((a, b) => a.department.localeCompare(b.department) || a.name.localeCompare(b.name));
  },
};
