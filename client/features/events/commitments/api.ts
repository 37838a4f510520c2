import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CommitmentBody, commitmentCalls as calls } from '../../../../contracts/events/commitments';
import { call } from '../../../platform/http';

export const commitmentsKey = (eventId: number) => ['event', eventId, 'commitments'] as const;

export const commitmentsQuery = (eventId: number) =>
  queryOptions({
    queryKey: commitmentsKey(eventId),
    queryFn: ({ signal }) => call(calls.list, { params: { id: eventId } }, { signal }),
  });
export const useCommitments = (eventId: number) => useQuery(commitmentsQuery(eventId));

export type CommitmentChange =
  | { kind: 'save'; id: number | null; body: CommitmentBody }
  | { kind: 'remove'; id: number };
export type CommitmentWriteAnswer =
  | Awaited<ReturnType<typeof call<typeof calls.update>>>
  | Awaited<ReturnType<typeof call<typeof calls.remove>>>;

function writeCommitment(eventId: number, c: CommitmentChange): Promise<CommitmentWriteAnswer> {
  if (c.kind === 'remove') return call(calls.remove, { params: { id: eventId, commitmentId: c.id } });
  return c.id === null
    ? call(calls.create, { params: { id: eventId }, body: c.body })
    : call(calls.update, { params: { id: eventId, commitmentId: c.id }, body: c.body });
}

/** Every write of a commitment; the list is read again after it (refusals reach the app's handler). */
export function useCommitmentWrite(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (c: CommitmentChange) => writeCommitment(eventId, c),
    meta: { context: 'commitments write' },
    onSettled: () => client.invalidateQueries({ queryKey: commitmentsKey(eventId) }),
  });
}
