import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../contracts/call';
import { crewAvailabilityCalls as calls } from '../../../contracts/crew-availability';
import { laborInviteCalls } from '../../../contracts/labor-invites';
import { call } from '../../platform/http';

const key = ['crew-availability'] as const;

/** Staff's list with each request's tally; read again every half minute while open (answers come by mail). */
export const requestsQuery = queryOptions({
  queryKey: [...key, 'requests'],
  queryFn: ({ signal }) => call(calls.list, {}, { signal }),
  refetchInterval: 30_000,
});
export const useRequests = () => useQuery(requestsQuery);

export function useCreateRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof calls.create>['body']) => call(calls.create, { body }),
    meta: { handlesOwnErrors: true },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useOfferYeses() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CallInput<typeof calls.offerYeses>['body'] }) =>
      call(calls.offerYeses, { params: { id }, body }),
    meta: { handlesOwnErrors: true },
    onSettled: () => client.invalidateQueries(),
  });
}

/** Uncrewed positions over a request's dates: what its yeses can be offered. */
export const usePositionsOver = (startDate: string, endDate: string) =>
  useQuery({
    queryKey: [...key, 'positions', startDate, endDate],
    queryFn: ({ signal }) => call(laborInviteCalls.events, { query: { startDate, endDate } }, { signal }),
    select: (a) =>
      a.events
        .filter((e) => !e.isLocked && !e.fullStatus.includes('Cancelled'))
        .flatMap((e) =>
          e.crewable_labor_items
            .filter((p) => p.status === 'Uncrewed' && !p.is_stashed && !p.labor_is_resolved && !p.round)
            .map((p) => ({ position: p, showName: e.show_name })),
        ),
  });

/** The signed-in tech's asks (My jobs). */
export const useMyAsks = () =>
  useQuery({ queryKey: [...key, 'mine'], queryFn: ({ signal }) => call(calls.mine, {}, { signal }) });

export function useAnswerMine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: 'yes' | 'no' | 'maybe' }) =>
      call(calls.answerMine, { params: { id }, body: { answer } }),
    meta: { handlesOwnErrors: true },
    onSettled: () => client.invalidateQueries({ queryKey: [...key, 'mine'] }),
  });
}
