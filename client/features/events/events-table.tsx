import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { EventSummary } from '../../../contracts/events';
import { EmptyRow } from '../../platform/empty-row';
import { emptyFallback } from '../../platform/helpers';
import './events-table.css';

/** A row's height before it is measured (one line of text). */
const ROW = 29;

/**
 * The events, drawn only around what the window shows (a month can be 500 rows): the page keeps
 * its own scroll, spacer rows keep its height. `empty` is the row shown when there is none.
 */
export function EventsTable({ events, empty }: { events: readonly EventSummary[]; empty: string | null }) {
  const body = useRef<HTMLTableSectionElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset((body.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
  }, []);
  const virtual = useWindowVirtualizer({
    count: events.length,
    estimateSize: () => ROW,
    overscan: 15,
    scrollMargin: offset,
  });
  const items = virtual.getVirtualItems();
  const top = (items[0]?.start ?? offset) - offset;
  const bottom = virtual.getTotalSize() - ((items.at(-1)?.end ?? offset) - offset);
  return (
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
      <tbody ref={body}>
        {top > 0 && <tr className="spacer" style={{ height: top }} />}
        {items.map(({ index }) => {
          const e = events[index]!;
          return (
            <tr
              key={e.id}
              data-index={index}
              ref={virtual.measureElement}
              className={e.isCancelled ? 'cancelled' : undefined}
            >
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
          );
        })}
        {bottom > 0 && <tr className="spacer" style={{ height: bottom }} />}
        {empty && <EmptyRow colSpan={6} text={empty} />}
      </tbody>
    </table>
  );
}
