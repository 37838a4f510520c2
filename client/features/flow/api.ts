import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallAnswer } from '../../../contracts/call';
import { flowCalls as calls, type FlowRange } from '../../../contracts/flow';
import type { LinesResponse } from '../../../contracts/flow-lines';
import { unpackLines } from '../../../contracts/flow-lines-unpack';
import { unpackOverview } from '../../../contracts/flow-overview';
import { call } from '../../platform/http';
import { isExplainedRefusal } from '../../platform/refusals';
import { earlyKey, takeEarly } from './prefetch';

/** One query per call of spec 7 "Flow calendar"; every range call keyed by its dates. */

const rangeKey = (name: string, r: FlowRange) => ['flow', name, r.start, r.end] as const;
const rangeParams = (r: FlowRange) => ({ start: r.start, end: r.end });

export const configQuery = (r: FlowRange) =>
  queryOptions({
    queryKey: rangeKey('config', r),
    queryFn: async ({ signal }) =>
      (await takeEarly<CallAnswer<typeof calls.config>>(earlyKey('config', r))) ??
      call(calls.config, { params: rangeParams(r) }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
export const useFlowConfig = (r: FlowRange) => useQuery(configQuery(r));

/**
 * The technicians' lines in their compact form (a tenth of the contacts call's bytes, cheap to
 * check), unpacked into the contacts call's records: the first part, which paints at once, or
 * ?isRemainder=true the rest.
 */
const linesQuery = (r: FlowRange, isRemainder: boolean) =>
  queryOptions({
    queryKey: rangeKey(isRemainder ? 'lines-remainder' : 'lines', r),
    queryFn: async ({ signal }) =>
      unpackLines(
        (!isRemainder && (await takeEarly<LinesResponse>(earlyKey('lines', r)))) ||
          (await call(
            calls.lines,
            { params: rangeParams(r), query: isRemainder ? { isRemainder: 'true' } : {} },
            { signal },
          )),
      ),
  });
export const useFlowContacts = (r: FlowRange) => useQuery(linesQuery(r, false));
/** The rest of them, asked for once the first part is in. */
export const useFlowRemainder = (r: FlowRange, enabled: boolean) =>
  useQuery({ ...linesQuery(r, true), enabled });

export const dayCountsQuery = (r: FlowRange) =>
  queryOptions({
    queryKey: rangeKey('day-counts', r),
    queryFn: ({ signal }) => call(calls.dayCounts, { params: rangeParams(r) }, { signal }),
  });
export const useDayCounts = (r: FlowRange) => useQuery(dayCountsQuery(r));

/** The event overview, in its compact form, unpacked into the events call's rows. */
const overviewQuery = (r: FlowRange) =>
  queryOptions({
    queryKey: rangeKey('overview', r),
    queryFn: async ({ signal }) =>
      unpackOverview(await call(calls.overview, { params: rangeParams(r) }, { signal })),
  });
export const useOverviewRows = (r: FlowRange) => useQuery(overviewQuery(r));

/**
 * Related bids of a searched event, for 'Include Related'. A number typed that is no bid is refused
 * (404, or 400 past the largest id): it simply has no related events. Other failures are reported.
 */
export const useRelatedEvents = (eventId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: ['flow', 'related', eventId],
    queryFn: ({ signal }) =>
      call(calls.related, { params: { eventId: eventId! } }, { signal }).catch((error: unknown) => {
        if (isExplainedRefusal(error)) return { ids: [] };
        throw error;
      }),
    enabled: enabled && eventId !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The tech roles and who holds each: they change seldom, so once a session is enough. */
export const useFlowRoles = () =>
  useQuery({
    queryKey: ['flow', 'roles'],
    queryFn: ({ signal }) => call(calls.roles, {}, { signal }),
    staleTime: 10 * 60_000,
  });
