import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '../../../contracts/call';
import { eventCalls as calls } from '../../../contracts/events';
import { call } from '../../platform/http';
import { EVENT_LIST_LIMIT } from './filter';

type ListParams = Omit<QueryOf<typeof calls.list>, 'limit'>;

export const eventsQuery = (query: ListParams) =>
  queryOptions({
    queryKey: ['events', query],
    // Up to 500 events: the envelope and the first and last rows are checked (platform/answer-check).
    queryFn: ({ signal }) =>
      call(calls.list, { query: { ...query, limit: EVENT_LIST_LIMIT } }, { signal, check: 'sample' }),
    placeholderData: (prev) => prev,
  });
export const useEvents = (query: ListParams, enabled = true) => useQuery({ ...eventsQuery(query), enabled });

export const eventQuery = (id: number) =>
  queryOptions({
    queryKey: ['event', id],
    queryFn: ({ signal }) => call(calls.get, { params: { id } }, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    // The page says "Event not found" itself; other failures still reach the reporter (see event-page).
    meta: { handlesOwnErrors: true },
  });
export const useEvent = (id: number) => useQuery(eventQuery(id));
