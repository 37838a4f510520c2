import type { PullItem, ShowPullView } from '../../../../contracts/show-pulls';
import { shortageOf } from '../../../../contracts/show-pulls/stock';
import { type Sort, sortRows } from '../grid/table-sort';

type Category = ShowPullView['categories'][number];

/** Which lines the categories table lists: all, those with unmet dependencies, those short of the bid. */
export const LINE_FILTERS = ['all', 'unmet', 'short'] as const;
export type LineFilter = (typeof LINE_FILTERS)[number];
export const LINE_FILTER_LABELS: Record<LineFilter, string> = {
  all: 'All lines',
  unmet: 'Unmet dependencies',
  short: 'Shortfalls',
};

/**
 * A row of the categories table: a category with its (non-custom) line, or a custom line (spec 3
 * "Pull item" added by hand), which follows its category's row.
 */
export type CategoryRow = Category & {
  key: string;
  /** The custom line this row shows, or null for the category's own line. */
  custom: PullItem | null;
  /** The line of this row (the category's own, or the custom one), if there is one. */
  lineId: number | null;
  pullQty: number;
  notes: string;
  /** Dependencies of this row's line neither met nor satisfied by hand. */
  unmet: number;
  /** The pull holds fewer than the bid asks (issue 20 point 12). */
  short: boolean;
  /** The row's line (the category's own or the custom one), if there is one. */
  line: PullItem | null;
  /** Issue 38.4: what the company owns and other pulls hold over the same dates (null: no line). */
  owned: number | null;
  heldElsewhere: number | null;
  /** Units the company lacks for this line (`shortageOf`). */
  shortage: number;
};

/** A row's stock, from its line. */
const stockOf = (line: PullItem | undefined) =>
  line
    ? { line, owned: line.stock.owned, heldElsewhere: line.stock.heldElsewhere, shortage: shortageOf(line) }
    : { line: null, owned: null, heldElsewhere: null, shortage: 0 };

export const CATEGORY_COLUMNS = [
  'bidQty',
  'pullQty',
  'name',
  'pullGroupName',
  'description',
  'notes',
  'owned',
  'heldElsewhere',
  'shortage',
] as const;
export type CategoryColumn = (typeof CATEGORY_COLUMNS)[number];

/** A dependency is unmet while its required items are not on the pull and no one satisfied it by hand. */
export const isUnmet = (d: ShowPullView['dependencies'][number]) =>
  !d.requirementMet && !d.satisfied?.is_satisfied;

/** Unmet dependencies per line id. */
export function unmetByLine(view: ShowPullView): Map<number, number> {
  const out = new Map<number, number>();
  for (const d of view.dependencies)
    if (isUnmet(d)) out.set(d.for_show_pull_item_id, (out.get(d.for_show_pull_item_id) ?? 0) + 1);
  return out;
}

type RowGroup = { row: CategoryRow; customs: CategoryRow[] };
/** Built once per view: a filter, a sort or a department click only picks among them. */
const built = new WeakMap<ShowPullView, RowGroup[]>();

/** Every row of the table, before any filter: each category, then its custom lines. */
export function allCategoryRows(view: ShowPullView): RowGroup[] {
  const known = built.get(view);
  if (known) return known;
  const groups = buildCategoryRows(view);
  built.set(view, groups);
  return groups;
}

function buildCategoryRows(view: ShowPullView): RowGroup[] {
  const unmet = unmetByLine(view);
  const lineOf = new Map<number, PullItem>();
  const customsOf = new Map<number, PullItem[]>();
  for (const l of view.pullItems) {
    if (!l.isCustom) lineOf.set(l.category_id, l);
    else customsOf.set(l.category_id, [...(customsOf.get(l.category_id) ?? []), l]);
  }
  const categories = [...view.categories];
  // A custom line whose category the view does not list still shows (under its category id).
  const known = new Set(categories.map((c) => c.id));
  for (const [categoryId, lines] of customsOf)
    if (!known.has(categoryId))
      categories.push({
        id: categoryId,
        name: String(categoryId),
        description: lines[0]!.description,
        pullGroupName: null,
        department_id: 0,
        departmentTitle: '',
        isEditable: true,
        isSystem: false,
        showPullItemID: null,
        bidQty: 0,
      });
  return categories.map((c) => {
    const line = lineOf.get(c.id);
    const pullQty = line?.quantity ?? 0;
    const row: CategoryRow = {
      ...c,
      key: `c${c.id}`,
      custom: null,
      lineId: line?.id ?? c.showPullItemID,
      pullQty,
      notes: line?.notes ?? '',
      unmet: line ? (unmet.get(line.id) ?? 0) : 0,
      short: c.bidQty > 0 && pullQty < c.bidQty,
      ...stockOf(line),
    };
    const customs = (customsOf.get(c.id) ?? []).map(
      (l): CategoryRow => ({
        ...c,
        key: `l${l.id}`,
        custom: l,
        lineId: l.id,
        bidQty: 0,
        description: l.description,
        pullQty: l.quantity,
        notes: l.notes,
        unmet: unmet.get(l.id) ?? 0,
        short: false,
        ...stockOf(l),
      }),
    );
    return { row, customs };
  });
}

export interface CategoryQuery {
  departments: ReadonlySet<number>;
  text: string;
  onlyWithQty: boolean;
  lines: LineFilter;
  /** Issue 38.4: only the lines the company lacks stock for. */
  onlyShortages: boolean;
  sort: Sort<CategoryColumn>;
}

const matches = (text: string, ...fields: (string | number | null | undefined)[]) =>
  !text || fields.some((f) => f !== null && f !== undefined && String(f).toLowerCase().includes(text));

/** The rows shown: filtered, sorted by category (custom lines stay under their category). */
export function categoryRows(view: ShowPullView, q: CategoryQuery): CategoryRow[] {
  const text = q.text.trim().toLowerCase();
  const keep = (r: CategoryRow) =>
    (!q.departments.size || q.departments.has(r.department_id)) &&
    (!q.onlyWithQty || r.pullQty > 0) &&
    (q.lines !== 'unmet' || r.unmet > 0) &&
    (q.lines !== 'short' || r.short) &&
    (!q.onlyShortages || r.shortage > 0) &&
    matches(text, r.name, r.description, r.pullGroupName, r.custom ? 'custom' : null, r.custom?.notes);
  const groups = sortRows(allCategoryRows(view), q.sort, (g, key) => g.row[key]);
  return groups.flatMap((g) => [g.row, ...g.customs].filter(keep));
}

/** The header's counts: lines with unmet dependencies, shortfalls (against the bid) and shortages (of stock). */
export function lineCounts(view: ShowPullView) {
  let unmet = 0;
  let short = 0;
  let shortages = 0;
  for (const g of allCategoryRows(view))
    for (const r of [g.row, ...g.customs]) {
      if (r.unmet > 0) unmet++;
      if (r.short) short++;
      if (r.shortage > 0) shortages++;
    }
  return { unmet, short, shortages };
}
export type LineCounts = ReturnType<typeof lineCounts>;
