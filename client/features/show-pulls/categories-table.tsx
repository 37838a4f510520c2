import { useState } from 'react';
import { showPullCalls as calls } from '../../../contracts/show-pulls';
import { EmptyRow } from '../../platform/empty-row';
import type { CategoryRow } from './filters';
import { usePullWrite } from './pull-write';

/**
 * Spec 2.1 right side. A pull quantity being edited is pending (highlighted) until it is saved on
 * change; it is coerced to a whole number not below 0; a refusal (below the minimum) is alerted with
 * the server's lines and the input goes back to the saved quantity.
 */
export function CategoriesTable({
  pullId,
  rows,
  onManage,
  onBreakdown,
}: {
  pullId: number;
  rows: CategoryRow[];
  onManage(c: CategoryRow): void;
  onBreakdown(c: CategoryRow): void;
}) {
  const [pending, setPending] = useState<Record<number, string>>({});
  const drop = (id: number) =>
    setPending((p) => {
      const { [id]: _gone, ...rest } = p;
      return rest;
    });
  const save = usePullWrite(pullId, calls.updateQty, { onError: (_e, b) => drop(b.categoryID) });
  const commit = (c: CategoryRow) => {
    const raw = pending[c.id];
    if (raw === undefined) return;
    const qty = Math.max(0, Math.floor(Number(raw)) || 0);
    if (qty === c.pullQty) return drop(c.id);
    setPending((p) => ({ ...p, [c.id]: String(qty) }));
    save.mutate(
      { showPullID: pullId, pullItemID: c.showPullItemID, categoryID: c.id, qty },
      { onSuccess: () => drop(c.id) },
    );
  };
  return (
    <div className="table-scroll categories">
      <table className="grid pull-grid">
        <thead>
          <tr>
            <th className="num">Bid Qty</th>
            <th className="num">Pull Qty</th>
            <th>Cat.</th>
            <th>Pull Group</th>
            <th>Description</th>
            <th>Notes</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && <EmptyRow colSpan={6} text="No Matching Results" />}
          {rows.map((c) => (
            <tr key={c.id} className={c.pullQty > 0 && c.pullQty < c.bidQty ? 'short' : undefined}>
              <td className="num">{c.bidQty}</td>
              <td className="num">
                <input
                  type="number"
                  min={0}
                  step={1}
                  aria-label={`Pull quantity of ${c.name}`}
                  className={pending[c.id] !== undefined ? 'pending' : undefined}
                  value={pending[c.id] ?? String(c.pullQty)}
                  disabled={!c.isEditable}
                  onChange={(e) => setPending((p) => ({ ...p, [c.id]: e.target.value }))}
                  onBlur={() => commit(c)}
                  onKeyDown={(e) => {
                    // preventDefault: the Enter must not also press a dialog's button that the save may open.
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      e.currentTarget.blur();
                    }
                    if (e.key === 'Escape') drop(c.id);
                  }}
                />
              </td>
              <td className="nowrap">
                <button
                  type="button"
                  className="link-button"
                  title="Pull Item Manager"
                  onClick={() => onManage(c)}
                >
                  {c.name}
                </button>{' '}
                <button
                  type="button"
                  className="link-button small"
                  aria-label={`Breakdown of ${c.name}`}
                  onClick={() => onBreakdown(c)}
                >
                  ≡
                </button>
              </td>
              <td>{c.pullGroupName ?? ''}</td>
              <td className="wrap">{c.description}</td>
              <td className="wrap">{c.notes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
