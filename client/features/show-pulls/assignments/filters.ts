import type { CommitmentRow, EventItem } from '../../../../contracts/show-pulls';

/** Spec 9: the item filter set. */
export const LIST_FILTERS = ['all', 'notAssigned', 'assignable', 'uninitialed', 'gearFlow', 'techs'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

/** Spec 2.1: gearFlow is titled Gear Flow, techs Techs; otherwise the list is titled Bid Items. */
export const listTitle = (f: ListFilter) =>
  f === 'gearFlow' ? 'Gear Flow' : f === 'techs' ? 'Techs' : 'Bid Items';

export const FILTER_LABELS: Record<ListFilter, string> = {
  all: 'All',
  notAssigned: 'Not Assigned',
  assignable: 'Assignable',
  uninitialed: 'Uninitialed',
  gearFlow: 'Gear Flow',
  techs: 'Techs',
};

export const assignedHere = (i: Pick<EventItem, 'assignment'>) => (i.assignment?.quantity ?? 0) > 0;
export const assignedTotal = (i: Pick<EventItem, 'assignment' | 'otherPullsQty'>) =>
  (i.assignment?.quantity ?? 0) + i.otherPullsQty;

/** Spec 4: fully assigned when the total equals the required quantity; gear-flow items when initialled. */
export const isFullyAssigned = (i: EventItem) =>
  i.isInGearFlowQueue ? !!i.initials1 : assignedTotal(i) >= i.qty_required;
export const isOverAssigned = (i: EventItem) => assignedTotal(i) > i.qty_required;
/** A stashed item is set aside (issue 38.6): not assigned until it is brought back. */
export const canAssign = (i: EventItem) =>
  i.isAssignable && i.isActive && !i.isStashed && !assignedHere(i) && !isFullyAssigned(i);
export const canUnassign = (i: EventItem) => i.isAssignable && assignedHere(i);
/** An assignment drawn before the server answered (write/queue.ts `withAssignment`) has no id to un-assign yet. */
export const isUnsaved = (a: { id: number } | null | undefined) => !!a && a.id < 0;
/** Spec 4: inactive rows show only when assigned or initialled. */
export const isVisible = (i: EventItem) => i.isActive || assignedHere(i) || !!i.initials1;

export const commitmentAssignedTotal = (c: CommitmentRow) => (c.assignment?.quantity ?? 0) + c.otherPullsQty;
export const canAssignCommitment = (c: CommitmentRow) =>
  !c.assignment && commitmentAssignedTotal(c) < c.commitmentQty;

const matches = (text: string, ...fields: (string | number | null | undefined)[]) =>
  !text || fields.some((f) => f !== null && f !== undefined && String(f).toLowerCase().includes(text));

export interface ItemQuery {
  filter: ListFilter;
  /** Selected department ids; empty means every department. */
  departments: ReadonlySet<number>;
  text: string;
}

export function filterEventItems(items: readonly EventItem[], q: ItemQuery): EventItem[] {
  const text = q.text.trim().toLowerCase();
  return items.filter((i) => {
    if (!isVisible(i)) return false;
    if (q.departments.size && !q.departments.has(i.department_id)) return false;
    if (q.filter === 'notAssigned' && assignedHere(i)) return false;
    if (q.filter === 'assignable' && !canAssign(i)) return false;
    if (q.filter === 'uninitialed' && (!i.isActive || i.initials1)) return false;
    return matches(
      text,
      i.category_name,
      i.description,
      i.group_name,
      i.client_note,
      i.notes,
      i.vendor_company_name,
    );
  });
}

export function filterCommitments(rows: readonly CommitmentRow[], q: ItemQuery): CommitmentRow[] {
  const text = q.text.trim().toLowerCase();
  return rows.filter(
    (c) =>
      (!q.departments.size || q.departments.has(c.department_id)) &&
      matches(text, c.categoryNumber, c.description),
  );
}
