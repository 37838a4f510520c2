import { useState } from 'react';

export type SortDir = 'asc' | 'desc';
export interface Sort<K extends string> {
  key: K | null;
  dir: SortDir;
}

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/** Compares two cell values: numbers (and category numbers, which are digits) numerically, text naturally. */
export function compareValues(a: string | number | null | undefined, b: string | number | null | undefined) {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** A sorted copy by the chosen column (empty cells last); no column keeps the server's order. */
export function sortRows<T, K extends string>(
  rows: readonly T[],
  sort: Sort<K>,
  value: (row: T, key: K) => string | number | null | undefined,
): T[] {
  const { key, dir } = sort;
  if (!key) return rows as T[];
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a, key);
    const y = value(b, key);
    const empty = (v: unknown) => v === null || v === undefined || v === '';
    // Empty cells stay last whichever the direction.
    if (empty(x) || empty(y)) return compareValues(x, y);
    return sign * compareValues(x, y);
  });
}

/** A column's sort: the first click sorts ascending, the next descending, the third restores the order. */
export function useSort<K extends string>() {
  const [sort, setSort] = useState<Sort<K>>({ key: null, dir: 'asc' });
  const toggle = (key: K) =>
    setSort((s) =>
      s.key !== key
        ? { key, dir: 'asc' }
        : s.dir === 'asc'
          ? { key, dir: 'desc' }
          : { key: null, dir: 'asc' },
    );
  return { sort, toggle };
}

/** A header cell whose label sorts the table. */
export function SortHeader<K extends string>({
  label,
  column,
  sort,
  onSort,
  className,
  title,
}: {
  label: string;
  column: K;
  sort: Sort<K>;
  onSort(key: K): void;
  className?: string;
  title?: string;
}) {
  const active = sort.key === column;
  return (
    <th
      className={className}
      title={title}
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button type="button" className="sort-button" tabIndex={-1} onClick={() => onSort(column)}>
        {label}
        {active ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ''}
      </button>
    </th>
  );
}
