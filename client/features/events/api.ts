import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallAnswer, CallInput, QueryOf } from '../../../contracts/call';
import { eventCalls as calls } from '../../../contracts/events';
import { call } from '../../platform/http';
import { EVENT_LIST_LIMIT } from './filter';

type ListParams = Omit<QueryOf<typeof calls.list>, 'limit'>;

export const eventsQuery = (query: ListParams) =>
  queryOptions({
    queryKey: ['events', query],
    // Up to 500 events: the envelope and the first and last rows are checked (platform/answer-check).
    queryFn: ({ signal }) =>
      call(calls.list, { query: { ...query, limit: EVENT_LIST_LIMIT } }, { signal, check: 'sample' }),
    placeholderData: (prev) => prev,
  });
export const useEvents = (query: ListParams, enabled = true) => useQuery({ ...eventsQuery(query), enabled });

export const eventQuery = (id: number) =>
  queryOptions({
    queryKey: ['event', id],
    queryFn: ({ signal }) => call(calls.get, { params: { id } }, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    // The page says "Event not found" itself; other failures still reach the reporter (see event-page).
    meta: { handlesOwnErrors: true },
  });
export const useEvent = (id: number) => useQuery(eventQuery(id));

export const accountManagersQuery = queryOptions({
  queryKey: ['events', 'account-managers'],
  queryFn: ({ signal }) => call(calls.accountManagers, {}, { signal }),
  staleTime: 60_000,
});
export const useAccountManagers = (enabled: boolean) => useQuery({ ...accountManagersQuery, enabled });

type EventAnswer = CallAnswer<typeof calls.get>;
export type EventBody = CallInput<typeof calls.create>['body'];

/**
 * An event write: its answer is the event as it now stands (the page takes it at once) and every
 * list of events is read again. A refusal (423 locked, 409 a taken bid) is shown in the server's words.
 */
function useEventWrite<In>(context: string, write: (input: In) => Promise<EventAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { context },
    onSuccess: (answer) => {
      client.setQueryData(eventQuery(answer.event.id).queryKey, answer);
      void client.invalidateQueries({ queryKey: ['events'] });
      // The event's History has a new entry.
      void client.invalidateQueries({ queryKey: ['history'] });
    },
  });
}

export const useCreateEvent = () =>
  useEventWrite('create event', (body: EventBody) => call(calls.create, { body }));
export const useUpdateEvent = (id: number) =>
  useEventWrite('edit event', (body: CallInput<typeof calls.update>['body']) =>
    call(calls.update, { params: { id }, body }),
  );
export const useSetCancelled = (id: number) =>
  useEventWrite('cancel event', (cancelled: boolean) =>
    call(calls.cancel, { params: { id }, body: { cancelled } }),
  );
export const useSetLocked = (id: number) =>
  useEventWrite('lock event', (locked: boolean) => call(calls.lock, { params: { id }, body: { locked } }));
