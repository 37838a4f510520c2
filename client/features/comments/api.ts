import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CommentEvent, commentCalls as calls } from '../../../contracts/comments';
import { call } from '../../platform/http';
import { useFailureHandler } from '../../platform/refusals';

const unresolvedKey = ['comments', 'unresolved'] as const;
const eventCommentsKey = (eventId: number) => ['event-comments', eventId] as const;

export const unresolvedQuery = queryOptions({
  queryKey: unresolvedKey,
  queryFn: ({ signal }) => call(calls.unresolved, {}, { signal }),
});
export const useUnresolvedComments = () => useQuery(unresolvedQuery);

/** Resolves a comment, then drops it (and its event, when it was the last) from the list in place. */
export function useResolveComment() {
  const client = useQueryClient();
  const onError = useFailureHandler({ context: 'resolve comment' });
  return useMutation({
    mutationFn: ({ id, shouldAlert }: { id: number; shouldAlert: boolean }) =>
      call(calls.resolve, { params: { id }, body: { shouldAlert } }),
    meta: { handlesOwnErrors: true },
    onError,
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
      void client.invalidateQueries({ queryKey: eventCommentsKey(answer.comment.event_id) });
    },
  });
}

/** The event's comments (resolved too), for staff on the event page. */
export const eventCommentsQuery = (eventId: number) =>
  queryOptions({
    queryKey: eventCommentsKey(eventId),
    queryFn: ({ signal }) => call(calls.ofEvent, { query: { eventId } }, { signal }),
  });
export const useEventComments = (eventId: number, enabled: boolean) =>
  useQuery({ ...eventCommentsQuery(eventId), enabled });

/** Adds a comment; the event's comments and the unresolved list (both comments' own keys) refresh. */
export function useAddComment(eventId: number) {
  const client = useQueryClient();
  const onError = useFailureHandler({ context: 'add comment' });
  return useMutation({
    mutationFn: (comment: string) => call(calls.add, { body: { eventId, comment } }),
    meta: { handlesOwnErrors: true },
    onError,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: eventCommentsKey(eventId) });
      void client.invalidateQueries({ queryKey: unresolvedKey });
    },
  });
}
