import { useQuery } from '@tanstack/react-query';
import { outboxCalls as calls } from '../../../contracts/outbox';
import { call } from '../../platform/http';

export const useOutbox = () =>
  useQuery({
    queryKey: ['outbox'],
    queryFn: ({ signal }) => call(calls.list, {}, { signal }),
    refetchInterval: 30_000,
  });

export const useOutboxMessage = (id: number) =>
  useQuery({
    queryKey: ['outbox', id],
    queryFn: ({ signal }) => call(calls.get, { params: { id } }, { signal }),
  });
