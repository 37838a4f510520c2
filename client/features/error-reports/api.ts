import { queryOptions, useQuery } from '@tanstack/react-query';
import { errorReportDetail, errorReportGroups } from '../../../contracts/error-reports';
import { request } from '../../platform/http';

export const errorReportGroupsQuery = () =>
  queryOptions({
    queryKey: ['error-reports'],
    queryFn: ({ signal }) =>
      request({ method: 'GET', path: '/error-reports', answer: errorReportGroups, signal }),
  });
export const useErrorReportGroups = () => useQuery(errorReportGroupsQuery());

export const errorReportDetailQuery = (message: string) =>
  queryOptions({
    queryKey: ['error-reports', 'detail', message],
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        path: '/error-reports/detail',
        query: { message },
        answer: errorReportDetail,
        signal,
      }),
  });
export const useErrorReportDetail = (message: string) => useQuery(errorReportDetailQuery(message));
