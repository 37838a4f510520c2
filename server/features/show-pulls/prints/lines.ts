import type { ShowPullView } from '../../../../contracts/show-pulls.js';

export interface PrintLine {
  quantity: number;
  categoryNumber: string;
  description: string;
  notes: string;
  writerNotes: string;
  weight: number;
}

export interface PrintSection {
  department: { title: string; colorHex: string; contrastHex: string };
  groups: { name: string; lines: PrintLine[] }[];
}

/** The pull's lines with a quantity, by department and pull group, as both prints show them. */
export function printSections(view: ShowPullView, departmentId?: number): PrintSection[] {
  const categories = new Map(view.categories.map((c) => [c.id, c]));
  const departments = new Map(view.departments.map((d) => [d.id, d]));
  const byDept = new Map<number, Map<string, PrintLine[]>>();
  for (const item of view.pullItems) {
    const c = categories.get(item.category_id);
    if (!c || item.quantity <= 0) continue;
    if (departmentId !== undefined && c.department_id !== departmentId) continue;
    const groups = byDept.get(c.department_id) ?? new Map<string, PrintLine[]>();
    byDept.set(c.department_id, groups);
    const group = c.pullGroupName ?? 'Other';
    groups.set(group, [
      ...(groups.get(group) ?? []),
      {
        quantity: item.quantity,
        categoryNumber: c.name,
        description: item.description,
        notes: item.notes,
        writerNotes: item.writer_notes,
        weight: (item.quantity - item.ignore_weight_qty) * item.weight,
      },
    ]);
  }
  return [...byDept.entries()]
    .map(([id, groups]) => {
      const d = departments.get(id);
      return {
        department: {
          title: d?.title ?? 'Other',
          colorHex: d?.color_hex ?? '#334155',
          contrastHex: d?.contrastHex ?? '#ffffff',
        },
        groups: [...groups.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, lines]) => ({
            name,
            lines: lines.sort((x, y) => x.categoryNumber.localeCompare(y.categoryNumber)),
          })),
      };
    })
    .sort((a, b) => a.department.title.localeCompare(b.department.title));
}
