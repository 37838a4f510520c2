import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortageOf } from '../../../contracts/show-pulls/stock.js';
import { buildCategory, buildDepartment, buildEvent } from '../../../test/factories.js';
import { createTestDatabase } from '../../../test/test-db.js';
import { showPulls } from '../../domains/shows/schema.js';
import type { Database, Db } from '../../platform/db/types.js';
import { AppError } from '../../platform/http/errors.js';
import { crossRent } from './lines/lines.js';
import { findPullItems } from './lines/queries.js';
import { toPullItem } from './lines/rows.js';
import { crossRentalItems, showPullItems } from './schema.js';
import { runPullWrite } from './write/run.js';

/**
 * Issue 38.4: what other pulls hold of a line's category over overlapping dates, as the SQL counts
 * it, equals a count made by hand over random events (dates, load dates or none, cancelled or not),
 * pulls, lines and cross rentals.
 */
let database: Database;
let db: Db;
let drop: () => Promise<void>;
let nextEvent = 61_000;
let departmentId: number;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  db = database.db;
  departmentId = (await buildDepartment(db)).id;
});
afterAll(() => drop());

const day = (n: number) => new Date(Date.UTC(2027, 0, 1 + n)).toISOString().slice(0, 10);

const lineArb = fc.record({
  category: fc.nat({ max: 2 }),
  qty: fc.integer({ min: 0, max: 9 }),
  cross: fc.integer({ min: 0, max: 9 }),
  custom: fc.boolean(),
});
const eventArb = fc.record({
  start: fc.integer({ min: 0, max: 20 }),
  length: fc.integer({ min: 0, max: 4 }),
  loadIn: fc.option(fc.integer({ min: 0, max: 3 })),
  loadOut: fc.option(fc.integer({ min: 0, max: 3 })),
  cancelled: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  pulls: fc.array(fc.array(lineArb, { maxLength: 4 }), { minLength: 1, maxLength: 3 }),
});
const worldArb = fc.record({
  owned: fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 3, maxLength: 3 }),
  events: fc.array(eventArb, { minLength: 1, maxLength: 6 }),
});
type World = typeof worldArb extends fc.Arbitrary<infer T> ? T : never;

interface Made {
  pullId: number;
  lineId: number;
  categoryId: number;
  qty: number;
  cross: number;
  from: string;
  to: string;
  cancelled: boolean;
  owned: number;
}

/** Writes the world with categories of its own, so earlier runs' rows count for none of them. */
async function build(w: World): Promise<Made[]> {
  const cats = [];
  for (const owned of w.owned) cats.push(await buildCategory(db, { departmentId, ownedQuantity: owned }));
  const made: Made[] = [];
  for (const e of w.events) {
    const [start, end] = [day(e.start), day(e.start + e.length)];
    const event = await buildEvent(db, {
      id: nextEvent++,
      startDate: start,
      endDate: end,
      loadInDate: e.loadIn === null ? null : day(e.start - e.loadIn),
      loadOutDate: e.loadOut === null ? null : day(e.start + e.length + e.loadOut),
      isCancelled: e.cancelled,
    });
    const from = e.loadIn === null ? start : day(e.start - e.loadIn);
    const to = e.loadOut === null ? end : day(e.start + e.length + e.loadOut);
    for (const [p, lines] of e.pulls.entries()) {
      const [pull] = await db
        .insert(showPulls)
        .values({ eventId: event.id, name: p === 0 ? 'Main Show Pull' : `Truck ${p}`, isMain: p === 0 })
        .returning();
      const seen = new Set<number>();
      for (const l of lines) {
        // One own line per category; custom lines may repeat it.
        const custom = l.custom || seen.has(l.category);
        if (!custom) seen.add(l.category);
        const category = cats[l.category]!;
        const cross = Math.min(l.cross, l.qty);
        const [line] = await db
          .insert(showPullItems)
          .values({
            showPullId: pull!.id,
            categoryId: category.id,
            quantity: l.qty,
            description: category.description,
            isCustom: custom,
          })
          .returning();
        if (cross > 0)
          await db.insert(crossRentalItems).values({ showPullItemId: line!.id, quantity: cross });
        made.push({
          pullId: pull!.id,
          lineId: line!.id,
          categoryId: category.id,
          qty: l.qty,
          cross,
          from,
          to,
          cancelled: e.cancelled,
          owned: w.owned[l.category]!,
        });
      }
    }
  }
  return made;
}

/** The count by hand: every other pull's line of the category whose event holds it over overlapping dates. */
const heldByHand = (all: readonly Made[], line: Made) =>
  all
    .filter(
      (o) =>
        o.pullId !== line.pullId &&
        o.categoryId === line.categoryId &&
        !o.cancelled &&
        o.from <= line.to &&
        o.to >= line.from,
    )
    .reduce((n, o) => n + o.qty - o.cross, 0);

describe('shortages: held by other pulls over overlapping dates', () => {
  it('equals a count by hand over random events, pulls and lines', async () => {
    await fc.assert(
      fc.asyncProperty(worldArb, async (w) => {
        const made = await build(w);
        for (const pullId of new Set(made.map((m) => m.pullId))) {
          const rows = (await findPullItems(db, pullId)).map(toPullItem);
          const mine = made.filter((m) => m.pullId === pullId);
          expect(rows.map((r) => r.id)).toEqual(mine.map((m) => m.lineId));
          for (const m of mine) {
            const row = rows.find((r) => r.id === m.lineId)!;
            const held = heldByHand(made, m);
            expect(row.stock).toEqual({ owned: m.owned, heldElsewhere: held });
            expect(row.minimum.crossRentedQty).toBe(m.cross);
            expect(shortageOf(row)).toBe(Math.max(0, held + m.qty - m.cross - m.owned));
          }
          // A write's answer reads some lines only (findPullItems' filters): the same figures.
          const one = mine[0];
          if (one) {
            const [only] = (await findPullItems(db, pullId, { lineId: one.lineId })).map(toPullItem);
            expect(only!.stock).toEqual(rows[0]!.stock);
            const some = (await findPullItems(db, pullId, { categoryIds: [one.categoryId] })).map(toPullItem);
            for (const r of some) expect(r.stock).toEqual(rows.find((x) => x.id === r.id)!.stock);
          }
        }
      }),
      { numRuns: process.env.DATABASE_URL ? 25 : 40 },
    );
  });
});

describe('the cross rental a shortage offers', () => {
  it('takes the short units off stock, and is refused above the line', async () => {
    const category = await buildCategory(db, { departmentId, ownedQuantity: 4 });
    const mk = async (id: number) => {
      const event = await buildEvent(db, { id, startDate: day(40), endDate: day(42) });
      const [pull] = await db
        .insert(showPulls)
        .values({ eventId: event.id, name: 'Main Show Pull', isMain: true })
        .returning();
      const [line] = await db
        .insert(showPullItems)
        .values({ showPullId: pull!.id, categoryId: category.id, quantity: 3, description: 'x' })
        .returning();
      return { pull: pull!.id, line: line!.id };
    };
    const a = await mk(nextEvent++);
    const b = await mk(nextEvent++);
    const lineOf = async () => (await findPullItems(db, a.pull, { lineId: a.line })).map(toPullItem)[0]!;
    expect(shortageOf(await lineOf())).toBe(2);

    const refused = await runPullWrite(db, crossRent, { pullItemID: a.line, qty: 4 }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).message).toBe('At most 3 can be cross-rented: the line has 3');

    const update = await runPullWrite(db, crossRent, { pullItemID: a.line, qty: 2 });
    const line = update.pullItems.find((l) => l.id === a.line)!;
    expect(line.minimum.crossRentedQty).toBe(2);
    expect(shortageOf(line)).toBe(0);
    // The other pull now sees one unit fewer held here.
    const other = (await findPullItems(db, b.pull)).map(toPullItem)[0]!;
    expect(other.stock.heldElsewhere).toBe(1);
    // Set again, not added to; 0 takes them off.
    await runPullWrite(db, crossRent, { pullItemID: a.line, qty: 1 });
    expect((await lineOf()).minimum.crossRentedQty).toBe(1);
    await runPullWrite(db, crossRent, { pullItemID: a.line, qty: 0 });
    expect(shortageOf(await lineOf())).toBe(2);
  });
});
