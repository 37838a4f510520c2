import { useCallback, useMemo, useRef, useState } from 'react';
import type { ContactFilter } from '../filters/filters';
import type { FlowData } from '../use-flow-data';
import { buildRows, type FlowRow, type RowView } from './rows';

/**
 * The lines of the grid and what opens and closes them: tech groups (spec 2.11 opens Staff and
 * Primary), the event overview, and all its lines or the first few.
 */
export function useFlowRows(data: FlowData, filter: ContactFilter, view: RowView, days: number) {
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [eventsOpen, setEventsOpen] = useState(true);
  const [allEventLines, setAllEventLines] = useState(false);
  const { departments, contacts, overview, loading } = data;
  const rows = useMemo(
    () =>
      buildRows({
        departments: departments ?? [],
        contacts,
        overview: overview ?? [],
        filter,
        toggled,
        eventsOpen,
        allEventLines,
        loading,
        view,
        days,
      }),
    [departments, contacts, overview, filter, toggled, eventsOpen, allEventLines, loading, view, days],
  );
  // The toggles read the rows through a ref, so they stay the same and lines are not drawn again.
  const rowsRef = useRef<FlowRow[]>(rows);
  rowsRef.current = rows;
  const onToggleGroup = useCallback((rowKey: string) => {
    const row = rowsRef.current.find((r) => r.key === rowKey);
    if (row?.kind === 'group') setToggled((m) => new Map(m).set(rowKey.slice(1), !row.open));
  }, []);
  const onToggleEvents = useCallback(() => setEventsOpen((o) => !o), []);
  const onToggleAllEvents = useCallback(() => setAllEventLines((o) => !o), []);
  return { rows, eventsOpen, onToggleGroup, onToggleEvents, onToggleAllEvents };
}
