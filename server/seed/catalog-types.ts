/** The shape of the demo equipment catalog, and helpers to write it compactly. */

/** [description, weight in lbs]. */
export type Item = readonly [string, number];

export interface PullGroupCatalog {
  name: string;
  items: readonly Item[];
}

export interface DepartmentCatalog {
  title: string;
  colorHex: string;
  colorName: string;
  group: string;
  pullGroups: readonly PullGroupCatalog[];
  /** Packages quoted as one line (is_system). */
  systems: readonly Item[];
  /** Consumables that are sold, not rented (is_sales_only); they go in the "Expendables" pull group. */
  salesOnly: readonly Item[];
  /** Labor positions (is_labor). */
  labor: readonly string[];
}

export const EXPENDABLES = 'Expendables';

/** "Wireless Mic Rack 8ch@95|Speaker Stand Tripod@12" → items (description@lbs, separated by |). */
export function items(spec: string): Item[] {
  return spec.split('|').map((part) => {
    const at = part.lastIndexOf('@');
    const lbs = Number(part.slice(at + 1));
    if (at < 0 || !Number.isFinite(lbs)) throw new Error(`catalog item without a weight: "${part}"`);
    return [part.slice(0, at).trim(), lbs] as const;
  });
}

/** models('Shure', 'Microphone', 'SM58@0.7|SM57@0.6') → "Shure SM58 Microphone", ... An empty kind adds nothing. */
export function models(brand: string, kind: string, spec: string): Item[] {
  return items(spec).map(([model, lbs]) => [[brand, model, kind].filter(Boolean).join(' '), lbs] as const);
}

/** "XLR Cable" at 10, 25 ft → "XLR Cable 10ft", with the weight growing with the length. */
export function lengths(
  kind: string,
  feet: readonly number[],
  lbsPerFoot: number,
  baseLbs = 0,
  unit: 'ft' | 'in' = 'ft',
): Item[] {
  return feet.map((n) => [`${kind} ${n}${unit}`, round2(baseLbs + lbsPerFoot * n)] as const);
}

export const round2 = (n: number) => Math.round(n * 100) / 100;
