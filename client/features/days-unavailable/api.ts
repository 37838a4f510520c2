import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '../../../contracts/common';
import { listResponse, recordResponse } from '../../../contracts/days-unavailable';
import { handleRequestFailure } from '../../platform/error-reporting';
import { ApiError, request } from '../../platform/http';

const key = (contactId: number) => ['days-unavailable', contactId] as const;

export const daysQuery = (contactId: number) =>
  queryOptions({
    queryKey: key(contactId),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        path: '/days-unavailable',
        query: { contactId },
        answer: listResponse,
        signal,
      }),
  });
export const useDaysUnavailable = (contactId: number) => useQuery(daysQuery(contactId));

/** The server's datesAreInvalid answer (spec 7), told apart from other refusals. */
export function isDatesInvalid(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  try {
    return JSON.parse(error.responseText).datesAreInvalid === true;
  } catch {
    return false;
  }
}

export interface DatesInput {
  id?: number;
  contactId: number;
  startDate: string;
  endDate: string;
  notes: string;
  afterDeclinedInvite?: boolean;
}

/** Add or change a record; the form shows datesAreInvalid itself, anything else goes to the reporter. */
export function useSaveDates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, contactId, startDate, endDate, notes, afterDeclinedInvite }: DatesInput) =>
      id === undefined
        ? request({
            method: 'POST',
            path: '/days-unavailable',
            json: { contactId, startDate, endDate, notes, afterDeclinedInvite: afterDeclinedInvite ?? false },
            answer: recordResponse,
          })
        : request({
            method: 'PATCH',
            path: `/days-unavailable/${id}`,
            json: { startDate, endDate, notes },
            answer: recordResponse,
          }),
    meta: { handlesOwnErrors: true },
    onError: (error) => {
      if (!isDatesInvalid(error) && error instanceof ApiError)
        void handleRequestFailure(error, 'days-unavailable save');
    },
    onSettled: (_answer, _error, input) => client.invalidateQueries({ queryKey: key(input.contactId) }),
  });
}

export function useDeleteDates(contactId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      request({ method: 'DELETE', path: `/days-unavailable/${id}`, answer: okResponse }),
    onSettled: () => client.invalidateQueries({ queryKey: key(contactId) }),
  });
}
