import { useRef } from 'react';
import type { CommitmentRow } from '../../../../contracts/show-pulls';
import { showPullCalls as calls } from '../../../../contracts/show-pulls';
import { useDialogs } from '../../../platform/dialogs';
import { EmptyRow } from '../../../platform/empty-row';
import { useCurrentUser } from '../../../platform/session';
import { SortHeader, sortRows, useSort } from '../grid/table-sort';
import { useRowCursor } from '../grid/use-row-cursor';
import { usePullWrite } from '../write/pull-write';
import { canAssignCommitment, commitmentAssignedTotal } from './filters';
import { askQuantity, confirmOverBid, confirmUnassign } from './prompts';

type GearFlowColumn = 'categoryNumber' | 'commitmentQty' | 'crossRentalQty' | 'assigned' | 'description';

/**
 * Gear-flow commitments: Cat., Qty, CR Qty, Qty Assgn., Description, Action; sortable by column.
 * Keyboard as the bid items' table (issue 38.6): arrows move the cursor row, Enter assigns, u
 * un-assigns.
 */
export function GearFlowTable({ pullId, rows: listed }: { pullId: number; rows: CommitmentRow[] }) {
  const { sort, toggle } = useSort<GearFlowColumn>();
  const rows = sortRows(listed, sort, (c, key) =>
    key === 'assigned' ? (c.assignment?.quantity ?? 0) : c[key],
  );
  const canWrite = useCurrentUser().canEdit;
  const head = (label: string, column: GearFlowColumn, className?: string) => (
    <SortHeader label={label} column={column} sort={sort} onSort={toggle} className={className} />
  );
  const assign = usePullWrite(pullId, calls.assignCommitment);
  const unassign = usePullWrite(pullId, calls.unassignCommitment);
  const dialogs = useDialogs();
  const onAssign = async (c: CommitmentRow) => {
    const qty = await askQuantity(
      dialogs,
      `Quantity of ${c.description} to assign`,
      Math.max(1, c.commitmentQty - commitmentAssignedTotal(c)),
    );
    const commitment = {
      description: c.description,
      required: c.commitmentQty,
      assigned: commitmentAssignedTotal(c),
    };
    if (qty && (await confirmOverBid(dialogs, commitment, qty)))
      assign.mutate({
        showPullID: pullId,
        categoryID: c.categoryID,
        qty,
        qtyCrossRented: Math.min(qty, c.crossRentalQty),
      });
  };
  const onUnassign = async (c: CommitmentRow) => {
    if (!c.assignment || !(await confirmUnassign(dialogs))) return;
    unassign.mutate(
      { assignmentID: c.assignment.id },
      {
        onSuccess: () => {
          if (c.category.isSystem)
            void dialogs.alert(
              'The pull is not updated automatically: remove the items this system added by hand.',
            );
        },
      },
    );
  };
  const box = useRef<HTMLElement>(null);
  const { cursor, setCursor, onKeyDown } = useRowCursor(rows.length, {
    scrollTo: (index) =>
      box.current?.querySelector(`tr[data-index="${index}"]`)?.scrollIntoView({ block: 'nearest' }),
    onKey: (key, index) => {
      const c = rows[index];
      if (!c || !canWrite) return false;
      if (key === 'Enter' && canAssignCommitment(c)) void onAssign(c);
      else if (key === 'u' && c.assignment) void onUnassign(c);
      else return false;
      return true;
    },
  });
  return (
    <section
      className="table-scroll"
      ref={box}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region the keyboard walks must be focusable
      tabIndex={0}
      aria-label="Gear flow table"
      onKeyDown={onKeyDown}
    >
      <table className="grid pull-grid">
        <thead>
          <tr>
            {head('Cat.', 'categoryNumber')}
            {head('Qty', 'commitmentQty', 'num')}
            {head('CR Qty', 'crossRentalQty', 'num')}
            {head('Qty Assgn.', 'assigned', 'num')}
            {head('Description', 'description')}
            <th>Action</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && <EmptyRow colSpan={6} text="None for this filter" />}
          {rows.map((c, index) => (
            <tr
              key={c.id}
              data-index={index}
              className={index === cursor ? 'cursor' : undefined}
              onClick={() => setCursor(index)}
            >
              <td>{c.categoryNumber}</td>
              <td className="num">{c.commitmentQty}</td>
              <td className="num">{c.crossRentalQty}</td>
              <td className="num">
                {c.assignment?.quantity ?? 0}
                {c.otherPullsQty > 0 && <span className="muted small"> +{c.otherPullsQty}</span>}
              </td>
              <td className="wrap">{c.description}</td>
              <td className="nowrap">
                {canWrite && canAssignCommitment(c) && (
                  <button type="button" tabIndex={-1} onClick={() => onAssign(c)}>
                    Assign
                  </button>
                )}
                {canWrite && c.assignment && (
                  <button type="button" tabIndex={-1} onClick={() => onUnassign(c)}>
                    Un-assign
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
