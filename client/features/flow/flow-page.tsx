import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FLOW_SHIFT_DAYS, type FlowRange } from '../../../contracts/flow';
import type { FlowContact } from '../../../contracts/flow-contact';
import { useCurrentUser } from '../../platform/session';
import {
  useDayCounts,
  useFlowConfig,
  useFlowContacts,
  useFlowRemainder,
  useOverviewRows,
  useRelatedEvents,
} from './api';
import { ContactModal } from './contact-cell';
import {
  buildRows,
  type ContactFilter,
  classifySearch,
  type FlowRow,
  rangeFromParams,
  shiftRange,
} from './filters';
import { FlowGrid, type Highlight } from './flow-grid';
import { InfoPopup } from './info-popup';
import { useHoverPopup } from './use-hover-popup';
import './flow.css';
import { DateRangeInputs } from '../../platform/date-range-inputs';

/** A date the user finished typing (the year has four digits and is plausible). */
const isFinished = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && v >= '2000-01-01' && v <= '2099-12-31';

/** /flow/techs?startDate&endDate: the technician flow calendar (spec 2.11). */
export function FlowPage() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const range = useMemo(() => rangeFromParams(params), [params]);
  const setRange = useCallback(
    (r: FlowRange) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.set('startDate', r.start);
          next.set('endDate', r.end);
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );
  const [draft, setDraft] = useState(range);
  useEffect(() => setDraft(range), [range]);

  const [search, setSearch] = useState('');
  const [includeRelated, setIncludeRelated] = useState(false);
  const [staffOnly, setStaffOnly] = useState(false);
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [eventsOpen, setEventsOpen] = useState(true);
  const [allEventLines, setAllEventLines] = useState(false);
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  const [card, setCard] = useState<FlowContact | null>(null);
  const hover = useHoverPopup();
  const hoverHandlers = useMemo(
    () => ({ enter: hover.enter, leave: hover.leave }),
    [hover.enter, hover.leave],
  );

  const config = useFlowConfig(range);
  const first = useFlowContacts(range);
  const hasMore = !!first.data && first.data.total > first.data.contacts.length;
  const rest = useFlowRemainder(range, hasMore);
  const counts = useDayCounts(range);
  const overview = useOverviewRows(range);

  const query = useDeferredValue(search);
  const parsed = useMemo(() => classifySearch(query), [query]);
  const eventId = parsed.kind === 'event' ? parsed.id : null;
  const related = useRelatedEvents(eventId, includeRelated);
  const filter = useMemo<ContactFilter>(() => {
    const ids = eventId === null ? [] : [eventId, ...(includeRelated ? (related.data?.ids ?? []) : [])];
    return { search: parsed, eventIds: new Set(ids), staffOnly };
  }, [parsed, eventId, includeRelated, related.data, staffOnly]);

  const contacts = useMemo(
    () => [...(first.data?.contacts ?? []), ...(rest.data?.contacts ?? [])],
    [first.data, rest.data],
  );
  const rows = useMemo(
    () =>
      buildRows({
        departments: first.data?.departments ?? [],
        contacts,
        overview: overview.data?.rows ?? [],
        filter,
        toggled,
        eventsOpen,
        allEventLines,
        loading: first.isPending || (hasMore && rest.isPending),
      }),
    [
      first.data,
      first.isPending,
      contacts,
      overview.data,
      filter,
      toggled,
      eventsOpen,
      allEventLines,
      hasMore,
      rest.isPending,
    ],
  );
  const rowsRef = useRef<FlowRow[]>(rows);
  rowsRef.current = rows;
  const onToggleGroup = useCallback((rowKey: string) => {
    const row = rowsRef.current.find((r) => r.key === rowKey);
    if (row?.kind === 'group') setToggled((m) => new Map(m).set(rowKey.slice(1), !row.open));
  }, []);
  const onToggleEvents = useCallback(() => setEventsOpen((o) => !o), []);
  const onToggleAllEvents = useCallback(() => setAllEventLines((o) => !o), []);
  const onViewAll = useCallback((id: number) => setSearch(String(id)), []);

  const applyDraft = (next: FlowRange) => {
    setDraft(next);
    if (isFinished(next.start) && isFinished(next.end) && next.start <= next.end) setRange(next);
  };
  const myContactId = config.data?.myContactId ?? null;
  const loadingMore = hasMore && rest.isPending;

  return (
    <section
      className="flow-page"
      data-complete={!!first.data && !loadingMore && !!counts.data && !!overview.data}
    >
      <div className="toolbar">
        <h1>Flow</h1>
        <fieldset className="range" aria-label="Date range">
          <button
            type="button"
            title={`Back ${FLOW_SHIFT_DAYS} days`}
            onClick={() => setRange(shiftRange(range, -FLOW_SHIFT_DAYS))}
          >
            ‹ Previous
          </button>
          <DateRangeInputs
            start={draft.start}
            end={draft.end}
            onChange={(r) => applyDraft({ ...draft, ...r })}
          />
          <button
            type="button"
            title={`Ahead ${FLOW_SHIFT_DAYS} days`}
            onClick={() => setRange(shiftRange(range, FLOW_SHIFT_DAYS))}
          >
            Next ›
          </button>
        </fieldset>
        <input
          type="search"
          aria-label="Search"
          placeholder="Name, state (TX) or bid #"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {parsed.kind === 'event' && (
          <label className="check">
            <input
              type="checkbox"
              checked={includeRelated}
              onChange={(e) => setIncludeRelated(e.target.checked)}
            />
            Include Related
          </label>
        )}
        <label className="check">
          <input type="checkbox" checked={staffOnly} onChange={(e) => setStaffOnly(e.target.checked)} />
          Staff Only
        </label>
        <span className="legend" aria-hidden="true">
          <span className="swatch flight" /> Flight <span className="swatch drive" /> Drive{' '}
          <span className="swatch local" /> Local <span className="swatch estimated" /> Estimated{' '}
          <span className="swatch other" /> Other
        </span>
        {loadingMore && <span className="muted">Loading the rest…</span>}
      </div>
      {config.data ? (
        <FlowGrid
          rows={rows}
          dates={config.data.dates}
          counts={counts.data}
          myContactId={myContactId}
          highlight={highlight}
          hover={hoverHandlers}
          onCellClick={setHighlight}
          onToggleGroup={onToggleGroup}
          onToggleEvents={onToggleEvents}
          onToggleAllEvents={onToggleAllEvents}
          onOpenContact={setCard}
          eventsOpen={eventsOpen}
        />
      ) : (
        <p className="muted">{config.error ? config.error.message : 'Loading…'}</p>
      )}
      <InfoPopup hover={hover} onViewAll={onViewAll} />
      {card && (
        <ContactModal
          contact={card}
          counts={counts.data}
          mayShareFeed={user.canEdit || card.id === myContactId}
          onClose={() => setCard(null)}
        />
      )}
    </section>
  );
}
