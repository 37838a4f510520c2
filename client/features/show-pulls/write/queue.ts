import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { AnyCall } from '../../../../contracts/call';
import { showPullCalls as calls, type ShowPullView } from '../../../../contracts/show-pulls';
import { call } from '../../../platform/http';
import {
  defineWriteKind,
  isAwaited,
  type QueuedWrite,
  type RefusedWrite,
  subscribeWriteQueue,
  writeQueueState,
} from '../../../platform/write-queue';
import { showPullKey } from '../api';
import type { WriteBody } from './pull-write';

/**
 * The pull screen's writes go through the device's write queue (platform/write-queue.ts): kept in
 * IndexedDB, sent in the order made with an id the server keeps (so a resend after a lost answer
 * is applied once: server/platform/db/write-once.ts), waiting through a lost connection and a
 * reload. A write is stored as its call's name and body, so a later visit can send it.
 */
type PullCallName = keyof typeof calls;
export interface PullWritePayload {
  call: PullCallName;
  body: unknown;
}

const names = new Map<AnyCall, PullCallName>(
  (Object.entries(calls) as [PullCallName, AnyCall][]).map(([name, c]) => [c, name]),
);

const pullWriteQueue = defineWriteKind<PullWritePayload, unknown>('show-pull', {
  send: (w, id) =>
    (call as (c: AnyCall, input: { body: unknown }, o: { writeKey: string }) => Promise<unknown>)(
      calls[w.call],
      { body: w.body },
      { writeKey: id },
    ),
});

export const pullScope = (pullId: number) => `show-pull:${pullId}`;

export function nameOfPullCall(descriptor: AnyCall): PullCallName {
  const name = names.get(descriptor);
  if (!name) throw new Error(`${descriptor.path} is not a pull write`);
  return name;
}

/** Sends a pull write in its turn; resolves with its answer (or its refusal) whenever that comes. */
export const sendPullWrite = <C extends AnyCall>(pullId: number, descriptor: C, body: WriteBody<C>) =>
  pullWriteQueue.send(pullScope(pullId), { call: nameOfPullCall(descriptor), body });

/** Hears the answer of each pull write sent, also those an earlier visit left waiting. */
export const onPullWriteAnswer = pullWriteQueue.onAnswer;

type Effect<K extends PullCallName> = (old: ShowPullView, body: WriteBody<(typeof calls)[K]>) => ShowPullView;

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

/**
 * The screen as a write will leave it, drawn before the server answers, and drawn again over the
 * pull as read while the writes of an earlier visit (a reload while offline) still wait. Each
 * sets a value (never adds), so drawing one twice changes nothing.
 */
export const drawnAhead: { [K in PullCallName]?: Effect<K> } = {
  assignEventItem: (old, b) => withAssignment(old, b.eventItemID, b.qty, b.qtyCrossRented),
  unassignEventItem: (old, b) =>
    withAssignment(old, old.eventItems.find((i) => i.assignment?.id === b.assignmentID)?.id, 0),
  setInitial: (old, b) => ({
    ...old,
    eventItems: old.eventItems.map((i) =>
      i.id === b.eventItemID ? { ...i, initials1: b.initials ?? null } : i,
    ),
  }),
  updateQty: (old, b) => ({
    ...old,
    pullItems: old.pullItems.map((l) => (l.id === b.pullItemID ? { ...l, quantity: b.qty } : l)),
  }),
};

const drawAhead = (view: ShowPullView, w: QueuedWrite<PullWritePayload>) =>
  (drawnAhead[w.payload.call] as Effect<PullCallName> | undefined)?.(view, w.payload.body as never) ?? view;

/** The pull's writes waiting on this device: `mine` are this page's own (drawn already). */
export function usePullQueue(pullId: number) {
  const { writes, refused } = useSyncExternalStore(subscribeWriteQueue, writeQueueState);
  return useMemo(() => {
    const scope = pullScope(pullId);
    const own = (w: QueuedWrite) => w.kind === 'show-pull' && w.scope === scope;
    return {
      waiting: writes.filter(own) as QueuedWrite<PullWritePayload>[],
      refused: refused.filter((r) => own(r.write)) as RefusedWrite<PullWritePayload>[],
    };
  }, [writes, refused, pullId]);
}

/**
 * The writes an earlier visit left waiting (a reload while offline) are drawn over the pull as it
 * is read (and read again), until each is sent and its answer takes over.
 */
export function useEarlierWritesDrawn(pullId: number, view: ShowPullView | undefined) {
  const client = useQueryClient();
  const { waiting } = usePullQueue(pullId);
  const drawnAt = useRef(0);
  const earlier = waiting.filter((w) => !isAwaited(w.id));
  const at = client.getQueryState(showPullKey(pullId))?.dataUpdatedAt ?? 0;
  // Their answers are not this page's to merge (some answer no pull): the pull is read again.
  useEffect(
    () =>
      onPullWriteAnswer((_a, w, awaited) => {
        if (!awaited && w.scope === pullScope(pullId))
          void client.invalidateQueries({ queryKey: showPullKey(pullId) });
      }),
    [client, pullId],
  );
  useEffect(() => {
    if (!view || earlier.length === 0 || at === drawnAt.current) return;
    client.setQueryData(showPullKey(pullId), earlier.reduce(drawAhead, view));
    drawnAt.current = client.getQueryState(showPullKey(pullId))?.dataUpdatedAt ?? 0;
  }, [client, pullId, view, earlier, at]);
}
