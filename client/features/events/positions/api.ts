import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventPositionCalls as calls, type PositionBody } from '../../../../contracts/event-positions';
import { call } from '../../../platform/http';
import { useFailureHandler } from '../../../platform/refusals';
import { refreshLaborCost } from '../../labor-cost/public';

const positionsKey = (eventId: number) => ['event', eventId, 'positions'] as const;

export const positionsQuery = (eventId: number) =>
  queryOptions({
    queryKey: positionsKey(eventId),
    queryFn: ({ signal }) => call(calls.list, { params: { id: eventId } }, { signal }),
  });
export const usePositions = (eventId: number) => useQuery(positionsQuery(eventId));

type Write =
  | { kind: 'create'; body: PositionBody }
  | { kind: 'update'; positionId: number; body: PositionBody }
  | { kind: 'stash'; positionId: number; stashed: boolean }
  | { kind: 'resolve'; positionId: number; resolved: boolean }
  | { kind: 'remove'; positionId: number };

function send(id: number, w: Write): Promise<unknown> {
  switch (w.kind) {
    case 'create':
      return call(calls.create, { params: { id }, body: w.body });
    case 'update':
      return call(calls.update, { params: { id, positionId: w.positionId }, body: w.body });
    case 'stash':
      return call(calls.stash, { params: { id, positionId: w.positionId }, body: { stashed: w.stashed } });
    case 'resolve':
      return call(calls.resolve, {
        params: { id, positionId: w.positionId },
        body: { resolved: w.resolved },
      });
    case 'remove':
      return call(calls.remove, { params: { id, positionId: w.positionId } });
  }
}

/**
 * Every write on the event's positions; a refusal is shown in the server's words. The list reads
 * again after it, and so does the History (its key is the platform's).
 */
export function usePositionWrite(eventId: number) {
  const client = useQueryClient();
  const onError = useFailureHandler({ context: 'event positions' });
  return useMutation({
    mutationFn: (w: Write) => send(eventId, w),
    meta: { handlesOwnErrors: true },
    onError,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: positionsKey(eventId) });
      void refreshLaborCost(client);
      void client.invalidateQueries({ queryKey: ['history'] });
    },
  });
}
