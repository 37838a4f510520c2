import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AnyCall, CallAnswer } from '../../../../contracts/call';
import type { ShowPullView } from '../../../../contracts/show-pulls';
import { applyPullUpdate, type PullUpdate } from '../../../../contracts/show-pulls/update';
import { call } from '../../../platform/http';
import { keptWhileOffline } from '../../../platform/query-client';
import { useFailureHandler } from '../../../platform/refusals';
import { showPullKey } from '../api';
import { ownAnswer } from '../live/live-store';

/** The body the client sends for a call: the contract's input type. */
export type WriteBody<C extends AnyCall> = C['body'] extends z.ZodType ? z.input<C['body']> : never;

/** A call answered with the updated pull (or more: the custom item's newItem beside it). */
type PullWriteCall<C extends AnyCall> = CallAnswer<C> extends PullUpdate ? C : never;

interface PullWriteOptions<B> {
  /** The screen as it will be, drawn before the server answers. */
  optimistic?: (old: ShowPullView, body: B) => ShowPullView;
  onError?: (e: unknown, body: B) => void;
  /** The server has it (every write's, not only the last one made through this hook). */
  onSaved?: (body: B) => void;
}

/**
 * The writes of one pull are sent one at a time, in the order they were made; those made while
 * the connection is lost wait on screen and are sent when it returns (a refusal then is alerted
 * in the server's words, and the writes after it go on).
 */
export const pullWrites = (pullId: number) => keptWhileOffline(`show-pull:${pullId}`);

/** Puts a write's answer into the screen's data (a pull not on screen has nothing to update). */
export const applyToPull = (client: QueryClient, pullId: number, update: PullUpdate) =>
  // Unless the live stream brought this write already (live/live-store.ts).
  ownAnswer(pullId, update.sequence) &&
  client.setQueryData(showPullKey(pullId), (old: ShowPullView | undefined) =>
    old ? applyPullUpdate(old, update) : old,
  );

/**
 * A write answered with the updated pull (what it changed), put into the screen's data:
 * `usePullWrite(pullId, showPullCalls.assignEventItem, { optimistic })`, then `mutate(body)` with
 * the call's own body. A refusal is alerted in the server's words (platform/refusals.ts).
 */
export function usePullWrite<C extends AnyCall>(
  pullId: number,
  descriptor: PullWriteCall<C>,
  { optimistic, onError, onSaved }: PullWriteOptions<WriteBody<C>> = {},
) {
  const client = useQueryClient();
  const onFailure = useFailureHandler({ context: 'show pull' });
  return useMutation({
    ...pullWrites(pullId),
    // Spec 8 / issue 5: the screen changes at once; the answer then replaces it, and a failure
    // is reported and the pull read again (what the server holds wins, nothing is guessed back).
    onMutate: optimistic
      ? async (body: WriteBody<C>) => {
          await client.cancelQueries({ queryKey: showPullKey(pullId) });
          client.setQueryData(showPullKey(pullId), (old: ShowPullView | undefined) =>
            old ? optimistic(old, body) : old,
          );
        }
      : undefined,
    onSettled: (_data, error) => {
      if (error && optimistic) void client.invalidateQueries({ queryKey: showPullKey(pullId) });
    },
    mutationFn: (body: WriteBody<C>) =>
      (call as (c: AnyCall, input: { body: unknown }) => Promise<CallAnswer<C>>)(descriptor, { body }),
    meta: { handlesOwnErrors: true },
    onSuccess: (update, body) => {
      applyToPull(client, pullId, update as PullUpdate);
      onSaved?.(body);
    },
    onError: (e: unknown, body: WriteBody<C>) => {
      void onFailure(e);
      onError?.(e, body);
    },
  });
}

/** The item as it will be once assigned (or un-assigned): drawn before the server answers. */
export const withAssignment = (
  old: ShowPullView,
  itemId: number | undefined,
  quantity: number,
  crossRented = 0,
): ShowPullView => ({
  ...old,
  eventItems: old.eventItems.map((i) =>
    i.id === itemId
      ? {
          ...i,
          assignment: quantity
            ? { id: -1, show_pull_id: old.showPull.id, quantity, qty_cross_rented: crossRented }
            : null,
        }
      : i,
  ),
});
