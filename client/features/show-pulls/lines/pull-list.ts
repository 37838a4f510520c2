import { useMemo, useState } from 'react';
import type { ShowPullView } from '../../../../contracts/show-pulls';
import { useSearch } from '../grid/search';
import { useSort } from '../grid/table-sort';
import { type CategoryColumn, categoryRows, type LineFilter, lineCounts } from './category-rows';

/**
 * The right side's lines: their search, the "Qty > 0" and "Shortages only" switches, which lines, the sort, and the counts.
 * Held by the page (like `useBidList`): switching to another pull of the event keeps it as it was set.
 */
export function usePullList(view: ShowPullView | undefined, departments: ReadonlySet<number>) {
  const [text, setText] = useState('');
  const [onlyWithQty, setOnlyWithQty] = useState(false);
  const [lines, setLines] = useState<LineFilter>('all');
  // `?shortages=1` opens the pull on its shortages (a link from a stock report, a bookmark).
  const [onlyShortages, setOnlyShortages] = useState(
    () => new URLSearchParams(window.location.search).get('shortages') === '1',
  );
  const { sort, toggle: sortBy } = useSort<CategoryColumn>();
  const query = useSearch(text);
  const rows = useMemo(
    () =>
      view ? categoryRows(view, { departments, text: query, onlyWithQty, lines, onlyShortages, sort }) : [],
    [view, departments, query, onlyWithQty, lines, onlyShortages, sort],
  );
  const counts = useMemo(() => (view ? lineCounts(view) : { unmet: 0, short: 0, shortages: 0 }), [view]);
  return {
    text,
    setText,
    onlyWithQty,
    setOnlyWithQty,
    lines,
    setLines,
    onlyShortages,
    setOnlyShortages,
    sort,
    sortBy,
    rows,
    counts,
  };
}

export type PullList = ReturnType<typeof usePullList>;
