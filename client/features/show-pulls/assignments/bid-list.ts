import { useMemo, useState } from 'react';
import type { ShowPullView } from '../../../../contracts/show-pulls';
import { useSearch } from '../grid/search';
import { sortRows, useSort } from '../grid/table-sort';
import { assignedHere, filterCommitments, filterEventItems, type ListFilter } from './filters';

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

/**
 * The left side's list: which one (bid, gear flow, techs...), its search, its text size and columns.
 * Held by the page (like `usePullList`): switching to another pull of the event keeps it as it was set.
 */
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

export type BidList = ReturnType<typeof useBidList>;
