import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { applyPullUpdate, type PullUpdate, pullUpdate } from '../../../contracts/show-pull-update';
import {
  categoryOptions,
  initialResponse,
  listResponse,
  type ShowPullView,
  showPullView,
  toggleSatisfactionResponse,
} from '../../../contracts/show-pulls';
import { type Dialogs, useDialogs } from '../../platform/dialogs';
import { handleRequestFailure } from '../../platform/error-reporting';
import { ApiError, request } from '../../platform/http';

export const showPullKey = (id: number) => ['show-pull', id] as const;

export const showPullQuery = (id: number) =>
  queryOptions({
    queryKey: showPullKey(id),
    queryFn: ({ signal }) =>
      request({ method: 'GET', path: `/show-pulls/${id}`, answer: showPullView, signal }),
    enabled: Number.isInteger(id) && id > 0,
    meta: { handlesOwnErrors: true },
  });
export const useShowPull = (id: number) => useQuery(showPullQuery(id));

/** Every equipment category (about 20,000 on a big catalogue): the record picker searches it. */
export const useCategoryOptions = () =>
  useQuery({
    queryKey: ['show-pull-categories'],
    queryFn: ({ signal }) =>
      request({ method: 'GET', path: '/show-pulls/categories', answer: categoryOptions, signal }),
    staleTime: 5 * 60_000,
  });

/** Refusals the user can act on are alerted as the server says them (spec 5); the rest go to the reporter. */
function onWriteError(dialogs: Dialogs, error: unknown) {
  if (error instanceof ApiError && (error.status === 400 || error.status === 409))
    void dialogs.alert(error.message);
  else if (error instanceof ApiError) void handleRequestFailure(error, 'show pull');
}

interface PullWriteOptions<V> {
  encoding?: 'json' | 'form';
  /** The screen as it will be, drawn before the server answers. */
  optimistic?: (old: ShowPullView, v: V) => ShowPullView;
  onError?: (e: unknown, v: V) => void;
}

/** A call answered with the updated pull (what the write changed): put into the screen's data. */
export function usePullWrite<V>(
  pullId: number,
  path: string,
  toBody: (v: V) => object,
  { encoding = 'json', optimistic, onError }: PullWriteOptions<V> = {},
) {
  const client = useQueryClient();
  const dialogs = useDialogs();
  return useMutation({
    // Spec 8 / issue 5: the screen changes at once; the answer then replaces it, and a failure
    // is reported and the pull read again (what the server holds wins, nothing is guessed back).
    onMutate: optimistic
      ? async (v: V) => {
          await client.cancelQueries({ queryKey: showPullKey(pullId) });
          client.setQueryData(showPullKey(pullId), (old: ShowPullView | undefined) =>
            old ? optimistic(old, v) : old,
          );
        }
      : undefined,
    onSettled: (_data, error) => {
      if (error && optimistic) void client.invalidateQueries({ queryKey: showPullKey(pullId) });
    },
    mutationFn: (v: V) =>
      encoding === 'form'
        ? request({
            method: 'POST',
            path,
            form: toBody(v) as Record<string, string | number | (string | number)[]>,
            answer: pullUpdate,
          })
        : request({ method: 'POST', path, json: toBody(v), answer: pullUpdate }),
    meta: { handlesOwnErrors: true },
    onSuccess: (update) => applyToPull(client, pullId, update),
    onError: (e: unknown, v: V) => {
      onWriteError(dialogs, e);
      onError?.(e, v);
    },
  });
}

/** Puts a write's answer into the screen's data (a pull not on screen has nothing to update). */
export const applyToPull = (client: QueryClient, pullId: number, update: PullUpdate) =>
  client.setQueryData(showPullKey(pullId), (old: ShowPullView | undefined) =>
    old ? applyPullUpdate(old, update) : old,
  );

export function useInitial(pullId: number) {
  const client = useQueryClient();
  const dialogs = useDialogs();
  return useMutation({
    onMutate: (v: { eventItemID: number; initials: string | null }) =>
      client.setQueryData(showPullKey(pullId), (old: ShowPullView | undefined) =>
        old
          ? {
              ...old,
              eventItems: old.eventItems.map((i) =>
                i.id === v.eventItemID ? { ...i, initials1: v.initials } : i,
              ),
            }
          : old,
      ),
    onSettled: (_data, error) => {
      if (error) void client.invalidateQueries({ queryKey: showPullKey(pullId) });
    },
    mutationFn: (v: { eventItemID: number; initials: string | null }) =>
      request({ method: 'POST', path: '/show-pull/event-item/initial', json: v, answer: initialResponse }),
    meta: { handlesOwnErrors: true },
    onSuccess: (a) =>
      client.setQueryData(showPullKey(pullId), (old: ShowPullView | undefined) =>
        old
          ? {
              ...old,
              initialsProgress: a.initialsProgress,
              eventItems: old.eventItems.map((i) => (i.id === a.id ? { ...i, initials1: a.initials1 } : i)),
            }
          : old,
      ),
    onError: (e: unknown) => onWriteError(dialogs, e),
  });
}

export type ToggleAnswer = z.infer<typeof toggleSatisfactionResponse>;

/**
 * Satisfy / Un-Satisfy. An unmet `all` dependency is answered 409 confirmation_required with the
 * spec's question; asked and confirmed, the call goes again with confirmed: true.
 */
export function useToggleSatisfaction(pullId: number) {
  const client = useQueryClient();
  const dialogs = useDialogs();
  const send = (v: { pullItemID: number; dependencyID: number; confirmed: boolean }) =>
    request({
      method: 'POST',
      path: '/show-pull/item/dependency/toggle-satisfaction',
      json: v,
      answer: toggleSatisfactionResponse,
    });
  return useMutation({
    mutationFn: async (v: { pullItemID: number; dependencyID: number }): Promise<ToggleAnswer | null> => {
      try {
        return await send({ ...v, confirmed: false });
      } catch (e) {
        if (!(e instanceof ApiError && e.code === 'confirmation_required')) throw e;
        return (await dialogs.confirm(e.message)) ? send({ ...v, confirmed: true }) : null;
      }
    },
    meta: { handlesOwnErrors: true },
    onSuccess: (answer, v) => {
      if (!answer) return;
      client.setQueryData(showPullKey(pullId), (old: ShowPullView | undefined) =>
        old
          ? {
              ...old,
              dependencies: old.dependencies.map((d) =>
                d.id === v.dependencyID && d.for_show_pull_item_id === v.pullItemID
                  ? { ...d, satisfied: answer.record }
                  : d,
              ),
            }
          : old,
      );
    },
    onError: (e: unknown) => onWriteError(dialogs, e),
  });
}

/** The item as it will be once assigned (or un-assigned): drawn before the server answers. */
export const withAssignment = (
  old: ShowPullView,
  itemId: number,
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

/** The event's pulls (its Main Show Pull is made on first ask), for the event page's print links. */
export const eventPullsQuery = (eventId: number) =>
  queryOptions({
    queryKey: ['show-pulls', 'of-event', eventId],
    queryFn: ({ signal }) =>
      request({ method: 'GET', path: '/show-pulls', query: { eventId }, answer: listResponse, signal }),
  });
export const useEventPulls = (eventId: number) => useQuery(eventPullsQuery(eventId));
