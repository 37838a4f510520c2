import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import type { BusyEntry } from '../../../contracts/labor-invites-availability';
import {
  MARK_LABEL,
  type PickerRow,
  pickerRows,
  techniciansQuery,
  useAvailability,
} from '../labor-invites/public';

/**
 * Who to ask, chosen as invitees are (labor invites' picker rows): search, tech role, department,
 * "Available only", each name marked with what they have over the request's dates.
 */
export function TechPicker({
  startDate,
  endDate,
  chosen,
  onToggle,
}: {
  startDate: string;
  endDate: string;
  chosen: number[];
  onToggle(row: PickerRow, on: boolean): void;
}) {
  const techs = useQuery(techniciansQuery);
  const availability = useAvailability({ startDate, endDate });
  const [search, setSearch] = useState('');
  const [roleId, setRoleId] = useState<number | null>(null);
  const [department, setDepartment] = useState('');
  const [availableOnly, setAvailableOnly] = useState(false);
  const deferredSearch = useDeferredValue(search);
  const departments = useMemo(
    () => [...new Set((techs.data?.contacts ?? []).map((t) => t.department ?? ''))].filter(Boolean).sort(),
    [techs.data],
  );
  const busyById = useMemo(
    () => new Map<number, BusyEntry[]>((availability.data?.contacts ?? []).map((c) => [c.id, c.busy])),
    [availability.data],
  );
  const rows = useMemo(
    () =>
      pickerRows(techs.data?.contacts ?? [], busyById, roleId ?? -1, {
        search: deferredSearch,
        roleId,
        department,
        availableOnly,
      }),
    [techs.data, busyById, deferredSearch, roleId, department, availableOnly],
  );
  const loading = techs.isPending || availability.isPending;
  return (
    <div className="tech-picker">
      <div className="picker-filters">
        <input
          type="search"
          aria-label="Search technicians"
          placeholder="Search by name"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <select
          aria-label="Tech role"
          value={roleId ?? 'any'}
          onChange={(e) => setRoleId(e.target.value === 'any' ? null : Number(e.target.value))}
        >
          <option value="any">Any role</option>
          {(techs.data?.roles ?? []).map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
        <select aria-label="Department" value={department} onChange={(e) => setDepartment(e.target.value)}>
          <option value="">All departments</option>
          {departments.map((d) => (
            <option key={d}>{d}</option>
          ))}
        </select>
        <label className="check">
          <input
            type="checkbox"
            checked={availableOnly}
            onChange={(e) => setAvailableOnly(e.target.checked)}
          />
          Available only
        </label>
      </div>
      <fieldset className="picker-list" aria-label="Technicians" aria-busy={loading}>
        {loading && <p className="muted">Loading technicians…</p>}
        {!loading && rows.length === 0 && <p className="muted">No technician matches these filters.</p>}
        {rows.map((r) => (
          <label key={r.tech.id} className={`picker-row${r.mark ? ` busy ${r.mark}` : ''}`}>
            <input
              type="checkbox"
              checked={chosen.includes(r.tech.id)}
              disabled={!r.tech.primary_email}
              onChange={(e) => onToggle(r, e.target.checked)}
            />
            <span className="who">
              {r.tech.contact_name}
              <span className="muted small">
                {' '}
                {r.tech.primary_email ? (r.tech.department ?? '') : 'no email'}
              </span>
            </span>
            {r.mark ? (
              <span className="mark">
                <strong>{MARK_LABEL[r.mark]}</strong> {r.busy.map((b) => b.text).join('; ')}
              </span>
            ) : (
              <span className="mark free">Available</span>
            )}
          </label>
        ))}
      </fieldset>
      <div className="muted small" aria-live="polite">
        {loading
          ? ''
          : `${rows.length} of ${techs.data?.contacts.length ?? 0} technicians · ${chosen.length} chosen`}
      </div>
    </div>
  );
}
