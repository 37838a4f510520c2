import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { eventPagePath } from '../../platform/paths';
import { useCurrentUser } from '../../platform/session';
import { useDebouncedValue } from '../../platform/use-debounced-value';
import { useEvents } from './api';
import { EventEditor } from './event-editor';
import { EventsImports } from './events-imports';
import { EventsTable } from './events-table';
import { EVENT_LIST_LIMIT, listRange, matchEvents } from './filter';

/**
 * Home: the events in a date range, searchable by bid number or show name ("/" to search). A search
 * filters the range's events at once, in the browser; when the range has more events than one
 * answer holds, the server's search follows (after the pause in typing) and replaces it.
 */
export function EventsPage() {
  const [params, setParams] = useSearchParams();
  const { startDate, endDate } = listRange(params);
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebouncedValue(search.trim(), search.trim() ? 300 : 0);
  const typed = useDeferredValue(search);
  const all = useEvents({ startDate, endDate });
  const complete = !!all.data && all.data.events.length < EVENT_LIST_LIMIT;
  const searched = useEvents({ startDate, endDate, search: debounced }, !complete && !!debounced);
  const asksServer = !complete && !!typed.trim();
  const answered = asksServer && searched.data && debounced === typed.trim() && !searched.isPlaceholderData;
  const events = useMemo(
    () => (answered ? searched.data!.events : matchEvents(all.data?.events ?? [], typed)),
    [answered, searched.data, all.data, typed],
  );
  const isFetching = all.isFetching || searched.isFetching;
  const waiting = all.isPending || (asksServer && !answered);
  const searchRef = useRef<HTMLInputElement>(null);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === '/' && !(e.target as HTMLElement).closest('input, textarea, select')) {
        e.preventDefault();
        searchRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const setDate = (key: 'startDate' | 'endDate', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <section>
      <div className="toolbar">
        <h1>Events</h1>
        <input
          ref={searchRef}
          type="search"
          placeholder="Bid #, show name  ( / )"
          aria-label="Search events"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <label>
          From{' '}
          <input
            type="date"
            value={startDate}
            max={endDate}
            onChange={(e) => setDate('startDate', e.target.value)}
          />
        </label>
        <label>
          To{' '}
          <input
            type="date"
            value={endDate}
            min={startDate}
            onChange={(e) => setDate('endDate', e.target.value)}
          />
        </label>
        <span className="muted" aria-live="polite">
          {isFetching || waiting ? 'Loading…' : all.data ? `${events.length} events` : ''}
        </span>
        {user.canEdit && (
          <button type="button" className="primary" onClick={() => setCreating(true)}>
            New event
          </button>
        )}
        {user.permissions.includes('imports.write') && (
          <button type="button" aria-expanded={importing} onClick={() => setImporting((o) => !o)}>
            Import &amp; Export
          </button>
        )}
      </div>
      {importing && <EventsImports />}
      {creating && (
        <EventEditor
          event={null}
          onClose={() => setCreating(false)}
          onSaved={(id) => navigate(eventPagePath(id))}
        />
      )}
      <EventsTable
        events={events}
        empty={events.length ? null : waiting ? (all.isPending ? 'Loading…' : 'Searching…') : 'No Results'}
      />
    </section>
  );
}
