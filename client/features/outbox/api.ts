import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { outboxCalls as calls } from '../../../contracts/outbox';
import { call } from '../../platform/http';

export const useOutbox = () =>
  useQuery({
    queryKey: ['outbox'],
    queryFn: ({ signal }) => call(calls.list, {}, { signal }),
    // While mail is set up and messages wait (kept while it was off, or queued), the server sends
    // them by itself: read often, so each label follows (kept → sent or failed).
    refetchInterval: ({ state: { data } }) =>
      data?.canSendNow && data.messages.some((m) => m.status === 'stored' || m.status === 'queued')
        ? 3_000
        : 30_000,
  });

export const useOutboxMessage = (id: number) =>
  useQuery({
    queryKey: ['outbox', id],
    queryFn: ({ signal }) => call(calls.get, { params: { id } }, { signal }),
  });

/** Send one message now (an id) or every one not sent yet ('all'); the list reloads after. */
export function useSendNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (which: number | 'all') =>
      which === 'all' ? call(calls.sendAll, {}) : call(calls.sendOne, { params: { id: which } }),
    meta: { handlesOwnErrors: true },
    onSettled: () => client.invalidateQueries({ queryKey: ['outbox'] }),
  });
}
