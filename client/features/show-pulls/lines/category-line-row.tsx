import type { HTMLAttributes, RefObject } from 'react';
import { ConflictMark } from '../live/live-marks';
import type { CategoryRow } from './category-rows';
import type { PendingQuantities } from './use-pending-quantities';

function rowClass(c: CategoryRow, isCursor: boolean) {
  return [
    c.custom && 'custom',
    c.short && 'short',
    c.unmet > 0 && 'unmet',
    c.shortage > 0 && 'shortage',
    isCursor && 'cursor',
  ]
    .filter(Boolean)
    .join(' ');
}

/** What a line's row does: the table hands these down, the same for every row. */
export interface LineRowActions {
  canWrite: boolean;
  pending: PendingQuantities;
  /** The table's box: Enter and Escape in a quantity give it the keys back. */
  box: RefObject<HTMLElement | null>;
  onManage(c: CategoryRow): void;
  onBreakdown(c: CategoryRow): void;
  onEditCustom(c: CategoryRow): void;
  onCrossRent(c: CategoryRow): void;
}

/**
 * One category's line (or a custom line): Bid Qty, Pull Qty, Cat., its Shortage of stock with the fix
 * (up front, where it is seen), Pull Group, Description, Notes, then the stock: Owned, held Elsewhere.
 */
export function CategoryLineRow({
  row: c,
  index,
  isCursor,
  measure,
  onPick,
  marks,
  actions: { canWrite, pending, box, onManage, onBreakdown, onEditCustom, onCrossRent },
}: {
  row: CategoryRow;
  index: number;
  isCursor: boolean;
  measure(el: HTMLTableRowElement | null): void;
  onPick(): void;
  /** Who changed this line a moment ago (live), as the row's attributes. */
  marks: HTMLAttributes<HTMLTableRowElement>;
  actions: LineRowActions;
}) {
  const typed = pending.textOf(c);
  return (
    <tr data-index={index} ref={measure} className={rowClass(c, isCursor)} onClick={onPick} {...marks}>
      <td className="num">{c.custom ? '' : c.bidQty}</td>
      <td className="num">
        <input
          type="number"
          min={0}
          step={1}
          tabIndex={-1}
          aria-label={`Pull quantity of ${c.custom ? `custom ${c.description}` : c.name}`}
          className={
            typed === undefined ? undefined : pending.conflicts.blocks(c) ? 'pending conflict' : 'pending'
          }
          value={typed ?? String(c.pullQty)}
          disabled={!c.isEditable || !canWrite}
          onChange={(e) => pending.type(c, e.target.value)}
          onBlur={() => pending.commit(c)}
          onKeyDown={(e) => {
            // preventDefault: the Enter must not also press a dialog's button that the save may open.
            if (e.key === 'Enter' || e.key === 'Escape') {
              e.preventDefault();
              if (e.key === 'Escape') pending.dropOnBlur(c);
              // Back to the table: the blur saves (or, after Escape, has nothing to save).
              box.current?.focus();
            }
          }}
        />
        <ConflictMark
          conflict={pending.conflicts.conflictOf(c)}
          onTakeTheirs={() => pending.drop(c)}
          onKeepMine={() => {
            pending.conflicts.keepMine(c);
            pending.commit(c);
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
      <td className="num nowrap">
        {c.shortage > 0 && (
          <>
            <span
              className="badge shortage-badge"
              title={`Owned ${c.owned}, held by other pulls over these dates ${c.heldElsewhere}`}
            >
              {c.shortage} short
            </span>
            {canWrite && c.isEditable && (
              <button
                type="button"
                className="link-button small"
                tabIndex={-1}
                aria-label={`Cross-rent ${c.shortage} of ${c.custom ? `custom ${c.description}` : c.name}`}
                onClick={() => onCrossRent(c)}
              >
                Cross-rent {c.shortage}
              </button>
            )}
          </>
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
      <td className="num">{c.owned ?? ''}</td>
      <td className="num">{c.heldElsewhere ?? ''}</td>
    </tr>
  );
}
