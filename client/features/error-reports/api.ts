import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '../../../contracts/call';
import { errorReportCalls } from '../../../contracts/error-reports';
import { call } from '../../platform/http';
import { useFailureHandler } from '../../platform/refusals';

export type GroupFilter = QueryOf<typeof errorReportCalls.groups>;

export const errorReportGroupsQuery = (query: GroupFilter) =>
  queryOptions({
    queryKey: ['error-reports', 'groups', query],
    queryFn: ({ signal }) => call(errorReportCalls.groups, { query }, { signal }),
    // Paging and typing keep the old page on screen until the next one is here.
    placeholderData: keepPreviousData,
  });
export const useErrorReportGroups = (query: GroupFilter) => useQuery(errorReportGroupsQuery(query));

export const errorReportDetailQuery = (key: string) =>
  queryOptions({
    queryKey: ['error-reports', 'detail', key],
    queryFn: ({ signal }) => call(errorReportCalls.detail, { query: { key } }, { signal }),
  });
export const useErrorReportDetail = (key: string) => useQuery(errorReportDetailQuery(key));

export function useResolveGroup() {
  const queryClient = useQueryClient();
  const onError = useFailureHandler({ context: 'resolve error report' });
  return useMutation({
    mutationFn: (body: BodyOf<typeof errorReportCalls.resolve>) => call(errorReportCalls.resolve, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['error-reports', 'groups'] }),
    onError,
  });
}
