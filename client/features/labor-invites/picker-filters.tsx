import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import type { BusyEntry } from '../../../contracts/labor-invites-availability';
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
  return {
    rows,
    loading: techs.isPending || availability.isPending,
    total: techs.data?.contacts.length ?? 0,
    filterBar: (
      <PickerFilterBar filters={filters} onChange={onFilters} roles={roles} departments={departments} />
    ),
  };
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
