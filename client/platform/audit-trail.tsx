import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { HistoryCall } from '../../contracts/audit';
import { EmptyRow } from './empty-row';
import { call } from './http';
import './audit-trail.css';

/**
 * "Who changed this quantity?": the audit trail of a record (an event, a content sheet), latest
 * first, read only when opened. `history` is the record's history call (`eventCalls.history`), `id`
 * the record's.
 */
export function AuditTrail({ history, id }: { history: HistoryCall; id: number }) {
  const [open, setOpen] = useState(false);
  const { data, isPending, error } = useQuery({
    queryKey: ['history', history.path, id],
    queryFn: ({ signal }) => call(history, { params: { id } }, { signal }),
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
