import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BidItemBody, bidItemCalls as calls } from '../../../../contracts/events/bid-items';
import { viewCalls } from '../../../../contracts/show-pulls/view';
import { call } from '../../../platform/http';

export const bidItemsKey = (eventId: number) => ['event', eventId, 'bid-items'] as const;

export const bidItemsQuery = (eventId: number) =>
  queryOptions({
    queryKey: bidItemsKey(eventId),
    queryFn: ({ signal }) => call(calls.list, { params: { id: eventId } }, { signal }),
  });
export const useBidItems = (eventId: number) => useQuery(bidItemsQuery(eventId));

/** Every equipment category, for the line editor's picker (the pulls' own list). */
export const useCategoryOptions = () =>
  useQuery({
    queryKey: ['event', 'category-options'],
    queryFn: ({ signal }) => call(viewCalls.categories, {}, { signal }),
    staleTime: 60_000,
  });

export type BidItemChange =
  | { kind: 'save'; id: number | null; body: BidItemBody }
  | { kind: 'stash'; id: number; stashed: boolean }
  | { kind: 'remove'; id: number };

export type BidItemWriteAnswer =
  | Awaited<ReturnType<typeof call<typeof calls.update>>>
  | Awaited<ReturnType<typeof call<typeof calls.remove>>>;

function writeBidItem(eventId: number, c: BidItemChange): Promise<BidItemWriteAnswer> {
  if (c.kind === 'remove') return call(calls.remove, { params: { id: eventId, itemId: c.id } });
  if (c.kind === 'stash')
    return call(calls.stash, { params: { id: eventId, itemId: c.id }, body: { stashed: c.stashed } });
  return c.id === null
    ? call(calls.create, { params: { id: eventId }, body: c.body })
    : call(calls.update, { params: { id: eventId, itemId: c.id }, body: c.body });
}

/** Every write of a line; the list is read again after it (refusals reach the app's handler). */
export function useBidItemWrite(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (c: BidItemChange) => writeBidItem(eventId, c),
    meta: { context: 'bid items write' },
    onSettled: () => client.invalidateQueries({ queryKey: bidItemsKey(eventId) }),
  });
}
