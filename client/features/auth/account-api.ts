import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangePasswordBody, ownAccountCalls as calls } from '../../../contracts/own-account';
import { call } from '../../platform/http';

const sessionsKey = ['auth', 'own-sessions'] as const;

export const ownSessionsQuery = queryOptions({
  queryKey: sessionsKey,
  queryFn: ({ signal }) => call(calls.sessions, {}, { signal }),
});
export const useOwnSessions = () => useQuery(ownSessionsQuery);

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (handle: string) => call(calls.endSession, { params: { handle } }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(calls.endOthers),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** The form shows the server's refusals (wrong current password, a weak new one) next to its fields. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => call(calls.changePassword, { body }),
    meta: { handlesOwnErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}
