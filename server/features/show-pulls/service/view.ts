import type { PullItem, ShowPullView } from '../../../../contracts/show-pulls.js';
import { prettyDateRange } from '../../../platform/dates.js';
import type { Db } from '../../../platform/db/types.js';
import { notFound } from '../../../platform/http/errors.js';
import { createVersionedCache } from '../../../platform/versioned-cache.js';
import * as q from '../queries/read.js';
import { dependencyDefs, dependencyStates, factsOfLines } from './dependency-states.js';

/** Spec 9: the floored percent of active bid items that carry initials. */
export function initialsProgress(items: readonly { is_active: boolean; initials1: string | null }[]): number {
  const active = items.filter((i) => i.is_active);
  if (!active.length) return 0;
  return Math.floor((100 * active.filter((i) => i.initials1).length) / active.length);
}

/** Spec 9: sum over lines of (quantity - ignore_weight_qty) x weight, in lbs. */
export function totalWeight(
  items: readonly { quantity: number; ignore_weight_qty: number; weight: number }[],
): number {
  return roundLbs(items.reduce((sum, i) => sum + (i.quantity - i.ignore_weight_qty) * i.weight, 0));
}

export const roundLbs = (lbs: number) => Math.round(lbs * 100) / 100;

export function toPullItem(r: q.PullItemRow): PullItem {
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
  };
}

type AssignmentRow = q.EventItemAssignmentRow;

/** Each bid item's assignment on this pull and the quantity on the event's other pulls. */
export function itemStates(assignments: readonly AssignmentRow[], pullId: number) {
  const mine = new Map<number, AssignmentRow>();
  const others = new Map<number, number>();
  for (const a of assignments) {
    if (a.show_pull_id === pullId) mine.set(a.event_item_id, a);
    else others.set(a.event_item_id, (others.get(a.event_item_id) ?? 0) + a.quantity);
  }
  return (
    itemId: number,
  ): Pick<ShowPullView['eventItems'][number], 'id' | 'assignment' | 'otherPullsQty'> => {
    const a = mine.get(itemId);
    return {
      id: itemId,
      assignment: a
        ? {
            id: a.id,
            show_pull_id: a.show_pull_id,
            quantity: a.quantity,
            qty_cross_rented: a.qty_cross_rented,
          }
        : null,
      otherPullsQty: others.get(itemId) ?? 0,
    };
  };
}

export const toCommitment = (pullId: number, c: q.CommitmentDbRow): ShowPullView['commitments'][number] => ({
  id: c.id,
  categoryID: c.category_id,
  categoryNumber: c.category_number,
  description: c.description,
  commitmentQty: c.quantity,
  crossRentalQty: c.cross_rental_qty,
  department_id: c.department_id,
  category: { isSystem: c.is_system },
  assignment:
    c.a_id === null
      ? null
      : { id: c.a_id, show_pull_id: pullId, quantity: c.a_qty ?? 0, qty_cross_rented: c.a_cr ?? 0 },
  otherPullsQty: c.other_qty,
});

export const toCategory = (
  c: q.CategoryRow,
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

export const toDependencyAssignment = (
  d: Awaited<ReturnType<typeof q.findDependencyAssignments>>[number],
): ShowPullView['dependencyAssignments'][number] => ({
  id: d.id,
  quantity: d.quantity,
  dependency_item_id: d.dependency_item_id,
  for_show_pull_item_id: d.for_show_pull_item_id,
  forItemDescription: d.description,
  category_id: d.category_id,
});

/** Sum of the event's bid quantities of each category. */
function bidQuantities(items: readonly q.EventItemRow[]): Map<number, number> {
  const bidQty = new Map<number, number>();
  for (const i of items) bidQty.set(i.category_id, (bidQty.get(i.category_id) ?? 0) + i.qty_required);
  return bidQty;
}

/** The tables the event's parts read (test/harness/cache-tables.test.ts holds it to that). */
export const EVENT_PARTS_TABLES = [
  'categories',
  'commitments',
  'contacts',
  'departments',
  'event_items',
  'pull_groups',
  'system_items',
] as const;

interface EventParts {
  items: q.EventItemRow[];
  categories: q.CategoryRow[];
  systems: Awaited<ReturnType<typeof q.findSystems>>;
}

/** What the event gives every pull: its bid items, their categories, the systems of its departments. */
export async function readEventParts(db: Db, eventId: number): Promise<EventParts> {
  const [items, categories, systems] = await Promise.all([
    q.findEventItems(db, eventId),
    q.findEventCategories(db, eventId),
    q.findSystems(db, eventId),
  ]);
  return { items, categories, systems };
}

// Most of a pull's answer is the event's bid items, which assigning and un-assigning do not change:
// kept while their tables have not moved, so a write's answer reads only what the pulls hold.
const eventPartsCache = createVersionedCache<EventParts>({
  tables: EVENT_PARTS_TABLES,
  maxSize: 32,
  sizeOf: () => 1,
});

const cachedEventParts = (db: Db, eventId: number) =>
  eventPartsCache.get(db, String(eventId), () => readEventParts(db, eventId));

/** The whole screen's data for one pull (the answer of GET /show-pulls/{id} and of "the updated pull"). */
export async function getShowPullView(db: Db, pullId: number): Promise<ShowPullView> {
  const head = await q.findPullHeader(db, pullId);
  if (!head) throw notFound(`Show pull ${pullId}`);
  const eventId = head.event_id;
  // PGlite runs one query at a time; on PostgreSQL these overlap on the pool.
  const [
    eventParts,
    pulls,
    departments,
    itemAssignments,
    commitments,
    pullItems,
    defs,
    satisfied,
    depAssignments,
    sysAssignments,
    techs,
  ] = await Promise.all([
    cachedEventParts(db, eventId),
    q.findEventPulls(db, eventId),
    q.findDepartments(db),
    q.findEventItemAssignments(db, eventId),
    q.findCommitments(db, eventId, pullId),
    q.findPullItems(db, pullId),
    dependencyDefs(db),
    q.findSatisfied(db, pullId),
    q.findDependencyAssignments(db, pullId),
    q.findSystemAssignments(db, pullId),
    q.findTechs(db, eventId),
  ]);
  const { items, systems } = eventParts;
  // Lines whose category is not among the bid's (added by hand) bring their own.
  const known = new Set(eventParts.categories.map((c) => c.id));
  const extra = await q.findCategoriesOfEvent(db, eventId, [
    ...new Set(pullItems.map((l) => l.category_id).filter((id) => !known.has(id))),
  ]);
  const categories = extra.length
    ? [...eventParts.categories, ...extra].sort((a, b) => a.category_number - b.category_number)
    : eventParts.categories;

  const stateOf = itemStates(itemAssignments, pullId);
  const lines = pullItems.map(toPullItem);
  const lineByCategory = new Map(lines.filter((l) => !l.isCustom).map((l) => [l.category_id, l]));
  const bidQty = bidQuantities(items);

  return {
    event: {
      id: eventId,
      show_name: head.show_name,
      account_manager:
        head.am_first === null
          ? null
          : { name: `${head.am_first} ${head.am_last}`, primary_email: head.am_email },
      prettyDateRange: prettyDateRange(head.start_date, head.end_date),
    },
    showPull: {
      id: head.id,
      name: head.is_main ? 'Main Show Pull' : head.name,
      event_id: eventId,
      isMain: head.is_main,
      printURL: '/show-pull/print',
      printLabelURL: `/show-pull/labels?showPullID=${head.id}`,
    },
    pulls: pulls.map((p) => ({ id: p.id, name: p.is_main ? 'Main Show Pull' : p.name, isMain: p.is_main })),
    departments: [
      { id: 0, title: 'All', color_hex: '#334155', contrastHex: '#ffffff', color_name: 'Slate', isAll: true },
      ...departments.map((d) => ({
        id: d.id,
        title: d.title,
        color_hex: d.color_hex,
        contrastHex: d.contrast_hex,
        color_name: d.color_name,
        isAll: false,
      })),
    ],
    // No spread in these literals: one in front made V8 build each of the 1,500 objects slowly
    // (22 ms for the largest pull, against 2).
    eventItems: items.map((i) => {
      const { assignment, otherPullsQty } = stateOf(i.id);
      return {
        id: i.id,
        category_id: i.category_id,
        category_name: String(i.category_number),
        description: i.description,
        group_name: i.group_name,
        qty_required: i.qty_required,
        client_note: i.client_note,
        notes: i.notes,
        vendor_company_name: i.vendor_company_name,
        initials1: i.initials1,
        department_id: i.department_id,
        isActive: i.is_active,
        isAssignable: i.is_assignable,
        isPullable: i.is_pullable,
        isInGearFlowQueue: i.is_in_gear_flow_queue,
        isFlowing: i.is_flowing,
        isStashed: i.is_stashed,
        commitmentQty: i.commitment_qty,
        assignment,
        otherPullsQty,
      };
    }),
    commitments: commitments.map((c) => toCommitment(pullId, c)),
    categories: categories.map((c) =>
      toCategory(c, lineByCategory.get(c.id)?.id ?? null, bidQty.get(c.id) ?? 0),
    ),
    pullItems: lines,
    dependencies: dependencyStates(defs, factsOfLines(defs, lines, satisfied)),
    dependencyAssignments: depAssignments.map(toDependencyAssignment),
    systems: groupSystems(systems),
    systemAssignments: sysAssignments,
    techs: techs.map((t) => ({ contact_id: t.contact_id, contact_name: `${t.first_name} ${t.last_name}` })),
    totalWeight: totalWeight(lines),
    initialsProgress: initialsProgress(items),
  };
}

function groupSystems(rows: Awaited<ReturnType<typeof q.findSystems>>): ShowPullView['systems'] {
  const byId = new Map<number, ShowPullView['systems'][number]>();
  for (const r of rows) {
    let s = byId.get(r.id);
    if (!s) {
      s = {
        id: r.id,
        description: r.description,
        categoryNumber: r.category_number,
        department_id: r.department_id,
        system_items: [],
      };
      byId.set(r.id, s);
    }
    s.system_items.push({
      id: r.item_id,
      category_id: r.item_category_id,
      description: r.item_description,
      quantity: r.item_quantity,
    });
  }
  return [...byId.values()];
}
