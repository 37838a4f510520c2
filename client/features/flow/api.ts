import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  configResponse,
  contactsResponse,
  dayCountsResponse,
  eventsResponse,
  type FlowRange,
  relatedResponse,
} from '../../../contracts/flow';
import { request } from '../../platform/http';

/** One fetcher and query per call of spec 7 "Flow calendar"; every range call keyed by its dates. */

const rangePath = (call: string, r: FlowRange) => `/flow/techs/${call}/${r.start}/${r.end}`;
const rangeKey = (call: string, r: FlowRange) => ['flow', call, r.start, r.end] as const;

export const configQuery = (r: FlowRange) =>
  queryOptions({
    queryKey: rangeKey('config', r),
    queryFn: ({ signal }) =>
      request({ method: 'GET', path: rangePath('config', r), answer: configResponse, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
export const useFlowConfig = (r: FlowRange) => useQuery(configQuery(r));

/** The first part of the technicians, which paints at once. */
export const contactsQuery = (r: FlowRange) =>
  queryOptions({
    queryKey: rangeKey('contacts', r),
    queryFn: ({ signal }) =>
      request({ method: 'GET', path: rangePath('contacts', r), answer: contactsResponse, signal }),
  });
export const useFlowContacts = (r: FlowRange) => useQuery(contactsQuery(r));

/** The rest of them (?isRemainder=true), asked for once the first part is in. */
export const remainderQuery = (r: FlowRange) =>
  queryOptions({
    queryKey: rangeKey('contacts-remainder', r),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        path: rangePath('contacts', r),
        query: { isRemainder: true },
        answer: contactsResponse,
        signal,
      }),
  });
export const useFlowRemainder = (r: FlowRange, enabled: boolean) =>
  useQuery({ ...remainderQuery(r), enabled });

export const dayCountsQuery = (r: FlowRange) =>
  queryOptions({
    queryKey: rangeKey('day-counts', r),
    queryFn: ({ signal }) =>
      request({ method: 'GET', path: rangePath('day-counts', r), answer: dayCountsResponse, signal }),
  });
export const useDayCounts = (r: FlowRange) => useQuery(dayCountsQuery(r));

export const eventsQuery = (r: FlowRange) =>
  queryOptions({
    queryKey: rangeKey('events', r),
    queryFn: ({ signal }) =>
      request({ method: 'GET', path: rangePath('events', r), answer: eventsResponse, signal }),
  });
export const useOverviewRows = (r: FlowRange) => useQuery(eventsQuery(r));

/** Related bids of a searched event, for 'Include Related'. */
export const useRelatedEvents = (eventId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: ['flow', 'related', eventId],
    queryFn: ({ signal }) =>
      request({ method: 'GET', path: `/flow/techs/${eventId}/related`, answer: relatedResponse, signal }),
    enabled: enabled && eventId !== null,
    staleTime: 5 * 60_000,
    // A number typed that is no bid (404) simply has no related events.
    meta: { handlesOwnErrors: true },
    retry: false,
  });
