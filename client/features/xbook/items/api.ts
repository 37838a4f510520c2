import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../contracts/call';
import { xbookCalls as calls, type MiscItem, type SheetItem } from '../../../../contracts/xbook';
import { call } from '../../../platform/http';
import { xbookKeys } from '../keys';

export const itemsQuery = (sheetId: number) =>
  queryOptions({
    queryKey: xbookKeys.items(sheetId),
    queryFn: ({ signal }) => call(calls.items, { params: { id: sheetId } }, { signal }),
    meta: { showsNotFound: true },
  });
export const useItems = (sheetId: number, enabled = true) => useQuery({ ...itemsQuery(sheetId), enabled });

type Items = { items: SheetItem[] };

function useItemsCache(sheetId: number) {
  const client = useQueryClient();
  return {
    client,
    update: (fn: (items: SheetItem[]) => SheetItem[]) =>
      client.setQueryData<Items>(xbookKeys.items(sheetId), (old) => (old ? { items: fn(old.items) } : old)),
  };
}

/** What the Add Items modal sends: the form of POST /xbook/sheets/{id}/item. */
export type AddItemFields = CallInput<typeof calls.addItem>['body'];

/** POST /xbook/sheets/{id}/item (form): the new line goes at the end. */
export function useAddItem(sheetId: number) {
  const { update } = useItemsCache(sheetId);
  return useMutation({
    mutationFn: (form: AddItemFields) => call(calls.addItem, { params: { id: sheetId }, body: form }),
    onSuccess: ({ item }) => update((items) => [...items, item]),
  });
}

/** Edits are drawn at once and not rolled back on failure (spec 8); the reporter says what failed. */
export function useDeleteItem(sheetId: number) {
  const { update } = useItemsCache(sheetId);
  return useMutation({
    mutationFn: (id: number) => call(calls.deleteItem, { params: { id } }),
    onMutate: (id) => update((items) => items.filter((i) => i.id !== id)),
  });
}

export function useItemQuantity(sheetId: number) {
  const { update } = useItemsCache(sheetId);
  return useMutation({
    mutationFn: ({ id, quantity }: { id: number; quantity: number }) =>
      call(calls.setItemQuantity, { params: { id }, body: { quantity } }),
    onMutate: ({ id, quantity }) =>
      update((items) => items.map((i) => (i.id === id ? { ...i, quantity } : i))),
  });
}

export function useItemNotes(sheetId: number) {
  const { update } = useItemsCache(sheetId);
  return useMutation({
    mutationFn: ({ id, notes }: { id: number; notes: string }) =>
      call(calls.setItemNotes, { params: { id }, body: { notes } }),
    onMutate: ({ id, notes }) => update((items) => items.map((i) => (i.id === id ? { ...i, notes } : i))),
  });
}

/** PATCH /xbook/sheets/{id}/items/order with every id in the new order; dragging waits for it. */
export function useReorderItems(sheetId: number) {
  const { client, update } = useItemsCache(sheetId);
  return useMutation({
    mutationFn: (ids: number[]) => call(calls.reorderItems, { params: { id: sheetId }, body: { ids } }),
    onMutate: (ids) =>
      update((items) => {
        const byId = new Map(items.map((i) => [i.id, i]));
        return ids.map((id) => byId.get(id)).filter((i): i is SheetItem => i !== undefined);
      }),
    // A refused order (someone added or removed an item meanwhile) means the list is stale: read it again.
    onError: () => client.invalidateQueries({ queryKey: xbookKeys.items(sheetId) }),
  });
}

/** Every equipment category (the category selects); large, so kept for a while. */
export const useCategories = (enabled = true) =>
  useQuery({
    queryKey: xbookKeys.categories,
    queryFn: ({ signal }) => call(calls.categories, {}, { signal }),
    staleTime: 10 * 60_000,
    enabled,
  });

export const useMiscItems = () =>
  useQuery({
    queryKey: xbookKeys.miscItems,
    queryFn: ({ signal }) => call(calls.miscItems, {}, { signal }),
  });

/** A refusal (a name that exists) is shown by the modal that asked. */
export function useCreateMiscItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call(calls.createMiscItem, { body: { name } }),
    meta: { handlesOwnErrors: true },
    onSuccess: ({ item }) =>
      client.setQueryData<{ items: MiscItem[] }>(xbookKeys.miscItems, (old) => ({
        items: [...(old?.items ?? []), item].sort((a, b) => a.name.localeCompare(b.name)),
      })),
  });
}
