/** General helpers of spec section 9 that screens use, built on the platform (Intl). */

const currency = new Map<number, Intl.NumberFormat>();

/** US dollars, en-US: 2 decimals by default, 0 when asked. */
export function formatCurrency(value: number, decimals: 0 | 2 = 2): string {
  let f = currency.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    currency.set(decimals, f);
  }
  return f.format(value);
}

type Shown = string | number;

/** The value, or the fallback ('-') when it is null, undefined or blank. */
export function emptyFallback(value: Shown | null | undefined, fallback = '-'): Shown {
  if (value === null || value === undefined) return fallback;
  if (typeof value === 'string' && value.trim() === '') return fallback;
  return value;
}

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/** A sorted copy, by one key; strings compare naturally ("A2" before "A10"), empty values last. */
export function sortByKey<T, K extends keyof T>(
  items: readonly T[],
  key: K,
  direction: 'asc' | 'desc' = 'asc',
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    const xEmpty = x === null || x === undefined || x === '';
    const yEmpty = y === null || y === undefined || y === '';
    if (xEmpty || yEmpty) return xEmpty === yEmpty ? 0 : xEmpty ? 1 : -1;
    if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
    return sign * collator.compare(String(x), String(y));
  });
}

/** A copy of the set with `item` added, or removed when it was there (a checkbox, an open folder). */
export function toggled<T>(set: ReadonlySet<T>, item: T): Set<T> {
  const next = new Set(set);
  if (next.has(item)) next.delete(item);
  else next.add(item);
  return next;
}
