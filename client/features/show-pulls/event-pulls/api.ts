import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showPullCalls as calls } from '../../../../contracts/show-pulls';
import { call } from '../../../platform/http';
import { eventPullsQuery, showPullKey } from '../api';

/**
 * Adding, renaming and removing an event's pulls: the event's list is read again after each, and a
 * renamed pull's screen too. Refusals (the main pull, a pull that holds lines, a locked bid) come
 * back in the server's words through the app's one handler.
 */
export function usePullRecordWrites(eventId: number) {
  const client = useQueryClient();
  const reread = (pullId?: number) => {
    void client.invalidateQueries({ queryKey: eventPullsQuery(eventId).queryKey });
    if (pullId) void client.invalidateQueries({ queryKey: showPullKey(pullId) });
  };
  return {
    add: useMutation({
      mutationFn: (name: string) => call(calls.create, { body: { eventId, name } }),
      meta: { context: 'add pull' },
      onSuccess: () => reread(),
    }),
    rename: useMutation({
      mutationFn: ({ id, name }: { id: number; name: string }) =>
        call(calls.rename, { params: { id }, body: { name } }),
      meta: { context: 'rename pull' },
      onSuccess: (_, { id }) => reread(id),
    }),
    remove: useMutation({
      mutationFn: (id: number) => call(calls.remove, { params: { id } }),
      meta: { context: 'remove pull' },
      onSuccess: () => reread(),
    }),
  };
}
