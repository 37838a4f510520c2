import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { daysUnavailableCalls as calls, datesInvalidResponse } from '../../../contracts/days-unavailable';
import { handleRequestFailure } from '../../platform/error-reporting';
import { ApiError, call } from '../../platform/http';

const key = (contactId: number) => ['days-unavailable', contactId] as const;

export const daysQuery = (contactId: number) =>
  queryOptions({
    queryKey: key(contactId),
    queryFn: ({ signal }) => call(calls.list, { query: { contactId } }, { signal }),
  });
export const useDaysUnavailable = (contactId: number) => useQuery(daysQuery(contactId));

/** The server's datesAreInvalid answer (spec 7), told apart from other refusals. */
export const isDatesInvalid = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 400 && datesInvalidResponse.safeParse(error.body).success;

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
        ? call(calls.create, { body: { contactId, startDate, endDate, notes, afterDeclinedInvite } })
        : call(calls.update, { params: { id }, body: { startDate, endDate, notes } }),
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
    mutationFn: (id: number) => call(calls.remove, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: key(contactId) }),
  });
}
