import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { EventItem } from '../../../../contracts/show-pulls';
import { EmptyRow } from '../../../platform/empty-row';
import { type Sort, SortHeader } from '../grid/table-sort';
import { useRowCursor } from '../grid/use-row-cursor';
import { useBidItemActions } from './bid-item-actions';
import type { BidColumn } from './bid-list';
import { canAssign, canUnassign, isFullyAssigned, isOverAssigned, isUnsaved } from './filters';

export const GEAR_FLOW_QUEUE_TIP =
  'This is a sales-only category: resolve it in the Gear Flow Sales Item Queue.';

function rowClass(i: EventItem, isCursor: boolean) {
  return [
    !i.isActive && 'inactive',
    i.isStashed && 'stashed',
    isOverAssigned(i) ? 'over' : isFullyAssigned(i) && 'done',
    i.isInGearFlowQueue && 'queue',
    isCursor && 'cursor',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A text cell: one line in the compact density, the whole text on hover. */
const Text = ({ text }: { text: string | null }) => (
  <td className="wrap" title={text || undefined}>
    {text}
  </td>
);

/**
 * The bid items of the event on this pull: virtualized, so a 1,500-line bid scrolls smoothly.
 * Keyboard: arrows move the cursor row, Enter assigns it, `u` un-assigns, `i` sets or clears initials.
 */
export function BidItemsTable({
  pullId,
  items,
  showClientNotes,
  progress,
  sort,
  onSort,
  compact,
}: {
  pullId: number;
  items: EventItem[];
  showClientNotes: boolean;
  progress: number;
  sort: Sort<BidColumn>;
  onSort(key: BidColumn): void;
  compact: boolean;
}) {
  const scroller = useRef<HTMLElement>(null);
  const virtual = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => (compact ? 21 : 28),
    overscan: 12,
  });
  const { canWrite, onAssign, onUnassign, onInitial } = useBidItemActions(pullId);
  const { cursor, setCursor, onKeyDown } = useRowCursor(items.length, {
    scrollTo: (index) => virtual.scrollToIndex(index, { align: 'auto' }),
    onKey: (key, index) => {
      const i = items[index];
      if (!i) return false;
      if (key === 'Enter') void onAssign(i);
      else if (key === 'u') void onUnassign(i);
      else if (key === 'i') onInitial(i, !!i.initials1);
      else return false;
      return true;
    },
  });

  const rows = virtual.getVirtualItems();
  const top = rows[0]?.start ?? 0;
  const bottom = virtual.getTotalSize() - (rows.at(-1)?.end ?? 0);
  const cols = showClientNotes ? 10 : 9;
  const head = (label: string, column: BidColumn, className?: string) => (
    <SortHeader
      label={label}
      column={column}
      sort={sort}
      onSort={onSort}
      className={[className, `col-${column}`].filter(Boolean).join(' ')}
    />
  );
  return (
    // The table's box takes focus: its arrow keys walk the rows (a focusable scroll region).
    <section
      className="table-scroll bid-items"
      ref={scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region the keyboard walks must be focusable
      tabIndex={0}
      aria-label="Bid items table"
      onKeyDown={onKeyDown}
    >
      <table className="grid pull-grid">
        <thead>
          <tr>
            {head('Cat.', 'category_name')}
            {head('Qty', 'qty_required', 'num')}
            {head('Qty Assgn.', 'assigned', 'num')}
            {head('Group', 'group_name')}
            {head('Description', 'description')}
            {showClientNotes && head('Client Notes', 'client_note')}
            {head('Internal Notes', 'notes')}
            {head('Vendor', 'vendor_company_name')}
            <SortHeader
              label={`I1 ${progress}%`}
              title="Initials"
              className="col-initials1"
              column="initials1"
              sort={sort}
              onSort={onSort}
            />
            <th className="col-action">Action</th>
          </tr>
        </thead>
        <tbody>
          {top > 0 && <tr style={{ height: top }} />}
          {items.length === 0 && <EmptyRow colSpan={cols} text="None for this filter" />}
          {rows.map((r) => {
            const i = items[r.index]!;
            return (
              <tr
                key={i.id}
                data-index={r.index}
                ref={virtual.measureElement}
                className={rowClass(i, r.index === cursor)}
                title={i.isInGearFlowQueue ? GEAR_FLOW_QUEUE_TIP : undefined}
                onClick={() => setCursor(r.index)}
              >
                <td>{i.category_name}</td>
                <td className="num">{i.qty_required}</td>
                <td className="num">
                  {i.assignment?.quantity ?? 0}
                  {i.otherPullsQty > 0 && <span className="muted small"> +{i.otherPullsQty}</span>}
                </td>
                <Text text={i.group_name} />
                <Text text={i.description} />
                {showClientNotes && <Text text={i.client_note} />}
                <Text text={i.notes} />
                <Text text={i.vendor_company_name} />
                <td>
                  <button
                    type="button"
                    className="initials"
                    tabIndex={-1}
                    disabled={!canWrite}
                    aria-label={i.initials1 ? `Initialled ${i.initials1}; right-click to clear` : 'Initial'}
                    onClick={() => onInitial(i, false)}
                    onContextMenu={(e) => {
                      e.preventDefault();
                      onInitial(i, true);
                    }}
                  >
                    {i.initials1 ?? '—'}
                  </button>
                </td>
                <td className="nowrap">
                  {canWrite && canAssign(i) && (
                    <button type="button" tabIndex={-1} onClick={() => onAssign(i)}>
                      Assign
                    </button>
                  )}
                  {canWrite && canUnassign(i) && (
                    <button
                      type="button"
                      tabIndex={-1}
                      disabled={isUnsaved(i.assignment)}
                      title={isUnsaved(i.assignment) ? 'Saving…' : undefined}
                      onClick={() => onUnassign(i)}
                    >
                      Un-assign
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
          {bottom > 0 && <tr style={{ height: bottom }} />}
        </tbody>
      </table>
    </section>
  );
}
