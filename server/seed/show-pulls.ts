import { dependencies, dependencyItems, systemItems } from '../domains/catalog/schema.js';
import { commitments, eventItems, showPulls } from '../domains/shows/schema.js';
import {
  crossRentalItems,
  eventItemAssignments,
  eventTechs,
  showPullItems,
} from '../features/show-pulls/schema.js';
import { insertAll, insertReturningIds } from './insert.js';
import { drawFew, pickAcross } from './random.js';
import { SIZES } from './sizes.js';
import type { SeededCategory, SeedGenerator } from './types.js';

const GROUPS = ['General Session', 'Breakout A', 'Breakout B', 'Keynote', 'Registration', 'Green Room'];
const CLIENT_NOTES = [
  '',
  '',
  '',
  'Client supplied backup',
  'Per floor plan v3',
  'Stage left',
  'Confirm with AM',
];
const INTERNAL_NOTES = [
  '',
  '',
  '',
  'Check the road case',
  'Pull from the new stock',
  'Needs testing before load-out',
];

/** Bid items, pulls with their lines, commitments, dependencies, systems and techs for every event. */
export const showPullsGenerator: SeedGenerator = {
  name: 'show-pulls',
  async run({ tx, rng, core, scale, today }) {
    const equipment = core.categories.filter((c) => !c.isLabor && !c.isSystem && !c.isSalesOnly);
    const salesOnly = core.categories.filter((c) => c.isSalesOnly);
    const systems = core.categories.filter((c) => c.isSystem);
    const byDept = new Map<number, SeededCategory[]>();
    for (const c of equipment) {
      const list = byDept.get(c.departmentId);
      if (list) list.push(c);
      else byDept.set(c.departmentId, [c]);
    }
    const few = <T>(items: readonly T[], count: () => number) => drawFew(rng, scale, items, count);
    const departments = [...byDept.keys()];

    // Rules on categories: dependencies of both logics, systems made of their department's gear.
    const depRows = rng.shuffle(equipment).slice(0, Math.max(6, Math.floor(equipment.length / 25)));
    const depIds = await insertReturningIds(
      tx,
      dependencies,
      depRows.map((c) => ({
        categoryId: c.id,
        logicType: rng.chance(0.5) ? ('all' as const) : ('other' as const),
        message: rng.pick([
          'Needs its cabling',
          'Add the matching stand or mount',
          'Requires power distro',
          'Add spare lamps',
        ]),
      })),
    );
    await insertAll(
      tx,
      dependencyItems,
      depRows.flatMap((c, i) => {
        const peers = (byDept.get(c.departmentId) ?? []).filter((p) => p.id !== c.id);
        const picks = few(peers, () => rng.int(1, 2));
        const rows: (typeof dependencyItems.$inferInsert)[] = picks.map((p) => ({
          dependencyId: depIds[i]!,
          categoryId: p.id,
        }));
        if (c.pullGroupId && rng.chance(0.3))
          rows.push({ dependencyId: depIds[i]!, pullGroupId: c.pullGroupId });
        return rows;
      }),
    );
    await insertAll(
      tx,
      systemItems,
      systems.flatMap((s) =>
        rng
          .shuffle(byDept.get(s.departmentId) ?? equipment)
          .slice(0, rng.int(2, 4))
          .map((c) => ({
            systemCategoryId: s.id,
            categoryId: c.id,
            quantity: rng.int(1, 4),
          })),
      ),
    );

    // Pulls: every event has its main one; some have a second truck.
    const pullRows = core.events.flatMap((e) => [
      { eventId: e.id, name: 'Main Show Pull', isMain: true },
      ...(rng.chance(0.15)
        ? [
            {
              eventId: e.id,
              name: rng.pick(['Second Truck', 'Breakout Rooms', 'Warehouse Prep']),
              isMain: false,
            },
          ]
        : []),
    ]);
    const pullIds = await insertReturningIds(tx, showPulls, pullRows);
    const mainPull = new Map(
      pullRows
        .map((p, i) => [p, pullIds[i]!] as const)
        .filter(([p]) => p.isMain)
        .map(([p, id]) => [p.eventId, id]),
    );

    // Bid items: a few dozen per show (the first upcoming show has 1,500 on large, 20,000 on xlarge).
    const { bidItems, largestPull } = SIZES[scale];
    const biggest = core.events.find((e) => e.startDate >= today)?.id;
    const itemRows: (typeof eventItems.$inferInsert)[] = [];
    /** Per item: the quantity to assign on the main pull (0: not yet written) and its cross-rented part. */
    const plan: { assign: number; cross: number }[] = [];
    for (const e of core.events) {
      // Shows that are close or over are mostly written; later ones about half.
      const written = e.startDate <= today ? 0.9 : 0.45;
      const count = largestPull !== undefined && e.id === biggest ? largestPull : rng.int(...bidItems);
      const depts = rng.shuffle(departments).slice(0, rng.int(2, departments.length));
      const pool = depts.map((d) => byDept.get(d) ?? []);
      for (let i = 0; i < count; i++) {
        const queue = salesOnly.length > 0 && rng.chance(0.03);
        const c = queue ? rng.pick(salesOnly) : pickAcross(rng, pool);
        const isActive = rng.chance(0.96);
        const qtyRequired = rng.weighted([
          [1, 30],
          [2, 25],
          [4, 20],
          [8, 15],
          [16, 7],
          [40, 3],
        ]);
        const vendorId = core.vendorIds.length && rng.chance(0.04) ? rng.pick(core.vendorIds) : null;
        const assign = !queue && isActive && rng.chance(written) ? qtyRequired : 0;
        plan.push({ assign, cross: assign && vendorId ? Math.min(assign, rng.int(1, 4)) : 0 });
        itemRows.push({
          eventId: e.id,
          categoryId: c.id,
          description: c.description,
          groupName: rng.pick(GROUPS),
          qtyRequired,
          clientNote: rng.pick(CLIENT_NOTES),
          notes: rng.pick(INTERNAL_NOTES),
          vendorId,
          // Written items of past shows were checked by the pull writer (the demo staff account).
          initials1: assign && e.startDate < today && rng.chance(0.8) ? 'SO' : null,
          isActive,
          isAssignable: !queue,
          isInGearFlowQueue: queue,
          isFlowing: queue && rng.chance(0.5),
          isStashed: rng.chance(0.02),
          sortOrder: i,
        });
      }
    }
    const itemIds = await insertReturningIds(tx, eventItems, itemRows);

    // Assignments on the main pull, summed into one line per category. A cross-rented part is
    // linked to its assignment (it leaves with it when un-assigned) and sits on the assignment's
    // line, with the bid item's vendor: the rows the screen's assign service writes
    // (assignments/assign.ts), written here in batches (one at a time took most of the xlarge seed).
    const lines = new Map<
      string,
      { showPullId: number; categoryId: number; quantity: number; notes: string }
    >();
    type Assignment = { showPullId: number; eventItemId: number; quantity: number; qtyCrossRented: number };
    const assignments: Assignment[] = [];
    const crossRented: {
      key: string;
      categoryId: number;
      vendorId: number | null;
      assignment: Assignment;
    }[] = [];
    itemRows.forEach((item, i) => {
      const { assign, cross } = plan[i]!;
      if (!assign) return;
      const pull = mainPull.get(item.eventId)!;
      const assignment = {
        showPullId: pull,
        eventItemId: itemIds[i]!,
        quantity: assign,
        qtyCrossRented: cross,
      };
      const key = `${pull}:${item.categoryId}`;
      if (cross > 0) {
        // The service refuses a stashed item (issue 38.6); such an item stays off the pull.
        if (!item.isStashed)
          crossRented.push({ key, categoryId: item.categoryId, vendorId: item.vendorId ?? null, assignment });
        return;
      }
      assignments.push(assignment);
      const l = lines.get(key) ?? { showPullId: pull, categoryId: item.categoryId, quantity: 0, notes: '' };
      l.quantity += assign;
      lines.set(key, l);
    });
    for (const l of lines.values())
      if (rng.chance(0.1)) l.notes = rng.pick(['Road case', 'Spares included', 'Pre-rig in shop']);
    // Cross-rented assignments come after the others, and add to their category's line (made,
    // with no notes, when it has none yet), in the order the service would have written them.
    await insertAll(tx, eventItemAssignments, assignments);
    const crossIds = await insertReturningIds(
      tx,
      eventItemAssignments,
      crossRented.map((c) => c.assignment),
    );
    for (const { key, categoryId, assignment } of crossRented) {
      const l = lines.get(key) ?? { showPullId: assignment.showPullId, categoryId, quantity: 0, notes: '' };
      l.quantity += assignment.quantity;
      lines.set(key, l);
    }
    const category = new Map(core.categories.map((c) => [c.id, c]));
    const lineIds = await insertReturningIds(
      tx,
      showPullItems,
      [...lines.values()].map((l) => ({
        showPullId: l.showPullId,
        categoryId: l.categoryId,
        quantity: l.quantity,
        description: category.get(l.categoryId)!.description,
        weight: category.get(l.categoryId)!.weightLbs,
        notes: l.notes,
      })),
    );
    const lineId = new Map([...lines.keys()].map((key, i) => [key, lineIds[i]!]));
    await insertAll(
      tx,
      crossRentalItems,
      crossRented.map(({ key, vendorId, assignment }, i) => ({
        showPullItemId: lineId.get(key)!,
        quantity: assignment.qtyCrossRented,
        vendorId,
        eventItemAssignmentId: crossIds[i]!,
      })),
    );
    // Gear flow commitments and the crew.
    await insertAll(
      tx,
      commitments,
      core.events.flatMap((e) =>
        few(equipment, () => rng.int(0, 3)).map((c) => ({
          eventId: e.id,
          categoryId: c.id,
          quantity: rng.int(2, 24),
          crossRentalQty: rng.chance(0.3) ? rng.int(1, 4) : 0,
        })),
      ),
    );
    await insertAll(
      tx,
      eventTechs,
      core.events.flatMap((e) =>
        few(core.technicians, () => rng.int(2, 6)).map((t) => ({ eventId: e.id, contactId: t.id })),
      ),
    );
  },
};
