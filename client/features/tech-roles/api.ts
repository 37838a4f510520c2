import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '../../../contracts/common';
import {
  addRoleResponse,
  lazyResponse,
  rolesResponse,
  searchResponse,
  type TechRole,
} from '../../../contracts/tech-roles';
import { handleRequestFailure } from '../../platform/error-reporting';
import { ApiError, request } from '../../platform/http';

export const lazyQuery = queryOptions({
  queryKey: ['tech-roles', 'lazy'],
  queryFn: ({ signal }) => request({ method: 'GET', path: '/tech-roles/lazy', answer: lazyResponse, signal }),
  staleTime: 5 * 60_000,
});
export const useRoleLists = () => useQuery(lazyQuery);

const rolesKey = (contactId: number) => ['tech-roles', 'roles', contactId] as const;
export const rolesQuery = (contactId: number) =>
  queryOptions({
    queryKey: rolesKey(contactId),
    queryFn: ({ signal }) =>
      request({ method: 'GET', path: `/tech-roles/roles/${contactId}`, answer: rolesResponse, signal }),
  });
export const useRoles = (contactId: number) => useQuery(rolesQuery(contactId));

/** Contact ids holding a role that matches; off while the role search is empty. */
export const useRoleSearch = (searchText: string) =>
  useQuery({
    queryKey: ['tech-roles', 'search', searchText],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        path: '/tech-roles/search',
        query: { searchText },
        answer: searchResponse,
        signal,
      }),
    enabled: searchText.length > 0,
    placeholderData: (prev) => prev,
  });

export function useAddRole(contactId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: number) =>
      request({ method: 'POST', path: `/tech-roles/${contactId}/${categoryId}`, answer: addRoleResponse }),
    meta: { handlesOwnErrors: true },
    onSuccess: ({ newRole }) => {
      client.setQueryData(rolesKey(contactId), (old: { roles: TechRole[] } | undefined) => ({
        roles: [...(old?.roles ?? []), newRole].sort((a, b) =>
          a.category.name.localeCompare(b.category.name),
        ),
      }));
      void client.invalidateQueries({ queryKey: ['tech-roles', 'search'] });
    },
    // Spec 5: a role already held is said as '{name} already has this role'; others go to the reporter.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) window.alert(error.message);
      else if (error instanceof ApiError) void handleRequestFailure(error, 'tech-roles add');
    },
  });
}

export function useDeleteRole(contactId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request({ method: 'DELETE', path: `/tech-roles/${id}`, answer: okResponse }),
    onSuccess: (_answer, id) => {
      client.setQueryData(rolesKey(contactId), (old: { roles: TechRole[] } | undefined) => ({
        roles: (old?.roles ?? []).filter((r) => r.id !== id),
      }));
      void client.invalidateQueries({ queryKey: ['tech-roles', 'search'] });
    },
  });
}
