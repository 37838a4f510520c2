import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, CallAnswer } from '../../../../contracts/call';
import { showPullCalls as calls, type ShowPullView } from '../../../../contracts/show-pulls';
import { showPullKey } from '../api';
import { withInitials, withSatisfaction } from '../live/merge';
import { pullWrites, usePullFailure, type WriteBody } from './pull-write';
import { drawnAhead, sendPullWrite } from './queue';

// Two writes answer something of their own, not the updated pull: initials and satisfaction.

type InitialBody = WriteBody<typeof calls.setInitial>;

/** Initials on a bid item: drawn at once, then the item and the event's progress as the server has them. */
export function useInitial(pullId: number) {
  const client = useQueryClient();
  const onFailure = usePullFailure();
  const patch = (f: (old: ShowPullView) => ShowPullView) =>
    client.setQueryData(showPullKey(pullId), (old: ShowPullView | undefined) => (old ? f(old) : old));
  return useMutation({
    ...pullWrites,
    onMutate: (v: InitialBody) => patch((old) => drawnAhead.setInitial!(old, v)),
    onSettled: (_data, error) => {
      if (error) void client.invalidateQueries({ queryKey: showPullKey(pullId) });
    },
    mutationFn: (body: InitialBody) =>
      sendPullWrite(pullId, calls.setInitial, body) as Promise<CallAnswer<typeof calls.setInitial>>,
    meta: { handlesOwnErrors: true },
    onSuccess: (a) => patch((old) => withInitials(old, a)),
    onError: onFailure,
  });
}

type ToggleKey = Omit<BodyOf<typeof calls.toggleSatisfaction>, 'confirmed'>;

/** Spec 5's question before satisfying an `all` dependency whose required items are not all on the pull. */
export const CONFIRM_ALL_QUESTION =
  'This dependency required all items are on the pull. Are you sure you want to satisfy it without all items on the pull?';

/**
 * Satisfy / Un-Satisfy with spec 7's payload. The question is the client's (the server satisfies
 * what it is sent): the Dependencies panel asks `CONFIRM_ALL_QUESTION` first when the dependency
 * is `all`, unmet and about to be satisfied.
 */
export function useToggleSatisfaction(pullId: number) {
  const client = useQueryClient();
  const onFailure = usePullFailure();
  return useMutation({
    ...pullWrites,
    mutationFn: (v: ToggleKey) =>
      sendPullWrite(pullId, calls.toggleSatisfaction, v) as Promise<
        CallAnswer<typeof calls.toggleSatisfaction>
      >,
    meta: { handlesOwnErrors: true },
    onSuccess: (answer, v) => {
      client.setQueryData(showPullKey(pullId), (old: ShowPullView | undefined) =>
        old ? withSatisfaction(old, v, answer.record) : old,
      );
    },
    onError: onFailure,
  });
}
