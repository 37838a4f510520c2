import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '../../../contracts/call';
import { userCalls as calls, type UserRow } from '../../../contracts/users';
import { call } from '../../platform/http';

const usersKey = ['users', 'list'] as const;

export const usersQuery = (q: string) =>
  queryOptions({
    queryKey: [...usersKey, q],
    queryFn: ({ signal }) => call(calls.list, { query: q ? { q } : {} }, { signal }),
    placeholderData: keepPreviousData,
  });
export const useUsers = (q: string) => useQuery(usersQuery(q));

export const useLinkableContacts = () =>
  useQuery({
    queryKey: ['users', 'contacts'],
    queryFn: ({ signal }) => call(calls.contacts, {}, { signal }),
    staleTime: 60_000,
  });

/** Every write here shows its refusal in the form it came from (the server's words). */
function useUserWrite<V, A extends { user: UserRow }>(write: (v: V) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { handlesOwnErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }),
  });
}

export const useInvite = () =>
  useUserWrite((body: BodyOf<typeof calls.invite>) => call(calls.invite, { body }));
export const useResendInvite = () =>
  useUserWrite((id: number) => call(calls.resendInvite, { params: { id } }));
export const useUpdateUser = () =>
  useUserWrite(({ id, body }: { id: number; body: BodyOf<typeof calls.update> }) =>
    call(calls.update, { params: { id }, body }),
  );

// The pages a visitor opens without being signed in: each handles its own refusals.
const own = { meta: { handlesOwnErrors: true } };
export const useSetup = () =>
  useMutation({ ...own, mutationFn: (body: BodyOf<typeof calls.setup>) => call(calls.setup, { body }) });
export const useSetPassword = () =>
  useMutation({
    ...own,
    mutationFn: (body: BodyOf<typeof calls.setPassword>) => call(calls.setPassword, { body }),
  });
export const useForgot = () =>
  useMutation({ ...own, mutationFn: (body: BodyOf<typeof calls.forgot>) => call(calls.forgot, { body }) });
export const useReset = () =>
  useMutation({ ...own, mutationFn: (body: BodyOf<typeof calls.reset>) => call(calls.reset, { body }) });
