import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CommentEvent, resolveResponse, unresolvedResponse } from '../../../contracts/comments';
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
