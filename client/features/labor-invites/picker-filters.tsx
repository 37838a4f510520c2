import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { BusyEntry } from '../../../contracts/labor-invites-availability';
import { peoplePath } from '../../platform/paths';
import { useCurrentUser } from '../../platform/session';
import { techniciansQuery, useAvailability } from './api';
import { type PickerFilters, pickerRows } from './picker-rows';

/**
 * A technician picker's filters and rows (the invitee picker; availability requests' too): every
 * technician with what each has over the dates (`exceptPositionId`: the position being crewed does
 * not count against anyone), the filters' state, and the rows they leave. The role filter starts on
 * `categoryId`, the position's role, when anyone holds it; role holders are starred for that role,
 * else for the role chosen.
 */
export function useTechnicianList(q: {
  startDate: string;
  endDate: string;
  exceptPositionId?: number;
  categoryId?: number;
}) {
  const techs = useQuery(techniciansQuery);
  const mayAddPeople = useCurrentUser().permissions.includes('people.read');
  const availability = useAvailability({
    startDate: q.startDate,
    endDate: q.endDate,
    exceptPositionId: q.exceptPositionId,
  });
  const [search, setSearch] = useState('');
  // null until chosen: then the position's role when anyone holds it; 'any' once chosen so.
  const [role, setRole] = useState<number | 'any' | null>(null);
  const [department, setDepartment] = useState('');
  const [availableOnly, setAvailableOnly] = useState(false);
  const deferredSearch = useDeferredValue(search);

  const roles = techs.data?.roles ?? [];
  const roleId =
    role === 'any'
      ? null
      : (role ??
        (q.categoryId !== undefined && roles.some((r) => r.id === q.categoryId) ? q.categoryId : null));
  const departments = useMemo(
    () => [...new Set((techs.data?.contacts ?? []).map((t) => t.department ?? ''))].filter(Boolean).sort(),
    [techs.data],
  );
  const busyById = useMemo(
    () => new Map<number, BusyEntry[]>((availability.data?.contacts ?? []).map((c) => [c.id, c.busy])),
    [availability.data],
  );
  const starredFor = q.categoryId ?? roleId ?? -1;
  const rows = useMemo(
    () =>
      pickerRows(techs.data?.contacts ?? [], busyById, starredFor, {
        search: deferredSearch,
        roleId,
        department,
        availableOnly,
      }),
    [techs.data, busyById, starredFor, deferredSearch, roleId, department, availableOnly],
  );
  const filters: PickerFilters = { search, roleId, department, availableOnly };
  const onFilters = (next: Partial<PickerFilters>) => {
    if (next.search !== undefined) setSearch(next.search);
    if (next.roleId !== undefined) setRole(next.roleId ?? 'any');
    if (next.department !== undefined) setDepartment(next.department);
    if (next.availableOnly !== undefined) setAvailableOnly(next.availableOnly);
  };
  const loading = techs.isPending || availability.isPending;
  const total = techs.data?.contacts.length ?? 0;
  return {
    rows,
    loading,
    total,
    /** What the list says when it has no row: a new company has no technician yet. */
    empty:
      loading || rows.length > 0 ? null : <NoRows anyTechnician={total > 0} mayAddPeople={mayAddPeople} />,
    filterBar: (
      <PickerFilterBar filters={filters} onChange={onFilters} roles={roles} departments={departments} />
    ),
  };
}

function NoRows({
  anyTechnician,
  mayAddPeople,
}: {
  anyTechnician: boolean;
  mayAddPeople: boolean;
}): ReactNode {
  if (anyTechnician) return <p className="muted">No technician matches these filters.</p>;
  return (
    <p className="muted">
      No technicians yet.{' '}
      {mayAddPeople ? (
        <>
          Add them, or import your crew, on <Link to={peoplePath}>People</Link>.
        </>
      ) : (
        'An administrator adds them on People.'
      )}
    </p>
  );
}

/** Search by name, tech role (spec 2.13), department, "Available only". */
function PickerFilterBar({
  filters: f,
  onChange,
  roles,
  departments,
}: {
  filters: PickerFilters;
  /** What changed; a role of null is any role. */
  onChange(next: Partial<PickerFilters>): void;
  roles: readonly { id: number; name: string }[];
  departments: readonly string[];
}) {
  return (
    <div className="picker-filters">
      <input
        type="search"
        aria-label="Search technicians"
        placeholder="Search by name"
        value={f.search}
        onChange={(e) => onChange({ search: e.target.value })}
      />
      <select
        aria-label="Tech role"
        value={f.roleId ?? 'any'}
        onChange={(e) => onChange({ roleId: e.target.value === 'any' ? null : Number(e.target.value) })}
      >
        <option value="any">Any role</option>
        {roles.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </select>
      <select
        aria-label="Department"
        value={f.department}
        onChange={(e) => onChange({ department: e.target.value })}
      >
        <option value="">All departments</option>
        {departments.map((d) => (
          <option key={d}>{d}</option>
        ))}
      </select>
      <label className="check">
        <input
          type="checkbox"
          checked={f.availableOnly}
          onChange={(e) => onChange({ availableOnly: e.target.checked })}
        />
        Available only
      </label>
    </div>
  );
}
