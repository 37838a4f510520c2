import { queryOptions, useQuery } from '@tanstack/react-query';
import { showPullCalls as calls } from '../../../contracts/show-pulls';
import { call, callUrl } from '../../platform/http';

export const showPullKey = (id: number) => ['show-pull', id] as const;

export const showPullQuery = (id: number) =>
  queryOptions({
    queryKey: showPullKey(id),
    // 1.7 MB on the largest pull: its envelope and each list's first and last rows are checked.
    queryFn: ({ signal }) => call(calls.view, { params: { id } }, { signal, check: 'sample' }),
    enabled: Number.isInteger(id) && id > 0,
    meta: { handlesOwnErrors: true },
  });
export const useShowPull = (id: number) => useQuery(showPullQuery(id));

/** Every equipment category (about 20,000 on a big catalogue): the record picker searches it. */
export const useCategoryOptions = () =>
  useQuery({
    queryKey: ['show-pull-categories'],
    queryFn: ({ signal }) => call(calls.categories, {}, { signal }),
    staleTime: 5 * 60_000,
  });

/** The qty breakdown of one category: the event's bid items grouped by description. */
export const useBreakdown = (eventId: number, categoryId: number) =>
  useQuery({
    queryKey: ['show-pull-breakdown', eventId, categoryId],
    queryFn: ({ signal }) => call(calls.breakdown, { params: { eventId, categoryId } }, { signal }),
  });

/** The event's pulls (its Main Show Pull is made on first ask), for the event page's print links. */
export const eventPullsQuery = (eventId: number) =>
  queryOptions({
    queryKey: ['show-pulls', 'of-event', eventId],
    queryFn: ({ signal }) => call(calls.list, { query: { eventId } }, { signal }),
  });
export const useEventPulls = (eventId: number) => useQuery(eventPullsQuery(eventId));

/** The printed pull list and the case labels: PDFs the browser opens in a tab. */
export const pullListUrl = (showPullID: number, isForClient?: boolean) =>
  callUrl(calls.print, { query: { showPullID, isForClient: isForClient || undefined } });
export const labelsUrl = (showPullID: number) => callUrl(calls.labels, { query: { showPullID } });
