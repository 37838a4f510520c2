import { showPullCalls as calls, type ShowPullView } from '../../../../contracts/show-pulls.js';
import { findDepartments } from '../../../domains/catalog/departments.js';
import { prettyDateRange } from '../../../platform/dates.js';
import type { Db } from '../../../platform/db/types.js';
import { notFound } from '../../../platform/http/errors.js';
import { findCommitments, findEventItemAssignments } from '../assignments/queries.js';
import { initialsProgress, itemStates, toCommitment } from '../assignments/rows.js';
import { findDependencyAssignments, findSatisfied } from '../dependencies/queries.js';
import { toDependencyAssignment } from '../dependencies/rows.js';
import { dependencyDefs, dependencyStates, factsOfLines } from '../dependencies/states.js';
import { findCategoriesOfEvent } from '../lines/category-queries.js';
import { findPullItems } from '../lines/queries.js';
import { toCategory, toPullItem, totalWeight } from '../lines/rows.js';
import { findSystemAssignments, type findSystems } from '../systems/queries.js';
import { cachedEventParts } from './event-parts.js';
import { type EventItemRow, findEventPulls, findPullHeader, findTechs } from './queries.js';

/** Sum of the event's bid quantities of each category. */
function bidQuantities(items: readonly EventItemRow[]): Map<number, number> {
  const bidQty = new Map<number, number>();
  for (const i of items) bidQty.set(i.category_id, (bidQty.get(i.category_id) ?? 0) + i.qty_required);
  return bidQty;
}

/** The whole screen's data for one pull (the answer of GET /show-pulls/{id} and of "the updated pull"). */
export async function getShowPullView(db: Db, pullId: number): Promise<ShowPullView> {
  const head = await findPullHeader(db, pullId);
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
    findEventPulls(db, eventId),
    findDepartments(db),
    findEventItemAssignments(db, eventId),
    findCommitments(db, eventId, pullId),
    findPullItems(db, pullId),
    dependencyDefs(db),
    findSatisfied(db, pullId),
    findDependencyAssignments(db, pullId),
    findSystemAssignments(db, pullId),
    findTechs(db, eventId),
  ]);
  const { items, systems } = eventParts;
  // Lines whose category is not among the bid's (added by hand) bring their own.
  const known = new Set(eventParts.categories.map((c) => c.id));
  const extra = await findCategoriesOfEvent(db, eventId, [
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
      isCancelled: head.is_cancelled,
      isLocked: head.is_locked,
    },
    showPull: {
      id: head.id,
      name: head.is_main ? 'Main Show Pull' : head.name,
      event_id: eventId,
      isMain: head.is_main,
      // The print calls' own paths (contracts/show-pulls.ts).
      printURL: calls.print.path,
      printLabelURL: `${calls.labels.path}?showPullID=${head.id}`,
    },
    pulls: pulls.map((p) => ({ id: p.id, name: p.is_main ? 'Main Show Pull' : p.name, isMain: p.is_main })),
    departments: [
      { id: 0, title: 'All', color_hex: '#334155', contrastHex: '#ffffff', color_name: 'Slate', isAll: true },
      ...departments.map((d) => ({
        id: d.id,
        title: d.title,
        color_hex: d.colorHex,
        contrastHex: d.contrastHex,
        color_name: d.colorName,
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

function groupSystems(rows: Awaited<ReturnType<typeof findSystems>>): ShowPullView['systems'] {
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
