import type { ShowPullView } from '../../../../contracts/show-pulls.js';
import type { PrintExtras } from './queries.js';

export interface PrintLine {
  /** The pull line's id (a label's QR code opens it). */
  id: number;
  quantity: number;
  categoryNumber: string;
  description: string;
  notes: string;
  writerNotes: string;
  weight: number;
  /** Units of the line sub-rented, by vendor: printed marked, as they go back to someone else. */
  crossRented: readonly { vendor: string | null; quantity: number }[];
  isCustom: boolean;
}

export interface PrintSection {
  department: { title: string; colorHex: string; contrastHex: string };
  groups: { name: string; lines: PrintLine[] }[];
}

/** "2 cross-rented from Lone Star", as both prints mark a line's sub-rented units. */
export const crossRentalText = (r: { vendor: string | null; quantity: number }) =>
  `${r.quantity} cross-rented${r.vendor ? ` from ${r.vendor}` : ''}`;

/**
 * The pull's lines with a quantity, by department (in the screen's order) and pull group, each
 * group by category number as a number, as the screen sorts them (the warehouse walks this order).
 */
export function printSections(
  view: ShowPullView,
  extras: PrintExtras,
  departmentId?: number,
): PrintSection[] {
  const categories = new Map(view.categories.map((c) => [c.id, c]));
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
        id: item.id,
        quantity: item.quantity,
        categoryNumber: c.name,
        description: item.description,
        notes: item.notes,
        writerNotes: item.writer_notes,
        weight: (item.quantity - item.ignore_weight_qty) * item.weight,
        crossRented: extras.crossRentals.get(item.id) ?? [],
        isCustom: item.isCustom,
      },
    ]);
  }
  // The screen's department order (sort order), then any department it does not list.
  const order = new Map(view.departments.map((d, i) => [d.id, i]));
  return [...byDept.entries()]
    .sort(([a], [b]) => (order.get(a) ?? Number.MAX_SAFE_INTEGER) - (order.get(b) ?? Number.MAX_SAFE_INTEGER))
    .map(([id, groups]) => {
      const d = view.departments.find((x) => x.id === id);
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
            // A category's own line before its custom ones (by id: the order they were made).
            lines: lines.sort((x, y) => Number(x.categoryNumber) - Number(y.categoryNumber) || x.id - y.id),
          })),
      };
    });
}
