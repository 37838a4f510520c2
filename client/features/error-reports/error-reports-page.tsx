import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorReportStatus } from '../../../contracts/error-reports';
import { DateRangeInputs } from '../../platform/date-range-inputs';
import { EmptyRow } from '../../platform/empty-row';
import { useDebouncedValue } from '../../platform/use-debounced-value';
import { type GroupFilter, useErrorReportGroups } from './api';
import { GROUP_COLUMNS, GroupRow } from './group-row';
import './error-reports.css';

const STATUS_LABELS = { open: 'Open', resolved: 'Resolved', all: 'All' } as const;

/** The filter lives in the address, so a filtered list can be reloaded and sent to a colleague. */
function useFilter(): [GroupFilter, (change: Partial<GroupFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const status = errorReportStatus.safeParse(params.get('status')).data ?? 'open';
  const filter: GroupFilter = {
    q: params.get('q') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    status,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const set = (change: Partial<GroupFilter>) => {
    // Any change but the page's own goes back to the first page.
    const next = { ...filter, page: 1, ...change };
    const entries = Object.entries(next).filter(
      ([k, v]) =>
        v !== undefined && v !== '' && !(k === 'page' && v === 1) && !(k === 'status' && v === 'open'),
    );
    setParams(new URLSearchParams(entries.map(([k, v]) => [k, String(v)])), { replace: true });
  };
  return [filter, set];
}

/** Admins: what went wrong in users' browsers, one row per failing action. */
export function ErrorReportsPage() {
  const [filter, setFilter] = useFilter();
  const [text, setText] = useState(filter.q ?? '');
  const q = useDebouncedValue(text.trim(), text ? 300 : 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search changes the address
  useEffect(() => {
    if (q !== (filter.q ?? '')) setFilter({ q: q || undefined });
  }, [q]);
  const { data, isPending, isFetching } = useErrorReportGroups(filter);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section className="error-reports">
      <div className="toolbar">
        <h1>Error Reports</h1>
        <input
          type="search"
          aria-label="Search messages"
          placeholder="Search messages"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <DateRangeInputs
          start={filter.from ?? ''}
          end={filter.to ?? ''}
          onChange={({ start, end }) => setFilter({ from: start || undefined, to: end || undefined })}
        />
        <select
          aria-label="Status"
          value={filter.status}
          onChange={(e) => setFilter({ status: errorReportStatus.parse(e.target.value) })}
        >
          {errorReportStatus.options.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
        <span className="muted" aria-live="polite">
          {data ? `${data.total} ${data.total === 1 ? 'group' : 'groups'}` : ''}
          {isFetching && !isPending ? ' …' : ''}
        </span>
      </div>
      <div className="table-scroll">
        <table className="grid">
          <thead>
            <tr>
              <th aria-label="Open" />
              <th>Message</th>
              <th>Kind</th>
              <th>Count</th>
              <th>Users</th>
              <th>Pages</th>
              <th>First Seen</th>
              <th>Last Seen</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {isPending && <EmptyRow colSpan={GROUP_COLUMNS} text="Loading…" />}
            {data?.groups.length === 0 && <EmptyRow colSpan={GROUP_COLUMNS} text="No Results" />}
            {data?.groups.map((g) => (
              <GroupRow key={g.key} g={g} />
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className="pager" aria-label="Pages">
          <button
            type="button"
            disabled={filter.page <= 1}
            onClick={() => setFilter({ page: filter.page - 1 })}
          >
            Previous
          </button>
          <span>
            Page {filter.page} of {pages}
          </span>
          <button
            type="button"
            disabled={filter.page >= pages}
            onClick={() => setFilter({ page: filter.page + 1 })}
          >
            Next
          </button>
        </nav>
      )}
    </section>
  );
}
