import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiTokenCalls } from '../../../contracts/api-tokens';
import type { BodyOf } from '../../../contracts/call';
import { call } from '../../platform/http';
import { useFailureHandler } from '../../platform/refusals';

const LIST_KEY = ['api-tokens', 'list'] as const;

export const apiTokensQuery = () =>
  queryOptions({
    queryKey: LIST_KEY,
    queryFn: ({ signal }) => call(apiTokenCalls.list, {}, { signal }),
  });
export const useApiTokens = () => useQuery(apiTokensQuery());

/** The form shows a refusal (a taken name) beside itself, so this mutation handles its own errors. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof apiTokenCalls.create>) => call(apiTokenCalls.create, { body }),
    meta: { handlesOwnErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  const onError = useFailureHandler({ context: 'revoke API token', queryClient });
  return useMutation({
    mutationFn: (id: number) => call(apiTokenCalls.revoke, { params: { id } }),
    meta: { handlesOwnErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
    onError,
  });
}
