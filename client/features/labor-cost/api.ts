import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { laborCostCalls as calls, type RateBody } from '../../../contracts/labor-cost';
import { call } from '../../platform/http';
import { useFailureHandler } from '../../platform/refusals';

const ALL = ['labor-cost'] as const;
const RATES_KEY = [...ALL, 'rates'] as const;

export const ratesQuery = () =>
  queryOptions({ queryKey: RATES_KEY, queryFn: ({ signal }) => call(calls.rates, {}, { signal }) });
export const useRates = () => useQuery(ratesQuery());

export const eventCostQuery = (eventId: number) =>
  queryOptions({
    queryKey: [...ALL, 'event', eventId],
    queryFn: ({ signal }) => call(calls.event, { params: { id: eventId } }, { signal }),
  });
export const useEventCost = (eventId: number) => useQuery(eventCostQuery(eventId));

export interface Range {
  startDate: string;
  endDate: string;
}
export const useRangeCost = (range: Range) =>
  useQuery({
    queryKey: [...ALL, 'range', range.startDate, range.endDate],
    queryFn: ({ signal }) => call(calls.range, { query: range }, { signal }),
    placeholderData: (prev) => prev,
  });

/** Costs follow positions, trips and rates: a write on any of them reads them again. */
export const refreshLaborCost = (client: QueryClient) => client.invalidateQueries({ queryKey: ALL });

export type RateOwner = { categoryId: number } | { contactId: number };

function send(owner: RateOwner, rate: RateBody | null): Promise<unknown> {
  if ('categoryId' in owner)
    return rate
      ? call(calls.setRoleRate, { params: owner, body: rate })
      : call(calls.removeRoleRate, { params: owner });
  return rate
    ? call(calls.setTechnicianRate, { params: owner, body: rate })
    : call(calls.removeTechnicianRate, { params: owner });
}

/** Sets (or, with null, removes) a role's or a technician's rate; a refusal in the server's words. */
export function useRateWrite() {
  const client = useQueryClient();
  const onError = useFailureHandler({ context: 'labor rate' });
  return useMutation({
    mutationFn: ({ owner, rate }: { owner: RateOwner; rate: RateBody | null }) => send(owner, rate),
    meta: { handlesOwnErrors: true },
    onError,
    onSuccess: () => {
      void refreshLaborCost(client);
      void client.invalidateQueries({ queryKey: ['history'] });
    },
  });
}
