import { useQuery } from '@tanstack/react-query';
import { outboxListResponse, outboxMessageResponse } from '../../../contracts/outbox';
import { request } from '../../platform/http';

export const useOutbox = () =>
  useQuery({
    queryKey: ['outbox'],
    queryFn: ({ signal }) => request({ method: 'GET', path: '/outbox', answer: outboxListResponse, signal }),
    refetchInterval: 30_000,
  });

export const useOutboxMessage = (id: number) =>
  useQuery({
    queryKey: ['outbox', id],
    queryFn: ({ signal }) =>
      request({ method: 'GET', path: `/outbox/${id}`, answer: outboxMessageResponse, signal }),
  });
