import { useMemo } from 'react';
import type { FlowRange } from '../../../contracts/flow';
import { useDayCounts, useFlowConfig, useFlowContacts, useFlowRemainder, useOverviewRows } from './api';

/**
 * What the calendar shows of a range: its columns, the technicians (the first part paints while
 * the rest loads), their day counts and the event overview.
 */
export function useFlowData(range: FlowRange) {
  const config = useFlowConfig(range);
  const first = useFlowContacts(range);
  const hasMore = !!first.data && first.data.total > first.data.contacts.length;
  const rest = useFlowRemainder(range, hasMore);
  const counts = useDayCounts(range);
  const overview = useOverviewRows(range);
  const contacts = useMemo(
    () => [...(first.data?.contacts ?? []), ...(rest.data?.contacts ?? [])],
    [first.data, rest.data],
  );
  const loadingMore = hasMore && rest.isPending;
  return {
    config,
    departments: first.data?.departments,
    contacts,
    counts: counts.data,
    overview: overview.data,
    /** Lines are still to come: the first part, or the rest after it. */
    loading: first.isPending || loadingMore,
    loadingMore,
    /** Every answer is in (the browser tests wait for it). */
    complete: !!first.data && !loadingMore && !!counts.data && !!overview.data,
  };
}

export type FlowData = ReturnType<typeof useFlowData>;
