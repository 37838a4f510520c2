import { MARK_LABEL, type PickerRow, useTechnicianList } from '../labor-invites/public';

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
  const { rows, loading, total, empty, filterBar } = useTechnicianList({ startDate, endDate });
  return (
    <div className="tech-picker">
      {filterBar}
      <fieldset className="picker-list" aria-label="Technicians" aria-busy={loading}>
        {loading && <p className="muted">Loading technicians…</p>}
        {empty}
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
        {loading ? '' : `${rows.length} of ${total} technicians · ${chosen.length} chosen`}
      </div>
    </div>
  );
}
