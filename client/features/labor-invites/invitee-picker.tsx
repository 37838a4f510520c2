import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { Position } from '../../../contracts/labor-invites';
import { useTechnicianList } from './picker-filters';
import { MARK_LABEL, type PickerRow } from './picker-rows';

/** A row's height before it is measured (a name with one line of marks). */
const ROW = 31;

/**
 * The invite's required Invitee (spec 2.10), chosen from a list that helps choose: search by name,
 * filter by tech role (spec 2.13) and department, "Available only"; each name marked booked,
 * tentative, travelling or unavailable over the position's dates, with the event or the note, or
 * too close to another job for rest or travel ("8 h rest after 24100 Acme Gala (needs 10 h)").
 * The role filter starts on the position's role when anyone holds it.
 */
export function InviteePicker({
  position: p,
  value,
  onChange,
  several,
}: {
  position: Position;
  value: number | null;
  onChange(id: number, chosen: PickerRow): void;
  /** Several invitees (a round): check boxes, each toggled by `onToggle`, in the order chosen. */
  several?: { chosen: number[]; onToggle(row: PickerRow, on: boolean): void };
}) {
  const { rows, loading, total, empty, filterBar } = useTechnicianList({
    startDate: p.start_date,
    endDate: p.end_date,
    exceptPositionId: p.id,
    categoryId: p.category_id,
  });
  // Hundreds of technicians: only the rows around the list's scroll are drawn; spacers keep its
  // height, and the overscan keeps the next row there for Tab and the arrow keys to move into.
  const list = useRef<HTMLDivElement & HTMLFieldSetElement>(null);
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => list.current,
    estimateSize: () => ROW,
    overscan: 12,
  });
  const drawn = virtual.getVirtualItems();
  const top = drawn[0]?.start ?? 0;
  const bottom = virtual.getTotalSize() - (drawn.at(-1)?.end ?? 0);

  // The same rows, in a checkbox group (several invitees) or a radio group (one).
  const items = (
    <>
      {loading && <p className="muted">Loading technicians…</p>}
      {empty}
      {top > 0 && <div className="spacer" style={{ height: top }} />}
      {drawn.map(({ index }) => {
        const r = rows[index]!;
        return (
          <label
            key={r.tech.id}
            data-index={index}
            ref={virtual.measureElement}
            className={`picker-row${r.mark ? ` busy ${r.mark}` : ''}`}
          >
            {/* Several invitees are checkboxes, one is a radio group; one input serves both. */}
            <input
              type={several ? 'checkbox' : 'radio'}
              name={several ? 'invitees' : 'invitee'}
              value={r.tech.id}
              checked={several ? several.chosen.includes(r.tech.id) : value === r.tech.id}
              onChange={(e) => (several ? several.onToggle(r, e.target.checked) : onChange(r.tech.id, r))}
            />
            <span className="who">
              <span className="name">{r.tech.contact_name}</span>
              {r.hasRole && (
                <span className="role-star" title="Holds this position's role">
                  {' '}
                  ★
                </span>
              )}
              <span className="muted small"> {r.tech.department ?? ''}</span>
            </span>
            {r.mark ? (
              <span className="mark">
                <strong>{MARK_LABEL[r.mark]}</strong>
                <span className="detail">{r.busy.map((b) => b.text).join('; ')}</span>
              </span>
            ) : (
              <span className="mark free">Available</span>
            )}
          </label>
        );
      })}
      {bottom > 0 && <div className="spacer" style={{ height: bottom }} />}
    </>
  );
  return (
    <div className="invitee-picker">
      {filterBar}
      {several ? (
        <fieldset ref={list} className="picker-list" aria-label="Invitees" aria-busy={loading}>
          {items}
        </fieldset>
      ) : (
        <div
          ref={list}
          className="picker-list"
          role="radiogroup"
          aria-label="Invitee"
          aria-required="true"
          aria-busy={loading}
        >
          {items}
        </div>
      )}
      <div className="muted small" aria-live="polite">
        {loading ? '' : `${rows.length} of ${total} technicians`}
      </div>
    </div>
  );
}
