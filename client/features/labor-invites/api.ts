import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../contracts/call';
import { laborInviteCalls as calls, type LaborEvent, type Position } from '../../../contracts/labor-invites';
import { call } from '../../platform/http';

/** The date range of the events list. */
export type Range = CallInput<typeof calls.events>['query'];

const eventsKey = (range: Range) => ['labor-invites', 'events', range.startDate, range.endDate] as const;
export const eventsQuery = (range: Range) =>
  queryOptions({
    queryKey: eventsKey(range),
    queryFn: ({ signal }) => call(calls.events, { query: { ...range } }, { signal }),
  });
export const useLaborEvents = (range: Range) => useQuery(eventsQuery(range));

/**
 * What every technician has over a position's dates (the invitee picker's marks). Never served
 * from cache: availability changes with every invite, decline and day off, by anyone. One statement on the server, so asking each time is cheap.
 */
export const useAvailability = (query: CallInput<typeof calls.availability>['query']) =>
  useQuery({
    queryKey: ['labor-invites', 'availability', query.startDate, query.endDate, query.exceptPositionId],
    gcTime: 0,
    staleTime: 0,
    queryFn: ({ signal }) => call(calls.availability, { query }, { signal }),
  });

/** Every technician with their roles, for a picker (days unavailable uses it through public.ts). */
export const techniciansQuery = queryOptions({
  queryKey: ['labor-invites', 'contacts', 'all'],
  queryFn: ({ signal }) => call(calls.contacts, {}, { signal }),
  staleTime: 5 * 60_000,
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
export const reloadPosition = (id: number) => call(calls.position, { params: { id } }).then((a) => a.item);

export const reloadEvent = (id: number) => call(calls.event, { params: { id } }).then((a) => a.event);

/** POST /labor-invites/invite, form-encoded (spec 7): the contract's fields. */
export const postInvite = (body: CallInput<typeof calls.invite>['body']) => call(calls.invite, { body });

export const postAccept = (inviteId: number) => call(calls.accept, { params: { id: inviteId } });
export const postDecline = (inviteId: number) => call(calls.decline, { params: { id: inviteId } });
/** Staff take the offer back (not the tech's answer): the tech is told. */
export const postWithdraw = (inviteId: number) => call(calls.withdraw, { params: { id: inviteId } });
/** Offer the position to several technicians (first to accept, or in order). */
export const postRound = (body: CallInput<typeof calls.round>['body']) => call(calls.round, { body });
export const postWithdrawRound = (roundId: number) => call(calls.withdrawRound, { params: { id: roundId } });
export const postResolved = (positionId: number, resolved: boolean) =>
  call(resolved ? calls.resolve : calls.unresolve, { params: { id: positionId } });
export const postNotes = (positionId: number, notes: string) =>
  call(calls.notes, { params: { id: positionId }, body: { notes } });
export const getTentativeInfo = (positionId: number) =>
  call(calls.tentativeInfo, { params: { id: positionId } });
