import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { xbookCalls as calls, type MiscItem, type SearchFields } from '../../../../contracts/xbook';
import { call } from '../../../platform/http';
import { xbookKeys } from './keys';

export const departmentsQuery = queryOptions({
  queryKey: xbookKeys.departments,
  queryFn: ({ signal }) => call(calls.departments, {}, { signal }),
  staleTime: 10 * 60_000,
});
export const useDepartments = () => useQuery(departmentsQuery);

/** A department's folder tree and all its sheets. */
export const departmentQuery = (id: number) =>
  queryOptions({
    queryKey: xbookKeys.department(id),
    queryFn: ({ signal }) => call(calls.department, { params: { id } }, { signal }),
    meta: { showsNotFound: true },
  });
export const useDepartment = (id: number | undefined) =>
  useQuery({ ...departmentQuery(id ?? 0), enabled: id !== undefined });

export const useFolder = (id: number | undefined) =>
  useQuery({
    queryKey: xbookKeys.folder(id ?? 0),
    queryFn: ({ signal }) => call(calls.folder, { params: { id: id ?? 0 } }, { signal }),
    enabled: id !== undefined,
    meta: { showsNotFound: true },
  });

export const useRecentSheets = () =>
  useQuery({
    queryKey: xbookKeys.recent,
    queryFn: ({ signal }) => call(calls.recent, {}, { signal }),
    staleTime: 0,
  });

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

/** POST /xbook/search, form-encoded; runs when Go is pressed, off while there is nothing to search. */
export const useSearch = (form: SearchFields | null) =>
  useQuery({
    queryKey: [...xbookKeys.search, form],
    queryFn: ({ signal }) => call(calls.search, { body: form as SearchFields }, { signal }),
    enabled: form !== null,
    staleTime: 0,
  });

export function useCreateFolder(departmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, parentFolderID }: { name: string; parentFolderID: number | null }) =>
      call(calls.createFolder, { body: { name, departmentID: departmentId, parentFolderID } }),
    onSuccess: () => client.invalidateQueries({ queryKey: xbookKeys.department(departmentId) }),
  });
}

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
