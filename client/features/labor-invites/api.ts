import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contactsResponse,
  declineResponse,
  eventResponse,
  eventsResponse,
  inviteResponse,
  itemResponse,
  type LaborEvent,
  type Position,
  tentativeInfoResponse,
} from '../../../contracts/labor-invites';
import { request } from '../../platform/http';

export interface Range {
  startDate: string;
  endDate: string;
}

const eventsKey = (range: Range) => ['labor-invites', 'events', range.startDate, range.endDate] as const;
export const eventsQuery = (range: Range) =>
  queryOptions({
    queryKey: eventsKey(range),
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        path: '/labor-invites/events',
        query: { ...range },
        answer: eventsResponse,
        signal,
      }),
  });
export const useLaborEvents = (range: Range) => useQuery(eventsQuery(range));

/**
 * Invitees for one position: role holders first, each with their clashes on its dates. Never served
 * from cache: availability changes with every invite, decline and day off, by anyone.
 */
export const useInvitees = (lineItemID: number) =>
  useQuery({
    queryKey: ['labor-invites', 'contacts', lineItemID],
    gcTime: 0,
    staleTime: 0,
    queryFn: ({ signal }) =>
      request({
        method: 'GET',
        path: '/labor-invites/contacts',
        query: { lineItemID },
        answer: contactsResponse,
        signal,
      }),
  });

/** Puts a fresh copy of one position, or one event, into every loaded range. */
export function useCacheWriters() {
  const client = useQueryClient();
  const update = (fn: (events: LaborEvent[]) => LaborEvent[]) =>
    client.setQueriesData<{ events: LaborEvent[] }>({ queryKey: ['labor-invites', 'events'] }, (old) =>
      old ? { events: fn(old.events) } : old,
    );
  return {
    putPosition: (item: Position) =>
      update((events) =>
        events.map((e) =>
          e.id !== item.event_id
            ? e
            : {
                ...e,
                crewable_labor_items: e.crewable_labor_items.map((p) => (p.id === item.id ? item : p)),
              },
        ),
      ),
    putEvent: (event: LaborEvent) => update((events) => events.map((e) => (e.id === event.id ? event : e))),
  };
}

/** Spec 4: "After any action the position is reloaded." */
export const reloadPosition = (id: number) =>
  request({ method: 'GET', path: `/labor-invites/event-items/${id}`, answer: itemResponse }).then(
    (a) => a.item,
  );

export const reloadEvent = (id: number) =>
  request({ method: 'GET', path: `/labor-invites/events/${id}`, answer: eventResponse }).then((a) => a.event);

export interface InviteFields {
  lineItemID: number;
  eventID: number;
  contactID: number;
  includesTravelDates: boolean;
  extraNotes: string;
  isPreview: boolean;
  confirmed?: boolean;
}
/** POST /labor-invites/invite, form-encoded (spec 7). */
export const postInvite = (form: InviteFields) =>
  request({ method: 'POST', path: '/labor-invites/invite', form: { ...form }, answer: inviteResponse });

export const postAccept = (inviteId: number) =>
  request({ method: 'POST', path: `/labor-invites/${inviteId}/accept`, answer: itemResponse });
export const postDecline = (inviteId: number) =>
  request({ method: 'POST', path: `/labor-invites/${inviteId}/decline`, answer: declineResponse });
export const postResolved = (positionId: number, resolved: boolean) =>
  request({
    method: 'POST',
    path: `/labor-invites/event-items/${positionId}/${resolved ? 'resolve' : 'unresolve'}`,
    answer: itemResponse,
  });
export const postNotes = (positionId: number, notes: string) =>
  request({
    method: 'POST',
    path: `/labor-invites/event-items/${positionId}/notes`,
    json: { notes },
    answer: itemResponse,
  });
export const getTentativeInfo = (positionId: number) =>
  request({
    method: 'GET',
    path: `/labor-invites/event-items/${positionId}/tentative-info`,
    answer: tentativeInfoResponse,
  });
