import type { FlowRole } from '../../../../contracts/flow';
import type { FlowRow } from '../grid/rows';
import type { DateSelection } from './use-flow-view';

const roleName = (r: FlowRole) => `${r.name} ${r.description}`;

/**
 * Who is free on the dates selected on the header: how many, per department, and the tech role
 * they are narrowed to. The lines below list them.
 */
export function FreePanel({
  selection,
  rows,
  roles,
  roleId,
  onClear,
}: {
  selection: DateSelection;
  rows: readonly FlowRow[];
  roles: readonly FlowRole[] | undefined;
  roleId: number | null;
  onClear(): void;
}) {
  const departments = rows.flatMap((r) => (r.kind === 'department' ? [r] : []));
  const total = departments.reduce((n, d) => n + d.count, 0);
  const role = roleId === null ? undefined : roles?.find((r) => r.id === roleId);
  const dates = selection.from === selection.to ? selection.from : `${selection.from} – ${selection.to}`;
  return (
    <section className="free-panel" aria-label="Who is free" aria-live="polite">
      <strong>
        Free on {dates}
        {role ? ` as ${roleName(role)}` : ''}: {total} {total === 1 ? 'technician' : 'technicians'}
      </strong>
      <ul className="free-counts">
        {departments.map((d) => (
          <li key={d.key}>
            {d.title} <b>{d.count}</b>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onClear}>
        Clear dates
      </button>
    </section>
  );
}

/** The tech role select of the toolbar (spec 2.13's roles: category number and description). */
export function RoleSelect({
  roles,
  roleId,
  onChange,
}: {
  roles: readonly FlowRole[] | undefined;
  roleId: number | null;
  onChange(id: number | null): void;
}) {
  return (
    <select
      aria-label="Tech role"
      value={roleId ?? ''}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
    >
      <option value="">Any role</option>
      {roles?.map((r) => (
        <option key={r.id} value={r.id}>
          {roleName(r)} ({r.contactIds.length})
        </option>
      ))}
    </select>
  );
}
