import { useMemo, useState } from 'react';
import type { ShowPullView } from '../../../contracts/show-pulls';
import { useDebouncedValue } from '../../platform/use-debounced-value';
import { type CategoryColumn, categoryRows, type LineFilter, lineCounts } from './category-rows';
import { assignedHere, filterCommitments, filterEventItems, type ListFilter } from './filters';
import { sortRows, useSort } from './table-sort';

/** The bid items table's sortable columns. */
export type BidColumn =
  | 'category_name'
  | 'qty_required'
  | 'assigned'
  | 'group_name'
  | 'description'
  | 'client_note'
  | 'notes'
  | 'vendor_company_name'
  | 'initials1';

/** Spec 9: searches wait 500 ms after typing, and apply at once when cleared. */
const useSearch = (text: string) => useDebouncedValue(text, text.trim() ? 500 : 0);

/**
 * The screen's state lives in these hooks, held by the page: switching to another pull of the event
 * keeps the lists as they were set.
 */

/** The left side's list: which one (bid, gear flow, techs...), its search, its text size and columns. */
export function useBidList(view: ShowPullView | undefined, departments: ReadonlySet<number>) {
  const [filter, setFilter] = useState<ListFilter>('all');
  const [text, setText] = useState('');
  const [showClientNotes, setShowClientNotes] = useState(true);
  const [fontSize, setFontSize] = useState(13);
  const query = useSearch(text);
  const { sort, toggle: sortBy } = useSort<BidColumn>();
  const items = useMemo(
    () =>
      view
        ? sortRows(filterEventItems(view.eventItems, { filter, departments, text: query }), sort, (i, key) =>
            key === 'assigned' ? (assignedHere(i) ? i.assignment!.quantity : 0) : i[key],
          )
        : [],
    [view, filter, departments, query, sort],
  );
  const commitments = useMemo(
    () => (view ? filterCommitments(view.commitments, { filter, departments, text: query }) : []),
    [view, filter, departments, query],
  );
  const techs = (view?.techs ?? []).filter(
    (t) => !query || t.contact_name.toLowerCase().includes(query.trim().toLowerCase()),
  );
  return {
    filter,
    setFilter,
    text,
    setText,
    showClientNotes,
    setShowClientNotes,
    fontSize,
    smaller: () => setFontSize((s) => Math.max(9, s - 1)),
    larger: () => setFontSize((s) => Math.min(20, s + 1)),
    items,
    sort,
    sortBy,
    commitments,
    techs,
    count: filter === 'gearFlow' ? commitments.length : filter === 'techs' ? techs.length : items.length,
  };
}

/** The right side's categories: their search, the "Qty > 0" switch, which lines, the sort, and the counts. */
export function useCategoryList(view: ShowPullView | undefined, departments: ReadonlySet<number>) {
  const [text, setText] = useState('');
  const [onlyWithQty, setOnlyWithQty] = useState(false);
  const [lines, setLines] = useState<LineFilter>('all');
  const { sort, toggle: sortBy } = useSort<CategoryColumn>();
  const query = useSearch(text);
  const rows = useMemo(
    () => (view ? categoryRows(view, { departments, text: query, onlyWithQty, lines, sort }) : []),
    [view, departments, query, onlyWithQty, lines, sort],
  );
  const counts = useMemo(() => (view ? lineCounts(view) : { unmet: 0, short: 0 }), [view]);
  return { text, setText, onlyWithQty, setOnlyWithQty, lines, setLines, sort, sortBy, rows, counts };
}

export type BidList = ReturnType<typeof useBidList>;
export type CategoryList = ReturnType<typeof useCategoryList>;
