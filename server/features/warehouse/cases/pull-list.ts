import type { LoadsView } from '../../../../contracts/warehouse-loads.js';
import type { PrintSection, pullListSheet } from '../../show-pulls/public.js';

type Sheet = ReturnType<typeof pullListSheet>;
type Line = PrintSection['groups'][number]['lines'][number];

const CASE_BAR = { colorHex: '#0f172a', contrastHex: '#ffffff' };
const LOOSE_BAR = { colorHex: '#64748b', contrastHex: '#ffffff' };
const pounds = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })} lbs`;

/**
 * The printed pull list grouped by case (issue 38.3): a section per case of the pull (its units of
 * each line, by department), then the loose units, in the pull list's own drawing. Each section
 * says its weight and truck; the total is the pull's with the cases' empty weights.
 */
export function byCase(sheet: Sheet, loads: LoadsView): Sheet {
  const home = new Map<number, { line: Line; department: string }>();
  for (const s of sheet.sections)
    for (const g of s.groups)
      for (const line of g.lines) home.set(line.id, { line, department: s.department.title });
  const trucks = new Map(loads.trucks.map((t) => [t.id, t.name]));

  /** Lines with their quantities for one section, grouped by department in the pull list's order. */
  const groups = (parts: readonly { lineId: number; quantity: number; weight?: number }[]) => {
    const byDept = new Map<string, Line[]>();
    for (const p of parts) {
      const at = home.get(p.lineId);
      if (!at) continue;
      const perUnit = at.line.quantity ? at.line.weight / at.line.quantity : 0;
      byDept.set(at.department, [
        ...(byDept.get(at.department) ?? []),
        { ...at.line, quantity: p.quantity, weight: p.weight ?? perUnit * p.quantity, crossRented: [] },
      ]);
    }
    return [...byDept.entries()].map(([name, lines]) => ({ name, lines }));
  };
  const title = (what: string, weight: number, truckId: number | null) =>
    `${what}  ·  ${pounds(weight)}${truckId !== null && trucks.has(truckId) ? `  ·  ${trucks.get(truckId)}` : ''}`;

  const sections: PrintSection[] = [
    ...loads.cases.map((c) => ({
      department: { ...CASE_BAR, title: title(`Case ${c.number} · ${c.name}`, c.weight, c.truckId) },
      groups: groups(c.contents),
    })),
    ...(loads.loose.length
      ? [
          {
            department: {
              ...LOOSE_BAR,
              title: title(
                'In no case',
                loads.loose.reduce((w, l) => w + l.weight, 0),
                null,
              ),
            },
            groups: groups(
              loads.loose.map((l) => ({ lineId: l.lineId, quantity: l.quantity, weight: l.weight })),
            ),
          },
        ]
      : []),
  ];
  return { ...sheet, sections, weight: loads.totalWeight };
}
