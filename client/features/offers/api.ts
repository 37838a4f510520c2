import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { offerCalls as calls } from '../../../contracts/offers';
import { call } from '../../platform/http';

const key = ['my-jobs'] as const;

export const useMyJobs = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => call(calls.myJobs, {}, { signal }) });

/** Accept or decline one of my offers; the page reloads its lists after. */
export function useAnswerOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ inviteId, answer }: { inviteId: number; answer: 'accept' | 'decline' }) =>
      call(answer === 'accept' ? calls.myAccept : calls.myDecline, { params: { id: inviteId } }),
    meta: { handlesOwnErrors: true },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
