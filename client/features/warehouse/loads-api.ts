import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '../../../contracts/call';
import { warehouseLoadCalls as calls, type LoadsView } from '../../../contracts/warehouse-loads';
import { call } from '../../platform/http';
import { useFailureHandler } from '../../platform/refusals';

export const loadsKey = (pullId: number) => ['warehouse', 'loads', pullId] as const;
const casesKey = ['warehouse', 'cases'] as const;

export const loadsQuery = (pullId: number) =>
  queryOptions({
    queryKey: loadsKey(pullId),
    queryFn: ({ signal }) => call(calls.loads, { params: { id: pullId } }, { signal }),
  });
export const useLoads = (pullId: number) => useQuery(loadsQuery(pullId));

type TruckChange =
  | { kind: 'add'; body: BodyOf<typeof calls.addTruck> }
  | { kind: 'update'; truckId: number; body: BodyOf<typeof calls.updateTruck> }
  | { kind: 'remove'; truckId: number }
  | { kind: 'case'; caseId: number; truckId: number | null }
  | { kind: 'line'; lineId: number; truckId: number | null };

/** Every change to a pull's trucks answers the pull's loads, which replace the kept ones. */
export function useChangeLoads(pullId: number) {
  const client = useQueryClient();
  const onError = useFailureHandler({ context: 'change trucks' });
  return useMutation({
    mutationFn: (c: TruckChange): Promise<LoadsView> => {
      const id = pullId;
      if (c.kind === 'add') return call(calls.addTruck, { params: { id }, body: c.body });
      if (c.kind === 'update')
        return call(calls.updateTruck, { params: { id, truckId: c.truckId }, body: c.body });
      if (c.kind === 'remove') return call(calls.removeTruck, { params: { id, truckId: c.truckId } });
      if (c.kind === 'case')
        return call(calls.caseTruck, { params: { id, caseId: c.caseId }, body: { truckId: c.truckId } });
      return call(calls.lineTruck, { params: { id, lineId: c.lineId }, body: { truckId: c.truckId } });
    },
    meta: { handlesOwnErrors: true },
    onError,
    onSuccess: (view) => client.setQueryData(loadsKey(pullId), view),
  });
}

export const useCases = () =>
  useQuery({
    queryKey: casesKey,
    queryFn: ({ signal }) => call(calls.cases, {}, { signal }),
  });

type CaseChange =
  | { kind: 'create'; body: BodyOf<typeof calls.createCase> }
  | { kind: 'update'; id: number; body: BodyOf<typeof calls.updateCase> };

/** Adds or changes one of the company's cases; the list is read again (numbers may have moved). */
export function useChangeCase() {
  const client = useQueryClient();
  const onError = useFailureHandler({ context: 'change case' });
  return useMutation({
    mutationFn: (c: CaseChange) =>
      c.kind === 'create'
        ? call(calls.createCase, { body: c.body })
        : call(calls.updateCase, { params: { id: c.id }, body: c.body }),
    meta: { handlesOwnErrors: true },
    onError,
    onSuccess: () => client.invalidateQueries({ queryKey: ['warehouse'] }),
  });
}
