import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  categoriesResponse,
  createFolderResponse,
  departmentResponse,
  departmentsResponse,
  folderResponse,
  type MiscItem,
  miscItemResponse,
  miscItemsResponse,
  recentResponse,
  type SearchFields,
  searchResponse,
} from '../../../../contracts/xbook';
import { request } from '../../../platform/http';
import { xbookKeys } from './keys';

export const departmentsQuery = queryOptions({
  queryKey: xbookKeys.departments,
  queryFn: ({ signal }) =>
    request({ method: 'GET', path: '/xbook/departments', answer: departmentsResponse, signal }),
  staleTime: 10 * 60_000,
});
export const useDepartments = () => useQuery(departmentsQuery);

/** A department's folder tree and all its sheets. */
export const departmentQuery = (id: number) =>
  queryOptions({
    queryKey: xbookKeys.department(id),
    queryFn: ({ signal }) =>
      request({ method: 'GET', path: `/xbook/departments/${id}`, answer: departmentResponse, signal }),
  });
export const useDepartment = (id: number | undefined) =>
  useQuery({ ...departmentQuery(id ?? 0), enabled: id !== undefined });

export const useFolder = (id: number | undefined) =>
  useQuery({
    queryKey: xbookKeys.folder(id ?? 0),
    queryFn: ({ signal }) =>
      request({ method: 'GET', path: `/xbook/folders/${id}`, answer: folderResponse, signal }),
    enabled: id !== undefined,
  });

export const useRecentSheets = () =>
  useQuery({
    queryKey: xbookKeys.recent,
    queryFn: ({ signal }) =>
      request({ method: 'GET', path: '/xbook/recent', answer: recentResponse, signal }),
    staleTime: 0,
  });

/** Every equipment category (the category selects); large, so kept for a while. */
export const useCategories = (enabled = true) =>
  useQuery({
    queryKey: xbookKeys.categories,
    queryFn: ({ signal }) =>
      request({ method: 'GET', path: '/xbook/categories', answer: categoriesResponse, signal }),
    staleTime: 10 * 60_000,
    enabled,
  });

export const useMiscItems = () =>
  useQuery({
    queryKey: xbookKeys.miscItems,
    queryFn: ({ signal }) =>
      request({ method: 'GET', path: '/xbook/misc-items', answer: miscItemsResponse, signal }),
  });

/** POST /xbook/search, form-encoded; runs when Go is pressed, off while there is nothing to search. */
export const useSearch = (form: SearchFields | null) =>
  useQuery({
    queryKey: [...xbookKeys.search, form],
    queryFn: ({ signal }) =>
      request({
        method: 'POST',
        path: '/xbook/search',
        form: { ...(form as SearchFields) },
        answer: searchResponse,
        signal,
      }),
    enabled: form !== null,
    staleTime: 0,
  });

export function useCreateFolder(departmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; parentFolderID: number | null }) =>
      request({
        method: 'POST',
        path: '/xbook/folder',
        json: { name: input.name, departmentID: departmentId, parentFolderID: input.parentFolderID },
        answer: createFolderResponse,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: xbookKeys.department(departmentId) }),
  });
}

export function useCreateMiscItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      request({ method: 'POST', path: '/xbook/misc-item', json: { name }, answer: miscItemResponse }),
    meta: { handlesOwnErrors: true },
    onSuccess: ({ item }) =>
      client.setQueryData<{ items: MiscItem[] }>(xbookKeys.miscItems, (old) => ({
        items: [...(old?.items ?? []), item].sort((a, b) => a.name.localeCompare(b.name)),
      })),
  });
}
