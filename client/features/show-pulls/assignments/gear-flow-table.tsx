import type { CommitmentRow } from '../../../../contracts/show-pulls';
import { showPullCalls as calls } from '../../../../contracts/show-pulls';
import { useDialogs } from '../../../platform/dialogs';
import { EmptyRow } from '../../../platform/empty-row';
import { useCurrentUser } from '../../../platform/session';
import { SortHeader, sortRows, useSort } from '../grid/table-sort';
import { usePullWrite } from '../write/pull-write';
import { canAssignCommitment, commitmentAssignedTotal } from './filters';
import { askQuantity, confirmOverBid, confirmUnassign } from './prompts';

type GearFlowColumn = 'categoryNumber' | 'commitmentQty' | 'crossRentalQty' | 'assigned' | 'description';

/** Gear-flow commitments: Cat., Qty, CR Qty, Qty Assgn., Description, Action; sortable by column. */
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
  return (
    <div className="table-scroll">
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
          {rows.map((c) => (
            <tr key={c.id}>
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
                  <button type="button" onClick={() => onAssign(c)}>
                    Assign
                  </button>
                )}
                {canWrite && c.assignment && (
                  <button type="button" onClick={() => onUnassign(c)}>
                    Un-assign
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
