import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { EventItem } from '../../../contracts/show-pulls';
import { showPullCalls as calls } from '../../../contracts/show-pulls';
import { type Dialogs, useDialogs } from '../../platform/dialogs';
import { EmptyRow } from '../../platform/empty-row';
import { useCurrentUser } from '../../platform/session';
import { assignedTotal, canAssign, canUnassign, isFullyAssigned, isOverAssigned, isUnsaved } from './filters';
import { useInitial } from './own-answer-writes';
import { usePullWrite, withAssignment } from './pull-write';

export const GEAR_FLOW_QUEUE_TIP =
  'This is a sales-only category: resolve it in the Gear Flow Sales Item Queue.';

/** Spec 5: a quantity prompt treats non-numeric input as 0, and 0 means no action. */
export async function askQuantity(dialogs: Dialogs, message: string, suggested: number): Promise<number> {
  const answer = await dialogs.prompt(message, String(suggested));
  const n = Math.floor(Number(answer));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

function rowClass(i: EventItem) {
  return [
    !i.isActive && 'inactive',
    i.isStashed && 'stashed',
    isOverAssigned(i) ? 'over' : isFullyAssigned(i) && 'done',
    i.isInGearFlowQueue && 'queue',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The bid items of the event on this pull: virtualized, so a 1,500-line bid scrolls smoothly. */
export function BidItemsTable({
  pullId,
  items,
  showClientNotes,
  progress,
}: {
  pullId: number;
  items: EventItem[];
  showClientNotes: boolean;
  progress: number;
}) {
  const user = useCurrentUser();
  const dialogs = useDialogs();
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 28,
    overscan: 12,
  });
  const assign = usePullWrite(pullId, calls.assignEventItem, {
    optimistic: (old, b) => withAssignment(old, b.eventItemID, b.qty, b.qtyCrossRented),
  });
  const unassign = usePullWrite(pullId, calls.unassignEventItem, {
    optimistic: (old, b) =>
      withAssignment(old, old.eventItems.find((i) => i.assignment?.id === b.assignmentID)?.id, 0),
  });
  const initial = useInitial(pullId);

  const onAssign = async (i: EventItem) => {
    const qty = await askQuantity(
      dialogs,
      `Quantity of ${i.description} to assign`,
      Math.max(1, i.qty_required - assignedTotal(i)),
    );
    if (!qty) return;
    const cross = i.vendor_company_name
      ? Math.min(qty, await askQuantity(dialogs, 'Of these, how many are cross-rented?', 0))
      : 0;
    assign.mutate({ showPullID: pullId, eventItemID: i.id, qty, qtyCrossRented: cross });
  };
  const onUnassign = async (i: EventItem) => {
    if (i.assignment && (await dialogs.confirm('Are you sure you want to un-assign this item?')))
      unassign.mutate({ assignmentID: i.assignment.id });
  };
  const onInitial = (i: EventItem, clear: boolean) => {
    if (!i.isActive) return void dialogs.alert('You cannot initial this item');
    // Spec 4: only empty-to-set and set-to-empty are sent.
    if (clear && i.initials1) initial.mutate({ eventItemID: i.id, initials: null });
    if (!clear && !i.initials1) initial.mutate({ eventItemID: i.id, initials: user.initials });
  };

  const rows = virtual.getVirtualItems();
  const top = rows[0]?.start ?? 0;
  const bottom = virtual.getTotalSize() - (rows.at(-1)?.end ?? 0);
  const cols = showClientNotes ? 10 : 9;
  return (
    <div className="table-scroll bid-items" ref={scroller}>
      <table className="grid pull-grid">
        <thead>
          <tr>
            <th>Cat.</th>
            <th className="num">Qty</th>
            <th className="num">Qty Assgn.</th>
            <th>Group</th>
            <th>Description</th>
            {showClientNotes && <th>Client Notes</th>}
            <th>Internal Notes</th>
            <th>Vendor</th>
            <th title="Initials">I1 {progress}%</th>
            <th>Action</th>
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
                className={rowClass(i)}
                title={i.isInGearFlowQueue ? GEAR_FLOW_QUEUE_TIP : undefined}
              >
                <td>{i.category_name}</td>
                <td className="num">{i.qty_required}</td>
                <td className="num">
                  {i.assignment?.quantity ?? 0}
                  {i.otherPullsQty > 0 && <span className="muted small"> +{i.otherPullsQty}</span>}
                </td>
                <td>{i.group_name}</td>
                <td className="wrap">{i.description}</td>
                {showClientNotes && <td className="wrap">{i.client_note}</td>}
                <td className="wrap">{i.notes}</td>
                <td>{i.vendor_company_name ?? ''}</td>
                <td>
                  <button
                    type="button"
                    className="initials"
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
                  {canAssign(i) && (
                    <button type="button" onClick={() => onAssign(i)}>
                      Assign
                    </button>
                  )}
                  {canUnassign(i) && (
                    <button
                      type="button"
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
    </div>
  );
}
