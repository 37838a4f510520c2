import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CommentEvent,
  createCommentResponse,
  eventCommentsResponse,
  resolveResponse,
  unresolvedResponse,
} from '../../../contracts/comments';
import { request } from '../../platform/http';

const unresolvedKey = ['comments', 'unresolved'] as const;

export const unresolvedQuery = queryOptions({
  queryKey: unresolvedKey,
  queryFn: ({ signal }) =>
    request({ method: 'GET', path: '/comments/lazy', answer: unresolvedResponse, signal }),
});
export const useUnresolvedComments = () => useQuery(unresolvedQuery);

/** Resolves a comment, then drops it (and its event, when it was the last) from the list in place. */
export function useResolveComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; shouldAlert: boolean }) =>
      request({
        method: 'POST',
        path: `/comments/${v.id}/resolve`,
        json: { shouldAlert: v.shouldAlert },
        answer: resolveResponse,
      }),
    onSuccess: (answer, v) => {
      client.setQueryData(unresolvedKey, (old: { events: CommentEvent[] } | undefined) =>
        old
          ? {
              events: old.events
                .map((e) => ({ ...e, unresolvedComments: e.unresolvedComments.filter((c) => c.id !== v.id) }))
                .filter(
                  (e) =>
                    e.unresolvedComments.length > 0 &&
                    (e.id !== answer.comment.event_id || answer.eventHasUnresolved),
                ),
            }
          : old,
      );
      // The event page's list of this event's comments.
      void client.invalidateQueries({ queryKey: ['event-comments', answer.comment.event_id] });
    },
  });
}

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
      void client.invalidateQueries({ queryKey: unresolvedKey });
    },
  });
}
