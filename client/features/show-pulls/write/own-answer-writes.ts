import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '../../../../contracts/call';
import { showPullCalls as calls, type ShowPullView } from '../../../../contracts/show-pulls';
import { call } from '../../../platform/http';
import { useFailureHandler } from '../../../platform/refusals';
import { showPullKey } from '../api';
import { withInitials, withSatisfaction } from '../live/merge';
import { pullWrites, type WriteBody } from './pull-write';

// Two writes answer something of their own, not the updated pull: initials and satisfaction.

type InitialBody = WriteBody<typeof calls.setInitial>;

/** Initials on a bid item: drawn at once, then the item and the event's progress as the server has them. */
export function useInitial(pullId: number) {
  const client = useQueryClient();
  const onFailure = useFailureHandler({ context: 'show pull' });
  const patch = (f: (old: ShowPullView) => ShowPullView) =>
    client.setQueryData(showPullKey(pullId), (old: ShowPullView | undefined) => (old ? f(old) : old));
  return useMutation({
    ...pullWrites(pullId),
    onMutate: (v: InitialBody) =>
      patch((old) => ({
        ...old,
        eventItems: old.eventItems.map((i) =>
          i.id === v.eventItemID ? { ...i, initials1: v.initials ?? null } : i,
        ),
      })),
    onSettled: (_data, error) => {
      if (error) void client.invalidateQueries({ queryKey: showPullKey(pullId) });
    },
    mutationFn: (body: InitialBody) => call(calls.setInitial, { body }),
    meta: { handlesOwnErrors: true },
    onSuccess: (a) => patch((old) => withInitials(old, a)),
    onError: (e: unknown) => void onFailure(e),
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
  const onFailure = useFailureHandler({ context: 'show pull' });
  return useMutation({
    ...pullWrites(pullId),
    mutationFn: (v: ToggleKey) => call(calls.toggleSatisfaction, { body: v }),
    meta: { handlesOwnErrors: true },
    onSuccess: (answer, v) => {
      client.setQueryData(showPullKey(pullId), (old: ShowPullView | undefined) =>
        old ? withSatisfaction(old, v, answer.record) : old,
      );
    },
    onError: (e: unknown) => void onFailure(e),
  });
}
