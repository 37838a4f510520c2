import { Fragment } from 'react';
import { Link } from 'react-router';
import { liveCalls } from '../../../contracts/live';
import { callUrl } from '../../platform/http';
import { useLiveInvalidate } from '../../platform/live';
import { eventPagePath } from '../../platform/paths';
import { unresolvedQuery, useResolveComment, useUnresolvedComments } from './api';
import './comments.css';
import { EmptyRow } from '../../platform/empty-row';

/** Unresolved event comments (spec 2.12): events as header rows, each comment with Resolve. */
export function UnresolvedCommentsPage() {
  const { data, isPending } = useUnresolvedComments();
  // Resolved (or added) by anyone: the list is read again.
  useLiveInvalidate(callUrl(liveCalls.comments), unresolvedQuery.queryKey);
  const resolve = useResolveComment();
  const busy = (id: number) => resolve.isPending && resolve.variables?.id === id;
  return (
    <section>
      <div className="toolbar">
        <h1>Unresolved Comments</h1>
        {data && (
          <span className="muted">
            {data.events.reduce((n, e) => n + e.unresolvedComments.length, 0)} open
          </span>
        )}
      </div>
      <div className="comments-scroll">
        <table className="grid comments">
          <thead>
            <tr>
              <th>Date</th>
              <th>Creator</th>
              <th>Comment</th>
              <th>Resolve</th>
            </tr>
          </thead>
          <tbody>
            {isPending && <EmptyRow colSpan={4} text="Loading…" />}
            {data?.events.length === 0 && <EmptyRow colSpan={4} text="No Unresolved Comments" />}
            {data?.events.map((e) => (
              <Fragment key={e.id}>
                <tr className="event-row">
                  <th colSpan={4} scope="rowgroup">
                    <Link to={eventPagePath(e.id)} className="bid">
                      #{e.id}
                    </Link>{' '}
                    {e.show_name} <span className="muted">{e.prettyDateRange}</span>
                  </th>
                </tr>
                {e.unresolvedComments.map((c) => (
                  <tr key={c.id}>
                    <td className="nowrap">{c.prettyTimestamp}</td>
                    <td className="nowrap">{c.creatorName}</td>
                    <td className="wrap">{c.comment}</td>
                    <td className="nowrap">
                      <button
                        type="button"
                        disabled={busy(c.id)}
                        onClick={() => resolve.mutate({ id: c.id, shouldAlert: false })}
                      >
                        Resolve
                      </button>{' '}
                      <button
                        type="button"
                        disabled={busy(c.id)}
                        title={`Resolve and tell ${c.creatorName}`}
                        onClick={() => resolve.mutate({ id: c.id, shouldAlert: true })}
                      >
                        Resolve &amp; Alert
                      </button>
                    </td>
                  </tr>
                ))}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
