import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callSheetCalls as calls } from '../../../../contracts/event-call-sheet';
import { call, callUrl } from '../../../platform/http';
import { useFailureHandler } from '../../../platform/refusals';

/** The call sheet's page (the event page links to it). */
export const callSheetPath = (eventId: number) => `/events/${eventId}/call-sheet`;

const sheetKey = (eventId: number) => ['event', eventId, 'call-sheet'] as const;

export const useCallSheet = (eventId: number) =>
  useQuery({
    queryKey: sheetKey(eventId),
    queryFn: ({ signal }) => call(calls.get, { params: { id: eventId } }, { signal }),
  });

/** The printed sheet, opened by the browser in a tab. */
export const callSheetPdfUrl = (eventId: number) => callUrl(calls.pdf, { params: { id: eventId } });

/** A message to the whole crew; the History reads again after it (its key is the platform's). */
export function useCrewMessage(eventId: number) {
  const client = useQueryClient();
  const onError = useFailureHandler({ context: 'crew message' });
  return useMutation({
    mutationFn: (message: string) => call(calls.message, { params: { id: eventId }, body: { message } }),
    meta: { handlesOwnErrors: true },
    onError,
    onSuccess: () => client.invalidateQueries({ queryKey: ['history'] }),
  });
}
