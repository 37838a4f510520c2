import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { historyResponse } from '../../contracts/audit';
import { EmptyRow } from './empty-row';
import { request } from './http';
import './audit-trail.css';

/**
 * "Who changed this quantity?": the audit trail of a record (an event, a content sheet), latest
 * first, read only when opened. `path` is its history call, e.g. `/events/24145/history`.
 */
export function AuditTrail({ path }: { path: string }) {
  const [open, setOpen] = useState(false);
  const { data, isPending, error } = useQuery({
    queryKey: ['history', path],
    queryFn: ({ signal }) => request({ method: 'GET', path, answer: historyResponse, signal }),
    enabled: open,
    staleTime: 0,
  });
  return (
    <details className="audit-trail" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>History</summary>
      {open && (
        <div className="audit-scroll">
          <table className="grid">
            <thead>
              <tr>
                <th>When</th>
                <th>Who</th>
                <th>What</th>
                <th>Change</th>
              </tr>
            </thead>
            <tbody>
              {isPending && <EmptyRow colSpan={4} text="Loading…" />}
              {error && <EmptyRow colSpan={4} text={error.message} />}
              {data?.entries.length === 0 && <EmptyRow colSpan={4} text="No changes recorded yet." />}
              {data?.entries.map((e) => (
                <tr key={e.id}>
                  <td className="nowrap">{e.prettyAt}</td>
                  <td className="nowrap">{e.userName ?? <span className="muted">System</span>}</td>
                  <td>
                    {e.action === 'insert' ? 'Added ' : e.action === 'delete' ? 'Removed ' : ''}
                    {e.subject}
                  </td>
                  <td>
                    {e.changes.map((c) => (
                      <div key={c}>{c}</div>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
