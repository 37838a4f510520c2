import { Fragment, useState } from 'react';
import type { ErrorReportGroup } from '../../../contracts/error-reports';
import { EmptyRow } from '../../platform/empty-row';
import { useErrorReportDetail, useErrorReportGroups } from './api';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function Detail({ message }: { message: string }) {
  const { data, isPending } = useErrorReportDetail(message);
  if (isPending) return <p className="muted">Loading…</p>;
  return (
    <table className="grid nested">
      <thead>
        <tr>
          <th>When</th>
          <th>User</th>
          <th>Page</th>
          <th>Browser</th>
          <th>Extra</th>
        </tr>
      </thead>
      <tbody>
        {data?.reports.map((r) => (
          <tr key={r.id}>
            <td className="nowrap">{when(r.createdAt)}</td>
            <td>{r.userName ?? r.contactName ?? '-'}</td>
            <td className="wrap">{r.pageUrl ?? '-'}</td>
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

function Row({ g }: { g: ErrorReportGroup }) {
  const [open, setOpen] = useState(false);
  return (
    <Fragment>
      <tr>
        <td>
          <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? '▾' : '▸'}
          </button>
        </td>
        <td className="wrap">
          <code>{g.message}</code>
        </td>
        <td>{g.kind === 'request' ? 'Request' : 'Script'}</td>
        <td className="num">{g.count}</td>
        <td className="num">{g.users}</td>
        <td className="nowrap">{when(g.lastSeen)}</td>
        <td>{g.lastUserName ?? '-'}</td>
      </tr>
      {open && (
        <tr>
          <td />
          <td colSpan={6}>
            <Detail message={g.message} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}

/** Admins: what went wrong in users' browsers, grouped by message. */
export function ErrorReportsPage() {
  const { data, isPending } = useErrorReportGroups();
  return (
    <section>
      <div className="toolbar">
        <h1>Error Reports</h1>
      </div>
      <table className="grid">
        <thead>
          <tr>
            <th aria-label="Open" />
            <th>Message</th>
            <th>Kind</th>
            <th>Count</th>
            <th>Users</th>
            <th>Last Seen</th>
            <th>Last User</th>
          </tr>
        </thead>
        <tbody>
          {isPending && <EmptyRow colSpan={7} text="Loading…" />}
          {data?.groups.length === 0 && <EmptyRow colSpan={7} text="No Results" />}
          {data?.groups.map((g) => (
            <Row key={g.message} g={g} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
