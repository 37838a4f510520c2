import type { CostLine, CostTotals, EventCost, Rate, RatesResponse } from '../../../contracts/labor-cost.js';
import { prettyDateRange, prettyWallTime } from '../../platform/dates.js';
import type { Db } from '../../platform/db/types.js';
import { notFound } from '../../platform/http/errors.js';
import { createJsonCache, type JsonAnswer } from '../../platform/versioned-cache.js';
import { costOfShift, rateFor, shiftOf } from './cost-rule.js';
import * as q from './queries.js';

/*
 * An event's planned labor cost (issue 37.5): each planned position at the rate that prices it,
 * each trip at its cost as entered. The answers carry what things cost, never a rate: staff read
 * them; the rates are admins' (spec 6).
 */

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

function lineOf(p: q.PositionRow, rates: Awaited<ReturnType<typeof q.findRates>>): CostLine {
  const isConfirmed = p.contactId !== null && !p.isTentative;
  const { rate, source } = rateFor({ ...p, isConfirmed }, rates.technicians, rates.roles);
  const shift = shiftOf(p.inAt, p.outAt);
  const cost = costOfShift(shift, rate);
  return {
    positionId: p.id,
    category: p.category,
    description: p.description,
    tech: p.tech,
    status: p.contactId === null ? 'Uncrewed' : p.isTentative ? 'Tentative' : 'Confirmed',
    prettyDateRange: prettyDateRange(p.inAt.slice(0, 10), p.outAt.slice(0, 10)),
    days: cost.days,
    halfDays: cost.halfDays,
    hoursPerDay: hours(shift.minutesPerDay),
    overtimeHours: hours(cost.overtimeMinutes),
    rateSource: source,
    laborCents: cost.laborCents,
    perDiemCents: cost.perDiemCents,
    totalCents: cost.totalCents,
  };
}

function totalsOf(lines: readonly CostLine[], travel: readonly { costCents: number }[]): CostTotals {
  let laborCents = 0;
  let perDiemCents = 0;
  let unpriced = 0;
  for (const l of lines) {
    laborCents += l.laborCents;
    perDiemCents += l.perDiemCents;
    if (l.rateSource === 'none') unpriced++;
  }
  const travelCents = travel.reduce((sum, t) => sum + t.costCents, 0);
  return {
    laborCents,
    perDiemCents,
    travelCents,
    totalCents: laborCents + perDiemCents + travelCents,
    unpriced,
  };
}

/** The cost of each event, in the order given: three queries however many events. */
async function costsOf(db: Db, events: readonly q.EventRow[]): Promise<EventCost[]> {
  const ids = events.map((e) => e.id);
  const [rates, positions, trips] = await Promise.all([
    q.findRates(db),
    q.findPositions(db, ids),
    q.findTrips(db, ids),
  ]);
  const byEvent = new Map<number, EventCost>(
    events.map((e) => [
      e.id,
      { eventId: e.id, showName: e.showName, lines: [], travel: [], ...totalsOf([], []) },
    ]),
  );
  for (const p of positions) byEvent.get(p.eventId)!.lines.push(lineOf(p, rates));
  for (const t of trips)
    byEvent.get(t.eventId)!.travel.push({
      tripId: t.id,
      traveller: t.traveller,
      kind: t.kind,
      direction: t.direction,
      prettyDeparts: prettyWallTime(t.departsAt),
      costCents: t.costCents,
    });
  return [...byEvent.values()].map((c) => ({ ...c, ...totalsOf(c.lines, c.travel) }));
}

export async function eventCost(db: Db, id: number): Promise<EventCost> {
  const event = await q.findEvent(db, id);
  if (!event) throw notFound(`Event ${id}`);
  const [cost] = await costsOf(db, [event]);
  return cost!;
}

/** Each event of the range with its lines (the CSV) or only its totals (the labor screen). */
export async function rangeCosts(db: Db, start: string, end: string): Promise<EventCost[]> {
  return costsOf(db, await q.findEventsBetween(db, start, end));
}

export async function rangeTotals(db: Db, start: string, end: string) {
  return (await rangeCosts(db, start, end)).map(({ lines: _lines, travel: _travel, ...totals }) => totals);
}

/*
 * The costs as sent, kept while none of the tables they read has moved: the labor screen asks a
 * month's totals at every opening (about 1,100 events' positions priced on the largest data), and
 * a notes save does not move them (notes are counted apart, as 'positions.labor_notes').
 */
const costCache = createJsonCache({ tables: q.LABOR_COST_TABLES, maxBytes: 4_000_000 });

/** GET /labor-cost/events/{id}'s answer. */
export const eventCostJson = (db: Db, id: number, currency: string): Promise<JsonAnswer> =>
  costCache.get(db, `event:${id}`, async () => ({ currency, cost: await eventCost(db, id) }));

/** GET /labor-cost/events' answer: each event's totals over the range. */
export const rangeTotalsJson = (db: Db, start: string, end: string, currency: string): Promise<JsonAnswer> =>
  costCache.get(db, `range:${start}:${end}`, async () => ({
    currency,
    events: await rangeTotals(db, start, end),
  }));

export async function rates(db: Db): Promise<Omit<RatesResponse, 'currency'>> {
  const [roles, technicians] = await Promise.all([q.findRoleRates(db), q.findTechnicianRates(db)]);
  return { roles, technicians };
}

export async function setRoleRate(db: Db, categoryId: number, rate: Rate) {
  return db.transaction(async (tx) => {
    if (!(await q.isLaborCategory(tx, categoryId))) throw notFound(`Labor category ${categoryId}`);
    await q.upsertRate(tx, { categoryId }, rate);
    return { rate };
  });
}

export async function setTechnicianRate(db: Db, contactId: number, rate: Rate) {
  return db.transaction(async (tx) => {
    if (!(await q.isTechnician(tx, contactId))) throw notFound(`Technician ${contactId}`);
    await q.upsertRate(tx, { contactId }, rate);
    return { rate };
  });
}

export async function removeRate(db: Db, owner: q.Owner) {
  await db.transaction((tx) => q.deleteRate(tx, owner));
  return { ok: true as const };
}
