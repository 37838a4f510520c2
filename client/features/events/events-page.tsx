import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { addDays, todayIso } from '../../platform/dates';
import { EmptyRow } from '../../platform/empty-row';
import { emptyFallback } from '../../platform/helpers';
import { useDebouncedValue } from '../../platform/use-debounced-value';
import { useEvents } from './api';

/** Home: the events in a date range, searchable by bid number or show name ("/" to search). */
export function EventsPage() {
  const [params, setParams] = useSearchParams();
  const startDate = params.get('startDate') ?? addDays(todayIso(), -7);
  const endDate = params.get('endDate') ?? addDays(todayIso(), 90);
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebouncedValue(search.trim(), search.trim() ? 300 : 0);
  const { data, isPending, isFetching } = useEvents({ startDate, endDate, search: debounced || undefined });
  const searchRef = useRef<HTMLInputElement>(null);

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
          {isFetching ? 'Loading…' : data ? `${data.events.length} events` : ''}
        </span>
      </div>
      <table className="grid">
        <thead>
          <tr>
            <th>Bid #</th>
            <th>Show</th>
            <th>Dates</th>
            <th>Status</th>
            <th>Location</th>
            <th>Account Manager</th>
          </tr>
        </thead>
        <tbody>
          {data?.events.map((e) => (
            <tr key={e.id} className={e.isCancelled ? 'cancelled' : undefined}>
              <td className="num">
                <Link to={`/events/${e.id}`}>{e.id}</Link>
              </td>
              <td>
                <Link to={`/events/${e.id}`}>{e.show_name}</Link>
              </td>
              <td className="nowrap">{e.prettyDateRange}</td>
              <td>{e.status}</td>
              <td>{e.location}</td>
              <td>{emptyFallback(e.account_manager?.name)}</td>
            </tr>
          ))}
          {data && data.events.length === 0 && <EmptyRow colSpan={6} text="No Results" />}
          {isPending && <EmptyRow colSpan={6} text="Loading…" />}
        </tbody>
      </table>
    </section>
  );
}
