import { describe, expect, it } from 'vitest';
import type { PullItem, ShowPullView } from '../../../../contracts/show-pulls';
import { isOrphaned } from '../dependencies/manager-dependencies';
import { clampToViewport } from '../floating-panel';
import { sortRows } from '../grid/table-sort';
import { categoryRows, lineCounts } from './category-rows';
import { describeAfterCategoryChange } from './custom-item-modal';

const category = (id: number, name: string, bidQty: number, line: number | null = null) => ({
  id,
  name,
  description: `Category ${name}`,
  pullGroupName: null,
  department_id: 1,
  departmentTitle: 'Audio',
  isEditable: true,
  isSystem: false,
  showPullItemID: line,
  bidQty,
});
const line = (id: number, category_id: number, quantity: number, over: Partial<PullItem> = {}): PullItem => ({
  id,
  category_id,
  quantity,
  description: `Line ${id}`,
  notes: '',
  writer_notes: '',
  weight: 1,
  ignore_weight_qty: 0,
  isCustom: false,
  minimum: { total: 0, dependencyQty: 0, systemQty: 0, crossRentedQty: 0 },
  stock: { owned: 100, heldElsewhere: 0 },
  ...over,
});
const dependency = (lineId: number, met: boolean, satisfied = false) => ({
  id: lineId * 10,
  category_id: 0,
  for_show_pull_item_id: lineId,
  message: 'Needs a cable',
  logic_type: 'all' as const,
  required_items: [],
  requirementMet: met,
  satisfied: satisfied ? { id: 1, is_satisfied: true } : null,
});

// Categories 1241 and 12175 (text order would put 12175 first), a custom line under 1005.
const view = {
  categories: [category(1, '1005', 3, 11), category(2, '1241', 2, 12), category(3, '12175', 4)],
  pullItems: [
    line(11, 1, 3),
    line(12, 2, 1),
    line(13, 1, 3, { isCustom: true, description: 'Custom spare mic kit', notes: 'AA' }),
  ],
  dependencies: [dependency(11, false), dependency(12, false, true), dependency(13, true)],
} as unknown as ShowPullView;

const query = {
  departments: new Set<number>(),
  text: '',
  onlyWithQty: false,
  lines: 'all' as const,
  onlyShortages: false,
  sort: { key: null, dir: 'asc' as const },
};

describe('the categories table rows', () => {
  it('lists a custom line under its category, marked, with its own quantity and notes', () => {
    const rows = categoryRows(view, query);
    expect(rows.map((r) => r.key)).toEqual(['c1', 'l13', 'c2', 'c3']);
    expect(rows[0]).toMatchObject({ pullQty: 3, custom: null, lineId: 11 });
    expect(rows[1]).toMatchObject({
      pullQty: 3,
      notes: 'AA',
      description: 'Custom spare mic kit',
      lineId: 13,
    });
    expect(rows[1]!.custom?.id).toBe(13);
    expect(categoryRows(view, { ...query, text: 'custom' }).map((r) => r.key)).toEqual(['l13']);
  });

  it('marks unmet dependencies (not those satisfied by hand) and shortfalls, counts and filters them', () => {
    const rows = categoryRows(view, query);
    expect(rows.map((r) => r.unmet)).toEqual([1, 0, 0, 0]);
    // 1241: 1 of 2; 12175: 0 of 4 (no line at all); 1005 has what the bid asks.
    expect(rows.map((r) => r.short)).toEqual([false, false, true, true]);
    expect(lineCounts(view)).toEqual({ unmet: 1, short: 2, shortages: 0 });
    expect(categoryRows(view, { ...query, lines: 'unmet' }).map((r) => r.key)).toEqual(['c1']);
    expect(categoryRows(view, { ...query, lines: 'short' }).map((r) => r.key)).toEqual(['c2', 'c3']);
  });

  it('shows stock and shortages (issue 38.4), counts them and lists only them', () => {
    const stocked = {
      ...view,
      pullItems: [
        // 6 held elsewhere + 3 here - 2 cross-rented - 5 owned: 2 short.
        line(11, 1, 3, {
          stock: { owned: 5, heldElsewhere: 6 },
          minimum: { total: 2, dependencyQty: 0, systemQty: 0, crossRentedQty: 2 },
        }),
        line(12, 2, 1, { stock: { owned: 4, heldElsewhere: 3 } }),
        line(13, 1, 3, { isCustom: true, description: 'Spare', stock: { owned: 5, heldElsewhere: 6 } }),
      ],
    } as ShowPullView;
    const rows = categoryRows(stocked, query);
    expect(rows.map((r) => [r.key, r.owned, r.heldElsewhere, r.shortage])).toEqual([
      ['c1', 5, 6, 2],
      ['l13', 5, 6, 4],
      ['c2', 4, 3, 0],
      ['c3', null, null, 0],
    ]);
    expect(lineCounts(stocked).shortages).toBe(2);
    expect(categoryRows(stocked, { ...query, onlyShortages: true }).map((r) => r.key)).toEqual(['c1', 'l13']);
    const worst = categoryRows(stocked, { ...query, sort: { key: 'shortage', dir: 'desc' } });
    expect(worst[0]!.key).toBe('c1');
  });

  it('sorts category numbers as numbers, custom lines staying under their category', () => {
    const desc = categoryRows(view, { ...query, sort: { key: 'name', dir: 'desc' } });
    expect(desc.map((r) => r.name)).toEqual(['12175', '1241', '1005', '1005']);
    expect(desc.at(-1)!.custom).not.toBe(null);
    const byQty = categoryRows(view, { ...query, sort: { key: 'bidQty', dir: 'asc' } });
    expect(byQty.map((r) => r.key)).toEqual(['c2', 'c1', 'l13', 'c3']);
  });
});

describe('dependency additions', () => {
  it('are flagged orphaned once the line they were added for is at 0 or gone (issue 38.6)', () => {
    const added = (forLine: number) => ({
      id: 1,
      quantity: 2,
      dependency_item_id: 1,
      for_show_pull_item_id: forLine,
      forItemDescription: 'Line',
      category_id: 2,
    });
    const pull = { pullItems: [line(11, 1, 3), line(12, 2, 0)] };
    expect(isOrphaned(pull, added(11))).toBe(false);
    expect(isOrphaned(pull, added(12))).toBe(true);
    expect(isOrphaned(pull, added(99))).toBe(true);
  });
});

describe('Add Custom Item', () => {
  it('keeps the description in step with the category until the writer types one (issue 38.6)', () => {
    expect(describeAfterCategoryChange('', undefined, 'SM58')).toBe('SM58');
    // The first category's description, not edited: the new category's.
    expect(describeAfterCategoryChange('SM58', 'SM58', 'Beta 58')).toBe('Beta 58');
    // Typed by the writer: kept.
    expect(describeAfterCategoryChange('Spare mic kit', 'SM58', 'Beta 58')).toBe('Spare mic kit');
  });
});

describe('table sorting', () => {
  it('puts empty cells last in both directions', () => {
    const rows = [{ v: 'b' }, { v: '' }, { v: 'a' }];
    expect(sortRows(rows, { key: 'v', dir: 'asc' }, (r) => r.v).map((r) => r.v)).toEqual(['a', 'b', '']);
    expect(sortRows(rows, { key: 'v', dir: 'desc' }, (r) => r.v).map((r) => r.v)).toEqual(['b', 'a', '']);
    expect(sortRows(rows, { key: null, dir: 'asc' }, (r) => r.v)).toBe(rows);
  });
});

describe('the Pull Item Manager position', () => {
  const size = { width: 660, height: 345.3 };
  const view1400 = { x: 1400, y: 900 };
  it('keeps the whole panel inside the window, in whole pixels', () => {
    expect(clampToViewport({ x: -1001, y: 1979 }, size, view1400)).toEqual({ x: 0, y: 554 });
    expect(clampToViewport({ x: 5000, y: -20 }, size, view1400)).toEqual({ x: 740, y: 0 });
    expect(clampToViewport({ x: 100.6, y: 90 }, size, view1400)).toEqual({ x: 101, y: 90 });
  });
  it('shows its top-left corner when the window is smaller than the panel', () => {
    expect(clampToViewport({ x: 300, y: 300 }, size, { x: 500, y: 300 })).toEqual({ x: 0, y: 0 });
  });
});
