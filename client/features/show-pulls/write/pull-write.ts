import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AnyCall, CallAnswer } from '../../../../contracts/call';
import type { ShowPullView } from '../../../../contracts/show-pulls';
import { applyPullUpdate, type PullUpdate } from '../../../../contracts/show-pulls/update';
import { useFailureHandler } from '../../../platform/refusals';
import { ListedRefusal } from '../../../platform/write-queue';
import { showPullKey } from '../api';
import { ownAnswer } from '../live/live-store';
import { drawnAhead, nameOfPullCall, sendPullWrite } from './queue';

/** The body the client sends for a call: the contract's input type. */
export type WriteBody<C extends AnyCall> = C['body'] extends z.ZodType ? z.input<C['body']> : never;

/** A call answered with the updated pull (or more: the custom item's newItem beside it). */
type PullWriteCall<C extends AnyCall> = CallAnswer<C> extends PullUpdate ? C : never;

interface PullWriteOptions<B> {
  /** The screen as it will be, drawn before the server answers (queue.ts `drawnAhead` by default). */
  optimistic?: (old: ShowPullView, body: B) => ShowPullView;
  onError?: (e: unknown, body: B) => void;
  /** The server has it (every write's, not only the last one made through this hook). */
  onSaved?: (body: B) => void;
}

/**
 * The writes of one pull go through the device's write queue (queue.ts): one at a time, in the
 * order they were made, kept on the device through a lost connection and a reload. TanStack
 * itself tries each at once (the queue decides when it is sent) and never again.
 */
export const pullWrites = { networkMode: 'always', retry: false } as const;

/** Puts a write's answer into the screen's data (a pull not on screen has nothing to update). */
export const applyToPull = (client: QueryClient, pullId: number, update: PullUpdate) =>
  // Unless the live stream brought this write already (live/live-store.ts).
  ownAnswer(pullId, update.sequence) &&
  client.setQueryData(showPullKey(pullId), (old: ShowPullView | undefined) =>
    old ? applyPullUpdate(old, update) : old,
  );

/**
 * A refusal is said in the server's words where the write was made (platform/refusals.ts), unless
 * the write waited for the connection: then it is on the pull's review list (refused-writes.tsx).
 */
export function usePullFailure() {
  const onFailure = useFailureHandler({ context: 'show pull' });
  return (e: unknown) => {
    if (!(e instanceof ListedRefusal)) void onFailure(e);
  };
}

/**
 * A write answered with the updated pull (what it changed), put into the screen's data:
 * `usePullWrite(pullId, showPullCalls.assignEventItem)`, then `mutate(body)` with the call's own
 * body. A refusal is said as `usePullFailure` says.
 */
export function usePullWrite<C extends AnyCall>(
  pullId: number,
  descriptor: PullWriteCall<C>,
  { optimistic, onError, onSaved }: PullWriteOptions<WriteBody<C>> = {},
) {
  const client = useQueryClient();
  const onFailure = usePullFailure();
  const ahead =
    optimistic ?? (drawnAhead[nameOfPullCall(descriptor)] as PullWriteOptions<WriteBody<C>>['optimistic']);
  return useMutation({
    ...pullWrites,
    // Spec 8 / issue 5: the screen changes at once; the answer then replaces it, and a failure
    // is reported and the pull read again (what the server holds wins, nothing is guessed back).
    onMutate: ahead
      ? async (body: WriteBody<C>) => {
          await client.cancelQueries({ queryKey: showPullKey(pullId) });
          client.setQueryData(showPullKey(pullId), (old: ShowPullView | undefined) =>
            old ? ahead(old, body) : old,
          );
        }
      : undefined,
    onSettled: (_data, error) => {
      if (error && ahead) void client.invalidateQueries({ queryKey: showPullKey(pullId) });
    },
    mutationFn: (body: WriteBody<C>) => sendPullWrite(pullId, descriptor, body) as Promise<CallAnswer<C>>,
    meta: { handlesOwnErrors: true },
    onSuccess: (update, body) => {
      applyToPull(client, pullId, update as PullUpdate);
      onSaved?.(body);
    },
    onError: (e: unknown, body: WriteBody<C>) => {
      onFailure(e);
      onError?.(e, body);
    },
  });
}
