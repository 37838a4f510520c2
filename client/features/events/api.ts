import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createCommentResponse, eventCommentsResponse } from '../../../contracts/comments';
import { type EventListQuery, eventListResponse, eventResponse } from '../../../contracts/events';
import { listResponse } from '../../../contracts/show-pulls';
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

/** The event's comments (resolved too), for staff on the event page. */
export const eventCommentsQuery = (eventId: number) =>
  queryOptions({
    queryKey: ['event-comments', eventId],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        path: '/comments',
        query: { eventId },
        answer: eventCommentsResponse,
        signal,
      }),
  });
export const useEventComments = (eventId: number, enabled: boolean) =>
  useQuery({ ...eventCommentsQuery(eventId), enabled });

export function useAddComment(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) =>
      request({
        method: 'POST',
        path: '/comments',
        json: { eventId, comment },
        answer: createCommentResponse,
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['event-comments', eventId] });
      void client.invalidateQueries({ queryKey: ['comments', 'unresolved'] });
    },
  });
}

/** The event's pulls (its Main Show Pull is made on first ask), for the event page's print links. */
export const eventPullsQuery = (eventId: number) =>
  queryOptions({
    queryKey: ['show-pulls', 'of-event', eventId],
    queryFn: ({ signal }) =>
      request({ method: 'GET', path: '/show-pulls', query: { eventId }, answer: listResponse, signal }),
  });
export const useEventPulls = (eventId: number) => useQuery(eventPullsQuery(eventId));
