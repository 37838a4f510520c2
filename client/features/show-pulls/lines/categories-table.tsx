import { useRef, useState } from 'react';
import { showPullCalls as calls } from '../../../../contracts/show-pulls';
import { useDialogs } from '../../../platform/dialogs';
import { EmptyRow } from '../../../platform/empty-row';
import { useCurrentUser } from '../../../platform/session';
import { type Sort, SortHeader } from '../grid/table-sort';
import { useRowCursor } from '../grid/use-row-cursor';
import { useVirtualRows } from '../grid/use-virtual-rows';
import { useLineChanges } from '../live/live-marks';
import { usePullWrite } from '../write/pull-write';
import { CategoryLineRow } from './category-line-row';
import type { CategoryColumn, CategoryRow } from './category-rows';
import { usePendingQuantities } from './use-pending-quantities';

/**
 * Spec 2.1 right side: each category's line, and the custom lines under their category, with their
 * stock (issue 38.4); only the rows in view are drawn. Quantities are edited in place (`usePendingQuantities`). Keyboard: arrows
 * move the cursor row, Enter edits its quantity (Enter saves, Escape drops the edit, both give the
 * table the keys back).
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
  const pending = usePendingQuantities(pullId, rows);
  const changedBy = useLineChanges(pullId);
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
  const dialogs = useDialogs();
  const crossRent = usePullWrite(pullId, calls.crossRent);
  // Issue 38.4: a shortage's fix is cross-renting the units the company lacks.
  const onCrossRent = async (c: CategoryRow) => {
    if (!c.line || c.shortage <= 0) return;
    const ok = await dialogs.confirm(
      `Cross-rent ${c.shortage} of ${c.name} ${c.description}? The company owns ${c.owned}; other pulls hold ${c.heldElsewhere} over these dates.`,
    );
    if (ok) crossRent.mutate({ pullItemID: c.line.id, qty: c.line.minimum.crossRentedQty + c.shortage });
  };
  const actions = { canWrite, pending, box, onManage, onBreakdown, onEditCustom, onCrossRent };
  const head = (label: string, column: CategoryColumn, className?: string) => (
    <SortHeader
      label={label}
      column={column}
      sort={sort}
      onSort={onSort}
      // col-<column>: the compact density's widths (show-pull-rows.css).
      className={[className, `col-${column}`].filter(Boolean).join(' ')}
    />
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
            {head('Shortage', 'shortage', 'num')}
            {head('Pull Group', 'pullGroupName')}
            {head('Description', 'description')}
            {head('Notes', 'notes')}
            {head('Owned', 'owned', 'num')}
            {head('Elsewhere', 'heldElsewhere', 'num')}
          </tr>
        </thead>
        <tbody>
          {virtual.top > 0 && <tr className="spacer" style={{ height: virtual.top }} />}
          {rows.length === 0 && <EmptyRow colSpan={9} text="No Matching Results" />}
          {virtual.drawn.map(({ row, index }) => (
            <CategoryLineRow
              key={row.key}
              row={row}
              index={index}
              isCursor={index === cursor}
              measure={virtual.measure}
              onPick={() => setCursor(index)}
              marks={changedBy(row.lineId)}
              actions={actions}
            />
          ))}
          {virtual.bottom > 0 && <tr className="spacer" style={{ height: virtual.bottom }} />}
        </tbody>
      </table>
    </section>
  );
}
