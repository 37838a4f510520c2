import { useQueryClient } from '@tanstack/react-query';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  type DeclinedInvite,
  type LaborEvent,
  type Position,
  type PositionFilter,
  positionFilter,
  eventsQuery as rangeRule,
} from '../../../contracts/labor-invites';
import { todayIso } from '../../platform/dates';
import { availabilityRequestsPath } from '../../platform/paths';
import { useDeclinedFollowUp } from '../days-unavailable/public';
import { type EventCost, RangeCsvLink, refreshLaborCost, useEventCosts } from '../labor-cost/public';
import { addressProblem, rangeFromAddress } from './address';
import { type Range, techniciansQuery, useLaborEvents } from './api';
import { EventBlock } from './event-block';
import { countByStatus, filterEvents } from './filters';
import { InviteModal } from './invite-modal';
import './labor-invites.css';
import { liveCalls } from '../../../contracts/live';
import { DateRangeInputs } from '../../platform/date-range-inputs';
import { callUrl } from '../../platform/http';
import { useLiveInvalidate } from '../../platform/live';

/** Spec 9: today to one month ahead. */
function defaultRange(): Range {
  const today = todayIso();
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return { startDate: today, endDate: d.toISOString().slice(0, 10) };
}

/** The All button says what the other three leave out, so the four counts add up to it. */
const allTitle = (c: ReturnType<typeof countByStatus>) =>
  `Every position, including ${c.resolved} resolved and ${c.stashed} stashed (listed under All only)`;

/** Labor invites (spec 2.10): crew the open positions of the events in a date range. */
export function LaborInvitesPage() {
  const [params] = useSearchParams();
  const [range, setRange] = useState(() => rangeFromAddress(params) ?? defaultRange());
  const [badAddress] = useState(() => addressProblem(params));
  const [draft, setDraft] = useState(range);
  const [filter, setFilter] = useState<PositionFilter>('All');
  const [search, setSearch] = useState(() => params.get('search') ?? '');
  const [inviting, setInviting] = useState<Position | null>(null);
  const { data, isPending, isFetching } = useLaborEvents(range);
  // Each event's planned labor cost (issue 37.5), read again whenever the events are.
  const costOf = useEventCosts(range);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (data) void refreshLaborCost(queryClient);
  }, [data, queryClient]);
  // The invitee picker's technicians (600 on a large roster) fetched once the events are in, so
  // Send Invite draws its list at once; only what each has over the dates is read on opening.
  useEffect(() => {
    if (data) void queryClient.prefetchQuery(techniciansQuery);
  }, [data, queryClient]);
  // A position invited, accepted, declined or resolved by anyone: the lists are read again.
  useLiveInvalidate(callUrl(liveCalls.laborInvites), ['labor-invites']);
  // Spec 2.9: a declined invite offers to mark the tech's days unavailable.
  const declinedFollowUp = useDeclinedFollowUp();
  const deferredSearch = useDeferredValue(search);
  const events = data?.events ?? [];
  const shown = useMemo(() => filterEvents(events, filter, deferredSearch), [events, filter, deferredSearch]);
  const counts = useMemo(() => countByStatus(events), [events]);
  const onInvite = useCallback((p: Position) => setInviting(p), []);
  const invitingEvent = inviting && events.find((e) => e.id === inviting.event_id);
  // The server's own rule for the range (in order, at most 400 days), said before asking it.
  const rangeProblem =
    draft.startDate && draft.endDate ? (rangeRule.safeParse(draft).error?.issues[0]?.message ?? null) : null;
  const rangeInvalid = !draft.startDate || !draft.endDate || rangeProblem !== null;

  return (
    <section className="labor-invites">
      <div className="toolbar">
        <h1>Labor Invites</h1>
        <Link to={availabilityRequestsPath}>Availability requests</Link>
        <fieldset className="filters" aria-label="Filter">
          {positionFilter.options.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={filter === f}
              className={filter === f ? 'on' : undefined}
              onClick={() => setFilter(f)}
              title={f === 'All' ? allTitle(counts) : undefined}
            >
              {f} <span className="count">{counts[f]}</span>
            </button>
          ))}
        </fieldset>
        <form
          className="range"
          onSubmit={(e) => {
            e.preventDefault();
            if (!rangeInvalid) setRange(draft);
          }}
        >
          <DateRangeInputs
            start={draft.startDate}
            end={draft.endDate}
            onChange={(r) => setDraft({ startDate: r.start, endDate: r.end })}
          />
          <button type="submit" disabled={rangeInvalid}>
            Update
          </button>
          {rangeProblem && (
            <span className="range-problem" role="alert">
              {rangeProblem}
            </span>
          )}
        </form>
        <input
          type="search"
          placeholder="Bid #, Tech, Position"
          aria-label="Search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <span className="muted">
          {isPending ? 'Loading…' : isFetching ? 'Updating…' : `${shown.length} events`}
        </span>
        <RangeCsvLink range={range} />
      </div>
      {badAddress && (
        <p className="address-problem" role="alert">
          {badAddress}
        </p>
      )}
      {!isPending && shown.length === 0 && <p className="empty">None for this filter</p>}
      <EventList events={shown} onInvite={onInvite} onDeclined={declinedFollowUp.offer} costOf={costOf} />
      {inviting && (
        <InviteModal
          position={inviting}
          showName={invitingEvent?.show_name ?? ''}
          onClose={() => setInviting(null)}
        />
      )}
      {declinedFollowUp.form}
    </section>
  );
}

/** An event's height before it is measured: its header and table head, then a line per position. */
const eventHeight = (e: LaborEvent) => 90 + 37 * e.crewable_labor_items.length;

/**
 * The events, drawn only around what the window shows (a busy month is 400 events and 2,000
 * positions, so a filter switch or a keystroke would otherwise redraw them all): the page keeps
 * its own scroll, spacers keep its height.
 */
function EventList({
  events,
  onInvite,
  onDeclined,
  costOf,
}: {
  events: LaborEvent[];
  onInvite(position: Position): void;
  onDeclined(declined: DeclinedInvite): void;
  /** Each event's planned labor cost (staff), by event id. */
  costOf: ReadonlyMap<number, EventCost>;
}) {
  const list = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset((list.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
  }, []);
  const virtual = useWindowVirtualizer({
    count: events.length,
    estimateSize: (i) => eventHeight(events[i]!),
    getItemKey: (i) => events[i]!.id,
    overscan: 3,
    scrollMargin: offset,
  });
  const drawn = virtual.getVirtualItems();
  const top = (drawn[0]?.start ?? offset) - offset;
  const bottom = virtual.getTotalSize() - ((drawn.at(-1)?.end ?? offset) - offset);
  return (
    <div ref={list} className="labor-events">
      {top > 0 && <div className="spacer" style={{ height: top }} />}
      {drawn.map(({ index }) => {
        const e = events[index]!;
        return (
          <div key={e.id} data-index={index} ref={virtual.measureElement}>
            <EventBlock event={e} onInvite={onInvite} onDeclined={onDeclined} cost={costOf.get(e.id)} />
          </div>
        );
      })}
      {bottom > 0 && <div className="spacer" style={{ height: bottom }} />}
    </div>
  );
}
