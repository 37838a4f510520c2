import { useCallback, useState } from 'react';

/** The days chosen on the date header: the first one clicked, and the range to the last. */
export interface DateSelection {
  anchor: string;
  from: string;
  to: string;
}

export interface FlowView {
  conflictsOnly: boolean;
  setConflictsOnly(on: boolean): void;
  hideInactive: boolean;
  setHideInactive(on: boolean): void;
  /** The tech role (category id) the lines are narrowed to. */
  roleId: number | null;
  setRoleId(id: number | null): void;
  selection: DateSelection | null;
  /** A click selects one date; a shift-click stretches the selection from the first date to this one. */
  selectDate(date: string, extend: boolean): void;
  clearSelection(): void;
}

/** How the scheduler reads the grid: conflicts only, who is free on some days, no cancelled or stashed jobs. */
export function useFlowView(): FlowView {
  const [conflictsOnly, setConflictsOnly] = useState(false);
  const [hideInactive, setHideInactive] = useState(false);
  const [roleId, setRoleId] = useState<number | null>(null);
  const [selection, setSelection] = useState<DateSelection | null>(null);
  const selectDate = useCallback(
    (date: string, extend: boolean) =>
      setSelection((s) => {
        if (!extend || !s)
          return s && !extend && s.from === date && s.to === date
            ? null
            : { anchor: date, from: date, to: date };
        return {
          anchor: s.anchor,
          from: date < s.anchor ? date : s.anchor,
          to: date > s.anchor ? date : s.anchor,
        };
      }),
    [],
  );
  const clearSelection = useCallback(() => setSelection(null), []);
  return {
    conflictsOnly,
    setConflictsOnly,
    hideInactive,
    setHideInactive,
    roleId,
    setRoleId,
    selection,
    selectDate,
    clearSelection,
  };
}
