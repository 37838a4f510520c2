import { Fragment, useState } from 'react';
import type { ErrorReportGroup } from '../../../contracts/error-reports';
import { useErrorReportDetail, useResolveGroup } from './api';

/** A page address as the app's own path (no origin), the full address for another site. */
export function pagePath(url: string): string {
  try {
    const u = new URL(url);
    return u.origin === window.location.origin ? `${u.pathname}${u.search}` : url;
  } catch {
    return url;
  }
}

function Detail({ groupKey }: { groupKey: string }) {
  const { data, isPending } = useErrorReportDetail(groupKey);
  if (isPending) return <p className="muted">Loading…</p>;
  return (
    <table className="grid nested">
      <thead>
        <tr>
          <th>First</th>
          <th>Last</th>
          <th>Times</th>
          <th>User</th>
          <th>Page</th>
          <th>Message</th>
          <th>Browser</th>
          <th>Extra</th>
        </tr>
      </thead>
      <tbody>
        {data?.reports.map((r) => (
          <tr key={r.id}>
            <td className="nowrap">{r.whenText}</td>
            <td className="nowrap">{r.lastText}</td>
            <td className="num">{r.repeats}</td>
            <td>{r.userName ?? r.contactName ?? '-'}</td>
            <td className="wrap">{r.pageUrl ? pagePath(r.pageUrl) : '-'}</td>
            <td className="wrap small">
              <code>{r.message}</code>
            </td>
            <td className="wrap small">{r.userAgent ?? '-'}</td>
            <td className="wrap small">
              <code>{typeof r.extra === 'string' ? r.extra : JSON.stringify(r.extra)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const GROUP_COLUMNS = 9;

/** One group: what failed, how often, for whom and where; its reports open below it. */
export function GroupRow({ g }: { g: ErrorReportGroup }) {
  const [open, setOpen] = useState(false);
  const resolve = useResolveGroup();
  return (
    <Fragment>
      <tr className={g.resolved ? 'resolved' : undefined}>
        <td>
          <button
            type="button"
            className="link-button"
            aria-expanded={open}
            aria-label={open ? 'Hide reports' : 'Show reports'}
            onClick={() => setOpen(!open)}
          >
            {open ? '▾' : '▸'}
          </button>
        </td>
        <td className="wrap">
          <code>{g.key}</code>
          {g.message !== g.key && <div className="small muted">Latest: {g.message}</div>}
        </td>
        <td>{g.kind === 'request' ? 'Request' : 'Script'}</td>
        <td className="num">{g.count}</td>
        <td className="wrap">{g.userNames.length ? g.userNames.join(', ') : '-'}</td>
        <td className="wrap">{g.pages.length ? g.pages.map(pagePath).join(', ') : '-'}</td>
        <td className="nowrap">{g.firstSeenText}</td>
        <td className="nowrap">{g.lastSeenText}</td>
        <td className="nowrap">
          {g.resolved && (
            <div className="small muted">
              Resolved {g.resolvedText}
              {g.resolvedBy ? ` by ${g.resolvedBy}` : ''}
            </div>
          )}
          <button
            type="button"
            className="small"
            disabled={resolve.isPending}
            onClick={() => resolve.mutate({ key: g.key, resolved: !g.resolved })}
          >
            {g.resolved ? 'Reopen' : 'Resolve'}
          </button>
        </td>
      </tr>
      {open && (
        <tr>
          <td />
          <td colSpan={GROUP_COLUMNS - 1}>
            <Detail groupKey={g.key} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}
