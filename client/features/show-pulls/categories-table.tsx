import { useRef, useState } from 'react';
import { showPullCalls as calls } from '../../../contracts/show-pulls';
import { EmptyRow } from '../../platform/empty-row';
import { useCurrentUser } from '../../platform/session';
import type { CategoryColumn, CategoryRow } from './category-rows';
import { ConflictMark, useLineChanges, usePendingConflicts } from './live/live-marks';
import { usePullWrite } from './pull-write';
import { type Sort, SortHeader } from './table-sort';
import { useRowCursor } from './use-row-cursor';
import { useVirtualRows } from './use-virtual-rows';

function rowClass(c: CategoryRow, isCursor: boolean) {
  return [c.custom && 'custom', c.short && 'short', c.unmet > 0 && 'unmet', isCursor && 'cursor']
    .filter(Boolean)
    .join(' ');
}

/**
 * Spec 2.1 right side: each category's line, and the custom lines under their category. A pull
 * quantity being edited is pending (highlighted) until it is saved on change; it is coerced to a
 * whole number not below 0; a refusal (below the minimum) is alerted with the server's lines and
 * the input goes back to the saved quantity. Keyboard: arrows move the cursor row, Enter edits its
 * quantity (Enter saves, Escape drops the edit, both give the table the keys back).
 */
export function CategoriesTable({
  pullId,
  rows,
  sort,
  onSort,
  onManage,
  onBreakdown,
  onEditCustom,
}: {
  pullId: number;
  rows: CategoryRow[];
  sort: Sort<CategoryColumn>;
  onSort(key: CategoryColumn): void;
  onManage(c: CategoryRow): void;
  onBreakdown(c: CategoryRow): void;
  onEditCustom(c: CategoryRow): void;
}) {
  const canWrite = useCurrentUser().canEdit;
  const box = useRef<HTMLElement>(null);
  // The row whose quantity input has focus stays drawn while it is edited.
  const [editing, setEditing] = useState<number | null>(null);
  const virtual = useVirtualRows(rows, { scroller: box, rowHeight: 28, keep: editing });
  const [pending, setPending] = useState<Record<string, string>>({});
  const conflicts = usePendingConflicts(pullId, pending);
  const changedBy = useLineChanges(pullId);
  const drop = (key: string) =>
    setPending((p) => {
      const { [key]: _gone, ...rest } = p;
      return rest;
    });
  // The pending edit a refusal reverts: a custom line's by its line, a category's by its category.
  const customIds = new Set(rows.flatMap((r) => (r.custom ? [r.custom.id] : [])));
  const keyOf = (b: { pullItemID?: number | null; categoryID: number }) =>
    b.pullItemID && customIds.has(b.pullItemID) ? `l${b.pullItemID}` : `c${b.categoryID}`;
  // Saved or refused, the edit is no longer pending: each one, also when several waited offline.
  const save = usePullWrite(pullId, calls.updateQty, {
    onError: (_e, b) => drop(keyOf(b)),
    onSaved: (b) => drop(keyOf(b)),
  });
  // Escape gives focus back to the table, and that blur must not save the dropped edit.
  const dropped = useRef<string | null>(null);
  const commit = (c: CategoryRow) => {
    if (dropped.current === c.key) {
      dropped.current = null;
      return drop(c.key);
    }
    const raw = pending[c.key];
    if (raw === undefined || conflicts.blocks(c)) return;
    const qty = Math.max(0, Math.floor(Number(raw)) || 0);
    if (qty === c.pullQty) return drop(c.key);
    setPending((p) => ({ ...p, [c.key]: String(qty) }));
    save.mutate({ showPullID: pullId, pullItemID: c.lineId, categoryID: c.id, qty });
  };
  const inputOf = (index: number) =>
    box.current?.querySelector<HTMLInputElement>(`tr[data-index="${index}"] input[type="number"]`);
  const edit = (index: number) => {
    const input = inputOf(index);
    if (input && !input.disabled) {
      input.focus();
      input.select();
    }
  };
  const { cursor, setCursor, onKeyDown } = useRowCursor(rows.length, {
    scrollTo: virtual.scrollTo,
    onKey: (key, index) => {
      if (key !== 'Enter') return false;
      // The cursor row may have been scrolled out of the drawn rows: bring it back, then edit it.
      if (inputOf(index)) edit(index);
      else {
        virtual.scrollTo(index);
        requestAnimationFrame(() => requestAnimationFrame(() => edit(index)));
      }
      return true;
    },
  });
  const head = (label: string, column: CategoryColumn, className?: string) => (
    <SortHeader label={label} column={column} sort={sort} onSort={onSort} className={className} />
  );
  return (
    // The table's box takes focus: its arrow keys walk the rows (a focusable scroll region).
    <section
      className="table-scroll categories"
      ref={box}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region the keyboard walks must be focusable
      tabIndex={0}
      aria-label="Categories table"
      onKeyDown={onKeyDown}
      onFocus={(e) => {
        const row = e.target instanceof HTMLInputElement ? e.target.closest('tr') : null;
        setEditing(row ? Number(row.dataset.index) : null);
      }}
      onBlur={() => setEditing(null)}
    >
      <table className="grid pull-grid">
        <thead>
          <tr>
            {head('Bid Qty', 'bidQty', 'num')}
            {head('Pull Qty', 'pullQty', 'num')}
            {head('Cat.', 'name')}
            {head('Pull Group', 'pullGroupName')}
            {head('Description', 'description')}
            {head('Notes', 'notes')}
          </tr>
        </thead>
        <tbody>
          {virtual.top > 0 && <tr className="spacer" style={{ height: virtual.top }} />}
          {rows.length === 0 && <EmptyRow colSpan={6} text="No Matching Results" />}
          {virtual.drawn.map(({ row: c, index }) => (
            <tr
              key={c.key}
              data-index={index}
              ref={virtual.measure}
              className={rowClass(c, index === cursor)}
              onClick={() => setCursor(index)}
              {...changedBy(c.lineId)}
            >
              <td className="num">{c.custom ? '' : c.bidQty}</td>
              <td className="num">
                <input
                  type="number"
                  min={0}
                  step={1}
                  tabIndex={-1}
                  aria-label={`Pull quantity of ${c.custom ? `custom ${c.description}` : c.name}`}
                  className={
                    pending[c.key] === undefined
                      ? undefined
                      : conflicts.blocks(c)
                        ? 'pending conflict'
                        : 'pending'
                  }
                  value={pending[c.key] ?? String(c.pullQty)}
                  disabled={!c.isEditable || !canWrite}
                  onChange={(e) => setPending((p) => ({ ...p, [c.key]: e.target.value }))}
                  onBlur={() => commit(c)}
                  onKeyDown={(e) => {
                    // preventDefault: the Enter must not also press a dialog's button that the save may open.
                    if (e.key === 'Enter' || e.key === 'Escape') {
                      e.preventDefault();
                      if (e.key === 'Escape') dropped.current = c.key;
                      // Back to the table: the blur saves (or, after Escape, has nothing to save).
                      box.current?.focus();
                    }
                  }}
                />
                <ConflictMark
                  conflict={conflicts.conflictOf(c)}
                  onTakeTheirs={() => drop(c.key)}
                  onKeepMine={() => {
                    conflicts.keepMine(c);
                    commit(c);
                  }}
                />
              </td>
              <td className="nowrap">
                <button
                  type="button"
                  className="link-button"
                  tabIndex={-1}
                  title="Pull Item Manager"
                  onClick={() => onManage(c)}
                >
                  {c.name}
                </button>{' '}
                {!c.custom && (
                  <button
                    type="button"
                    className="link-button small"
                    tabIndex={-1}
                    aria-label={`Breakdown of ${c.name}`}
                    onClick={() => onBreakdown(c)}
                  >
                    ≡
                  </button>
                )}
                {c.custom && <span className="badge custom-badge">custom</span>}
                {c.unmet > 0 && (
                  <span className="badge unmet-badge" title="Unmet dependencies: open the line to see them">
                    {c.unmet} unmet
                  </span>
                )}
                {c.short && (
                  <span className="badge short-badge" title={`The bid asks for ${c.bidQty}`}>
                    short
                  </span>
                )}
              </td>
              <td title={c.pullGroupName ?? undefined}>{c.pullGroupName ?? ''}</td>
              <td className="wrap" title={c.description}>
                {c.description}
              </td>
              <td className="wrap" title={c.notes || undefined}>
                {c.notes}
                {c.custom && canWrite && (
                  <button
                    type="button"
                    className="link-button small"
                    tabIndex={-1}
                    aria-label={`Edit custom ${c.description}`}
                    onClick={() => onEditCustom(c)}
                  >
                    Edit
                  </button>
                )}
              </td>
            </tr>
          ))}
          {virtual.bottom > 0 && <tr className="spacer" style={{ height: virtual.bottom }} />}
        </tbody>
      </table>
    </section>
  );
}
