import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogCalls } from '../../../contracts/catalog';
import type { DeleteResponse, ListQuery } from '../../../contracts/catalog-fields';
import { call } from '../../platform/http';

/** One page of a list: what every list of the Catalog and People areas reads. */
export interface ListPage<Row> {
  total: number;
  rows: Row[];
}
export type LoadPage<Row> = (query: ListQuery, signal: AbortSignal) => Promise<ListPage<Row>>;

/** A list's page, kept on screen while the next page or search loads. `key` names the list. */
export const useListPage = <Row>(key: readonly unknown[], load: LoadPage<Row>, query: ListQuery) =>
  useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) => load(query, signal),
    placeholderData: keepPreviousData,
  });

/** The editors' selects: every department, pull group and department group. */
export const optionsQuery = queryOptions({
  queryKey: ['catalog', 'options'],
  queryFn: ({ signal }) => call(catalogCalls.options, {}, { signal }),
});
export const useCatalogOptions = () => useQuery(optionsQuery);

/**
 * A write of the area `area` ('catalog', 'people'): on success every list and record of the area
 * is read again (a renamed department shows in the categories list too). A refusal is shown in
 * the server's words by the app's one failure handler.
 */
export function useAreaWrite<In, Out>(area: string, write: (input: In) => Promise<Out>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { context: `${area} write` },
    onSuccess: () => client.invalidateQueries({ queryKey: [area] }),
  });
}

export type Remove = (id: number) => Promise<DeleteResponse>;
