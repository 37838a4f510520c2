import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type FlowRange, rangeParams } from '../../../../contracts/flow';
import { rangeFromParams } from './filters';

/** A date the user finished typing (the year has four digits and is plausible). */
const isFinished = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && v >= '2000-01-01' && v <= '2099-12-31';

export interface FlowRangeState {
  /** The range shown: the address's ?startDate&endDate (spec 9's default without them). */
  range: FlowRange;
  /** Moves to a range, as a new entry of the browser's history. */
  setRange(r: FlowRange): void;
  /** The date inputs, which may hold a date being typed. */
  draft: FlowRange;
  /** The inputs changed: the range follows once both dates are finished and the server would take them. */
  applyDraft(next: FlowRange): void;
  /** Why the dates typed are not shown (the server's own rule, checked before asking it). */
  problem: string | null;
}

/** The contract's rule for a range (in order, not too long), in its words; null when it passes. */
export const rangeProblem = (r: FlowRange): string | null =>
  rangeParams.safeParse(r).error?.issues[0]?.message ?? null;

/** The calendar's range lives in the address, so Back and a shared link show the same weeks. */
export function useFlowRange(): FlowRangeState {
  const [params, setParams] = useSearchParams();
  const range = useMemo(() => rangeFromParams(params), [params]);
  const setRange = useCallback(
    (r: FlowRange) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.set('startDate', r.start);
          next.set('endDate', r.end);
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );
  const [draft, setDraft] = useState(range);
  useEffect(() => setDraft(range), [range]);
  const finished = isFinished(draft.start) && isFinished(draft.end);
  const problem = finished ? rangeProblem(draft) : null;
  const applyDraft = (next: FlowRange) => {
    setDraft(next);
    if (isFinished(next.start) && isFinished(next.end) && !rangeProblem(next)) setRange(next);
  };
  return { range, setRange, draft, applyDraft, problem };
}
