import { Link } from 'react-router';
import type { LibraryDepartment } from '../../../../contracts/xbook';
import { useRecentSheets } from './api';

/** Recent Sheets: the sheets the user opened last, with their folders. */
export function RecentSheets() {
  const { data, isPending } = useRecentSheets();
  return (
    <section className="panel" aria-label="Recent Sheets">
      <h2>Recent Sheets</h2>
      {isPending ? (
        <p className="muted">Loading…</p>
      ) : data?.sheets.length ? (
        <ul className="plain recent">
          {data.sheets.map((s) => (
            <li key={s.id}>
              <Link to={s.route}>{s.name}</Link>
              <div className="muted small">{s.folder_path}</div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No sheets opened yet.</p>
      )}
    </section>
  );
}

/** The department buttons, by group; the one being loaded says so. */
export function DepartmentButtons({
  departments,
  selected,
  loading,
  onPick,
}: {
  departments: readonly LibraryDepartment[];
  selected: number | undefined;
  loading: number | undefined;
  onPick(id: number): void;
}) {
  const groups = new Map<string, LibraryDepartment[]>();
  for (const d of departments) {
    const name = d.groups[0]?.name ?? 'Departments';
    groups.set(name, [...(groups.get(name) ?? []), d]);
  }
  return (
    <section className="panel" aria-label="Departments">
      <h2>Departments</h2>
      {[...groups].map(([name, list]) => (
        <div key={name} className="dept-group">
          <div className="muted small">{name}</div>
          <div className="dept-buttons">
            {list.map((d) => {
              const on = d.id === selected;
              const busy = d.id === loading;
              return (
                <button
                  key={d.id}
                  type="button"
                  aria-pressed={on}
                  aria-busy={busy}
                  disabled={busy}
                  style={
                    on
                      ? { background: d.color_hex, color: d.contrastHex, borderColor: d.color_hex }
                      : { borderColor: d.color_hex }
                  }
                  onClick={() => onPick(d.id)}
                >
                  {busy ? `${d.title} (Loading…)` : d.title}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </section>
  );
}
