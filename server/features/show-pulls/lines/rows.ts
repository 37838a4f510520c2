import type { PullItem, ShowPullView } from '../../../../contracts/show-pulls.js';
import type { CategoryRow } from './category-queries.js';
import type { PullItemRow } from './queries.js';

/** Spec 9: sum over lines of (quantity - ignore_weight_qty) x weight, in lbs. */
export function totalWeight(
  items: readonly { quantity: number; ignore_weight_qty: number; weight: number }[],
): number {
  return roundLbs(items.reduce((sum, i) => sum + (i.quantity - i.ignore_weight_qty) * i.weight, 0));
}

export const roundLbs = (lbs: number) => Math.round(lbs * 100) / 100;

export function toPullItem(r: PullItemRow): PullItem {
  const minimum = {
    dependencyQty: r.dependency_qty,
    systemQty: r.system_qty,
    crossRentedQty: r.cross_rented_qty,
  };
  return {
    id: r.id,
    category_id: r.category_id,
    quantity: r.quantity,
    description: r.description,
    notes: r.notes,
    writer_notes: r.writer_notes,
    weight: Number(r.weight),
    ignore_weight_qty: r.ignore_weight_qty,
    isCustom: r.is_custom,
    minimum: { total: minimum.dependencyQty + minimum.systemQty + minimum.crossRentedQty, ...minimum },
    stock: { owned: r.owned, heldElsewhere: r.held_elsewhere },
  };
}
export const toCategory = (
  c: CategoryRow,
  showPullItemID: number | null,
  bidQty: number,
): ShowPullView['categories'][number] => ({
  id: c.id,
  name: String(c.category_number),
  description: c.description,
  pullGroupName: c.pull_group_name,
  department_id: c.department_id,
  departmentTitle: c.department_title,
  isEditable: c.is_editable,
  isSystem: c.is_system,
  showPullItemID,
  bidQty,
});
