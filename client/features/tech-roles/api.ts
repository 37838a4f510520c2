import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { techRoleCalls as calls, type TechRole } from '../../../contracts/tech-roles';
import { call } from '../../platform/http';
import { useFailureHandler } from '../../platform/refusals';

export const lazyQuery = queryOptions({
  queryKey: ['tech-roles', 'lazy'],
  queryFn: ({ signal }) => call(calls.lazy, {}, { signal }),
  staleTime: 5 * 60_000,
});
export const useRoleLists = () => useQuery(lazyQuery);

const rolesKey = (contactId: number) => ['tech-roles', 'roles', contactId] as const;
export const rolesQuery = (contactId: number) =>
  queryOptions({
    queryKey: rolesKey(contactId),
    queryFn: ({ signal }) => call(calls.roles, { params: { contactId } }, { signal }),
  });
export const useRoles = (contactId: number) => useQuery(rolesQuery(contactId));

/** Contact ids holding a role that matches; off while the role search is empty. */
export const useRoleSearch = (searchText: string) =>
  useQuery({
    queryKey: ['tech-roles', 'search', searchText],
    queryFn: ({ signal }) => call(calls.search, { query: { searchText } }, { signal }),
    enabled: searchText.length > 0,
    placeholderData: (prev) => prev,
  });

export function useAddRole(contactId: number) {
  const client = useQueryClient();
  // Spec 5: a role already held is said in the server's words, '{name} already has this role'.
  const onError = useFailureHandler({ context: 'tech-roles add' });
  return useMutation({
    mutationFn: (categoryId: number) => call(calls.add, { params: { contactId, categoryId } }),
    meta: { handlesOwnErrors: true },
    onSuccess: ({ newRole }) => {
      client.setQueryData(rolesKey(contactId), (old: { roles: TechRole[] } | undefined) => ({
        roles: [...(old?.roles ?? []), newRole].sort((a, b) =>
          a.category.name.localeCompare(b.category.name),
        ),
      }));
      void client.invalidateQueries({ queryKey: ['tech-roles', 'search'] });
    },
    onError,
  });
}

export function useDeleteRole(contactId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(calls.remove, { params: { id } }),
    onSuccess: (_answer, id) => {
      client.setQueryData(rolesKey(contactId), (old: { roles: TechRole[] } | undefined) => ({
        roles: (old?.roles ?? []).filter((r) => r.id !== id),
      }));
      void client.invalidateQueries({ queryKey: ['tech-roles', 'search'] });
    },
  });
}
