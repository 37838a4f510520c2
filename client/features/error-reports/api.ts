import { queryOptions, useQuery } from '@tanstack/react-query';
import { errorReportCalls } from '../../../contracts/error-reports';
import { call } from '../../platform/http';

export const errorReportGroupsQuery = () =>
  queryOptions({
    queryKey: ['error-reports'],
    queryFn: ({ signal }) => call(errorReportCalls.groups, {}, { signal }),
  });
export const useErrorReportGroups = () => useQuery(errorReportGroupsQuery());

export const errorReportDetailQuery = (message: string) =>
  queryOptions({
    queryKey: ['error-reports', 'detail', message],
    queryFn: ({ signal }) => call(errorReportCalls.detail, { query: { message } }, { signal }),
  });
export const useErrorReportDetail = (message: string) => useQuery(errorReportDetailQuery(message));
