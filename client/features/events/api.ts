import { queryOptions, useQuery } from '@tanstack/react-query';
import { type EventListQuery, eventListResponse, eventResponse } from '../../../contracts/events';
import { request } from '../../platform/http';

type ListParams = Omit<EventListQuery, 'limit'>;

export const eventsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['events', params],
    queryFn: ({ signal }) =>
      request({ method: 'GET', path: '/events', query: params, answer: eventListResponse, signal }),
    placeholderData: (prev) => prev,
  });
export const useEvents = (params: ListParams) => useQuery(eventsQuery(params));

export const eventQuery = (id: number) =>
  queryOptions({
    queryKey: ['event', id],
    queryFn: ({ signal }) => request({ method: 'GET', path: `/events/${id}`, answer: eventResponse, signal }),
    enabled: Number.isInteger(id) && id > 0,
    // The page says "Event not found" itself; other failures still reach the reporter (see event-page).
    meta: { handlesOwnErrors: true },
  });
export const useEvent = (id: number) => useQuery(eventQuery(id));
