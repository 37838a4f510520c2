import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../contracts/call';
import { daysUnavailableCalls as calls, datesInvalidResponse } from '../../../contracts/days-unavailable';
import { laborInviteCalls } from '../../../contracts/labor-invites';
import { ApiError, call } from '../../platform/http';

const key = (contactId: number) => ['days-unavailable', contactId] as const;

export const daysQuery = (contactId: number) =>
  queryOptions({
    queryKey: key(contactId),
    queryFn: ({ signal }) => call(calls.list, { query: { contactId } }, { signal }),
    // An unknown contact, or another person's days for a tech, is a page (days-unavailable-page).
    meta: { handlesOwnErrors: true },
  });
export const useDaysUnavailable = (contactId: number) => useQuery(daysQuery(contactId));

/**
 * Every technician, for staff to choose whose days to show: labor invites' list, asked through its
 * contract under this area's key (importing that area would tie the two both ways).
 */
export const techniciansQuery = queryOptions({
  queryKey: ['days-unavailable', 'technicians'],
  queryFn: ({ signal }) => call(laborInviteCalls.contacts, {}, { signal }),
  staleTime: 5 * 60_000,
});

/** The server's datesAreInvalid answer (spec 7), told apart from other refusals. */
export const isDatesInvalid = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 400 && datesInvalidResponse.safeParse(error.body).success;

/** The create call's fields, with the record's id when it is a change. */
export type DatesInput = CallInput<typeof calls.create>['body'] & { id?: number; contactId: number };

/** Add or change a record; the form shows every refusal itself (datesAreInvalid in spec 5's words). */
export function useSaveDates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, contactId, startDate, endDate, notes, afterDeclinedInvite, confirmed }: DatesInput) =>
      id === undefined
        ? call(calls.create, {
            body: { contactId, startDate, endDate, notes, afterDeclinedInvite, confirmed },
          })
        : call(calls.update, { params: { id }, body: { startDate, endDate, notes } }),
    meta: { handlesOwnErrors: true },
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
