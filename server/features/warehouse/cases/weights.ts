import type { LoadsView, LooseLine, PullCase } from '../../../../contracts/warehouse-loads.js';
import type { CaseCount, CaseOnPull, LoadLine, TruckRow } from './queries.js';

/** Pounds to the hundredth (the columns' scale), so sums of many lines print as they add up. */
const lbs = (n: number) => Math.round(n * 100) / 100;

/**
 * A pull's loads (issue 38.3), from its rows. A case weighs its empty weight plus each line's units
 * in it times the line's unit weight; a line's loose units (its quantity less what is in cases)
 * weigh as the pull's total weight counts them (less `ignore_weight_qty`, the units that do not
 * travel); a truck weighs its cases and loose lines, and is over when that passes its limit.
 *
 * Still out per case: a return scan made with a case current comes out of that case; one made
 * without comes out of the line's loose units first, then its cases by number.
 */
export function pullLoads(rows: {
  lines: readonly LoadLine[];
  cases: readonly CaseOnPull[];
  counts: readonly CaseCount[];
  trucks: readonly TruckRow[];
  available: LoadsView['available'];
}): LoadsView {
  const lines = new Map(rows.lines.map((l) => [l.id, l]));
  const byLine = new Map<number, CaseCount[]>();
  for (const c of rows.counts)
    if (lines.has(c.lineId)) byLine.set(c.lineId, [...(byLine.get(c.lineId) ?? []), c]);
  const caseOrder = new Map(rows.cases.map((c, i) => [c.caseId, i]));

  const stillOutIn = new Map<string, number>();
  const loose: LooseLine[] = [];
  for (const line of rows.lines) {
    const counts = (byLine.get(line.id) ?? []).sort(
      (a, b) => (caseOrder.get(a.caseId) ?? 0) - (caseOrder.get(b.caseId) ?? 0),
    );
    const inCases = counts.reduce((n, c) => n + c.loaded, 0);
    const tagged = counts.reduce((n, c) => n + c.returned, 0);
    let untagged = Math.max(0, line.returned - tagged);
    const looseLoaded = Math.max(0, line.loaded - inCases);
    const looseBack = Math.min(looseLoaded, untagged);
    untagged -= looseBack;
    for (const c of counts) {
      const out = Math.max(0, c.loaded - c.returned);
      const back = Math.min(out, untagged);
      untagged -= back;
      stillOutIn.set(`${c.caseId}:${line.id}`, out - back);
    }
    const quantity = Math.max(0, line.quantity - inCases);
    if (quantity > 0)
      loose.push({
        lineId: line.id,
        categoryNumber: line.categoryNumber,
        description: line.description,
        quantity,
        weight: lbs(Math.max(0, line.quantity - line.ignoreWeightQty - inCases) * line.weight),
        truckId: line.truckId,
        stillOut: looseLoaded - looseBack,
      });
  }

  const cases: PullCase[] = rows.cases.map((c) => {
    const contents = rows.counts
      .filter((n) => n.caseId === c.caseId && n.loaded > 0 && lines.has(n.lineId))
      .map((n) => {
        const line = lines.get(n.lineId)!;
        return {
          lineId: line.id,
          categoryNumber: line.categoryNumber,
          description: line.description,
          quantity: n.loaded,
          stillOut: stillOutIn.get(`${c.caseId}:${line.id}`) ?? 0,
          unitWeight: line.weight,
        };
      })
      .sort((a, b) => Number(a.categoryNumber) - Number(b.categoryNumber) || a.lineId - b.lineId);
    return {
      caseId: c.caseId,
      number: c.number,
      name: c.name,
      emptyWeight: c.emptyWeight,
      truckId: c.truckId,
      contents: contents.map(({ unitWeight: _, ...rest }) => rest),
      weight: lbs(c.emptyWeight + contents.reduce((w, n) => w + n.quantity * n.unitWeight, 0)),
      stillOut: contents.reduce((n, x) => n + x.stillOut, 0),
    };
  });

  const onTruck = (truckId: number | null) =>
    cases.filter((c) => c.truckId === truckId).reduce((w, c) => w + c.weight, 0) +
    loose.filter((l) => l.truckId === truckId).reduce((w, l) => w + l.weight, 0);
  const trucks = rows.trucks.map((t) => {
    const weight = lbs(onTruck(t.id));
    return { ...t, weight, over: t.weightLimit !== null && weight > t.weightLimit };
  });
  const known = new Set(rows.trucks.map((t) => t.id));
  const unassigned =
    cases.filter((c) => c.truckId === null || !known.has(c.truckId)).reduce((w, c) => w + c.weight, 0) +
    loose.filter((l) => l.truckId === null || !known.has(l.truckId)).reduce((w, l) => w + l.weight, 0);
  return {
    cases,
    loose,
    trucks,
    unassignedWeight: lbs(unassigned),
    totalWeight: lbs(trucks.reduce((w, t) => w + t.weight, 0) + unassigned),
    available: rows.available,
  };
}
