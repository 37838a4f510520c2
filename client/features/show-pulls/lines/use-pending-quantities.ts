import { useRef, useState } from 'react';
import { showPullCalls as calls } from '../../../../contracts/show-pulls';
import { usePendingConflicts } from '../live/live-marks';
import { usePullWrite } from '../write/pull-write';
import type { CategoryRow } from './category-rows';

/**
 * The pull quantities being edited in the categories table. An edit is pending (highlighted) until
 * it is saved on change; it is coerced to a whole number not below 0; a refusal (below the
 * minimum) is alerted with the server's lines and the input goes back to the saved quantity.
 */
export function usePendingQuantities(pullId: number, rows: CategoryRow[]) {
  const [pending, setPending] = useState<Record<string, string>>({});
  const conflicts = usePendingConflicts(pullId, pending);
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
  return {
    /** The text typed for a row, or undefined when it shows its saved quantity. */
    textOf: (c: CategoryRow) => pending[c.key],
    type: (c: CategoryRow, text: string) => setPending((p) => ({ ...p, [c.key]: text })),
    /** Escape: the blur that follows saves nothing. */
    dropOnBlur: (c: CategoryRow) => {
      dropped.current = c.key;
    },
    drop: (c: CategoryRow) => drop(c.key),
    commit,
    conflicts,
  };
}

export type PendingQuantities = ReturnType<typeof usePendingQuantities>;
