import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventTravelCalls as calls, type TripBody } from '../../../../contracts/event-travel';
import { call } from '../../../platform/http';
import { useFailureHandler } from '../../../platform/refusals';
import { refreshLaborCost } from '../../labor-cost/public';

const tripsKey = (eventId: number) => ['event', eventId, 'travel'] as const;

export const tripsQuery = (eventId: number) =>
  queryOptions({
    queryKey: tripsKey(eventId),
    queryFn: ({ signal }) => call(calls.list, { params: { id: eventId } }, { signal }),
  });
export const useTrips = (eventId: number) => useQuery(tripsQuery(eventId));

/** Who a trip may be for, by name or key (the event's crew first). */
export const useTravellers = (eventId: number, search: string) =>
  useQuery({
    queryKey: [...tripsKey(eventId), 'travellers', search],
    queryFn: ({ signal }) =>
      call(calls.travellers, { params: { id: eventId }, query: { search } }, { signal }),
    placeholderData: (prev) => prev,
  });

type Write =
  | { kind: 'create'; body: TripBody }
  | { kind: 'update'; tripId: number; body: TripBody }
  | { kind: 'remove'; tripId: number };

function send(id: number, w: Write): Promise<unknown> {
  if (w.kind === 'create') return call(calls.create, { params: { id }, body: w.body });
  if (w.kind === 'update') return call(calls.update, { params: { id, tripId: w.tripId }, body: w.body });
  return call(calls.remove, { params: { id, tripId: w.tripId } });
}

/** Every write on the event's trips; a refusal is shown in the server's words. */
export function useTripWrite(eventId: number) {
  const client = useQueryClient();
  const onError = useFailureHandler({ context: 'event travel' });
  return useMutation({
    mutationFn: (w: Write) => send(eventId, w),
    meta: { handlesOwnErrors: true },
    onError,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: tripsKey(eventId) });
      void refreshLaborCost(client);
      void client.invalidateQueries({ queryKey: ['history'] });
    },
  });
}
