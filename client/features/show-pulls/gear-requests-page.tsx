import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { sortByKey } from '../../platform/helpers';
import { eventPagePath } from '../../platform/paths';
import { eventPullsQuery, useShowPull } from './api';
import './show-pull.css';
import './show-pull-rows.css';

interface RequestRow {
  key: string;
  kind: 'Bid' | 'Gear Flow';
  category: string;
  description: string;
  qty: number;
  assigned: number;
  notes: string;
  /** An inactive bid item: drawn as the pull screen draws it (spec 4: red), and said in words. */
  inactive: boolean;
}
type SortKey = Exclude<keyof RequestRow, 'key' | 'inactive'>;
const COLUMNS: [SortKey, string][] = [
  ['category', 'Cat.'],
  ['description', 'Description'],
  ['kind', 'Source'],
  ['qty', 'Qty'],
  ['assigned', 'Qty Assgn.'],
  ['notes', 'Internal Notes'],
];

/** /gear-requests/sort/{eventId}: the event's bid items and commitments by department, sortable. */
export function GearRequestsPage() {
  const eventId = Number(useParams().eventId);
  const pulls = useQuery({ ...eventPullsQuery(eventId), enabled: Number.isInteger(eventId) && eventId > 0 });
  const main = pulls.data?.pulls.find((p) => p.isMain)?.id ?? 0;
  const { data: view } = useShowPull(main);
  const [sort, setSort] = useState<{ key: SortKey; dir: 'asc' | 'desc' }>({ key: 'category', dir: 'asc' });
  if (!view) return <p className="muted">Loading…</p>;

  const sections = view.departments
    .filter((d) => !d.isAll)
    .map((d) => {
      const rows: RequestRow[] = [
        ...view.eventItems
          .filter((i) => i.department_id === d.id)
          .map((i) => ({
            key: `b${i.id}`,
            kind: 'Bid' as const,
            category: i.category_name,
            description: i.description,
            qty: i.qty_required,
            assigned: (i.assignment?.quantity ?? 0) + i.otherPullsQty,
            notes: i.notes,
            inactive: !i.isActive,
          })),
        ...view.commitments
          .filter((c) => c.department_id === d.id)
          .map((c) => ({
            key: `c${c.id}`,
            kind: 'Gear Flow' as const,
            category: String(c.categoryNumber),
            description: c.description,
            qty: c.commitmentQty,
            assigned: (c.assignment?.quantity ?? 0) + c.otherPullsQty,
            notes: '',
            inactive: false,
          })),
      ];
      return { department: d, rows: sortByKey(rows, sort.key, sort.dir) };
    })
    .filter((s) => s.rows.length > 0);
  const by = (key: SortKey) =>
    setSort((s) => ({ key, dir: s.key === key && s.dir === 'asc' ? 'desc' : 'asc' }));

  return (
    <section>
      <div className="toolbar">
        <h1>
          Gear Requests: <Link to={eventPagePath(view.event.id)}>#{view.event.id}</Link>{' '}
          {view.event.show_name}
        </h1>
        <span className="muted">{view.event.prettyDateRange}</span>
      </div>
      {sections.map(({ department, rows }) => (
        <section key={department.id} className="gear-requests">
          <h2 style={{ background: department.color_hex, color: department.contrastHex }}>
            {department.title}
          </h2>
          <table className="grid pull-grid">
            <thead>
              <tr>
                {COLUMNS.map(([key, label]) => (
                  <th
                    key={key}
                    aria-sort={sort.key === key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                  >
                    <button type="button" className="link-button" onClick={() => by(key)}>
                      {label} {sort.key === key ? (sort.dir === 'asc' ? '▲' : '▼') : ''}
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key} className={r.inactive ? 'inactive' : undefined}>
                  <td>{r.category}</td>
                  <td className="wrap">{r.description}</td>
                  <td>
                    {r.kind}
                    {r.inactive && <span className="badge inactive-badge">inactive</span>}
                  </td>
                  <td className="num">{r.qty}</td>
                  <td className="num">{r.assigned}</td>
                  <td className="wrap">{r.notes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </section>
  );
}
