import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '../../../../contracts/common';
import { type ItemType, itemResponse, itemsResponse, type SheetItem } from '../../../../contracts/xbook';
import { request } from '../../../platform/http';
import { xbookKeys } from './keys';

export const itemsQuery = (sheetId: number) =>
  queryOptions({
    queryKey: xbookKeys.items(sheetId),
    queryFn: ({ signal }) =>
      request({ method: 'GET', path: `/xbook/sheets/${sheetId}/items`, answer: itemsResponse, signal }),
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

/** POST /xbook/sheets/{id}/item (form): the new line goes at the end. */
export function useAddItem(sheetId: number) {
  const { update } = useItemsCache(sheetId);
  return useMutation({
    mutationFn: (form: {
      type: ItemType;
      sectionName?: string;
      categoryID?: number;
      miscItemID?: number;
      quantity?: number;
    }) => request({ method: 'POST', path: `/xbook/sheets/${sheetId}/item`, form, answer: itemResponse }),
    onSuccess: ({ item }) => update((items) => [...items, item]),
  });
}

/** Edits are drawn at once and not rolled back on failure (spec 8); the reporter says what failed. */
export function useDeleteItem(sheetId: number) {
  const { update } = useItemsCache(sheetId);
  return useMutation({
    mutationFn: (id: number) => request({ method: 'DELETE', path: `/xbook/items/${id}`, answer: okResponse }),
    onMutate: (id) => update((items) => items.filter((i) => i.id !== id)),
  });
}

export function useItemQuantity(sheetId: number) {
  const { update } = useItemsCache(sheetId);
  return useMutation({
    mutationFn: ({ id, quantity }: { id: number; quantity: number }) =>
      request({
        method: 'PATCH',
        path: `/xbook/items/${id}/quantity`,
        json: { quantity },
        answer: okResponse,
      }),
    onMutate: ({ id, quantity }) =>
      update((items) => items.map((i) => (i.id === id ? { ...i, quantity } : i))),
  });
}

export function useItemNotes(sheetId: number) {
  const { update } = useItemsCache(sheetId);
  return useMutation({
    mutationFn: ({ id, notes }: { id: number; notes: string }) =>
      request({ method: 'PATCH', path: `/xbook/items/${id}/notes`, json: { notes }, answer: okResponse }),
    onMutate: ({ id, notes }) => update((items) => items.map((i) => (i.id === id ? { ...i, notes } : i))),
  });
}

/** PATCH /xbook/sheets/{id}/items/order with every id in the new order; dragging waits for it. */
export function useReorderItems(sheetId: number) {
  const { update } = useItemsCache(sheetId);
  return useMutation({
    mutationFn: (ids: number[]) =>
      request({
        method: 'PATCH',
        path: `/xbook/sheets/${sheetId}/items/order`,
        json: { ids },
        answer: okResponse,
      }),
    onMutate: (ids) =>
      update((items) => {
        const byId = new Map(items.map((i) => [i.id, i]));
        return ids.map((id) => byId.get(id)).filter((i): i is SheetItem => i !== undefined);
      }),
  });
}
