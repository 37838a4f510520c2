import type { EventItem } from '../../../../contracts/show-pulls';
import { showPullCalls as calls } from '../../../../contracts/show-pulls';
import { useDialogs } from '../../../platform/dialogs';
import { useCurrentUser } from '../../../platform/session';
import { useInitial } from '../write/own-answer-writes';
import { usePullWrite } from '../write/pull-write';
import { assignedTotal, canAssign, canUnassign, isUnsaved } from './filters';
import { askQuantity, confirmOverBid, confirmUnassign } from './prompts';

/** Assign, un-assign and initials of a bid item: what its buttons and its keys (Enter, u, i) do. */
export function useBidItemActions(pullId: number) {
  const user = useCurrentUser();
  const dialogs = useDialogs();
  // Both are drawn at once (write/queue.ts `drawnAhead`).
  const assign = usePullWrite(pullId, calls.assignEventItem);
  const unassign = usePullWrite(pullId, calls.unassignEventItem);
  const initial = useInitial(pullId);

  const onAssign = async (i: EventItem) => {
    if (!user.canEdit || !canAssign(i)) return;
    // The prompt suggests what is still to assign.
    const qty = await askQuantity(
      dialogs,
      `Quantity of ${i.description} to assign`,
      Math.max(1, i.qty_required - assignedTotal(i)),
    );
    if (!qty) return;
    const bid = { description: i.description, required: i.qty_required, assigned: assignedTotal(i) };
    if (!(await confirmOverBid(dialogs, bid, qty))) return;
    const cross = i.vendor_company_name
      ? Math.min(qty, await askQuantity(dialogs, 'Of these, how many are cross-rented?', 0))
      : 0;
    assign.mutate({ showPullID: pullId, eventItemID: i.id, qty, qtyCrossRented: cross });
  };
  const onUnassign = async (i: EventItem) => {
    if (!user.canEdit || !canUnassign(i) || !i.assignment || isUnsaved(i.assignment)) return;
    if (await confirmUnassign(dialogs)) unassign.mutate({ assignmentID: i.assignment.id });
  };
  const onInitial = (i: EventItem, clear: boolean) => {
    if (!user.canEdit) return;
    if (!i.isActive) return void dialogs.alert('You cannot initial this item');
    // Spec 4: only empty-to-set and set-to-empty are sent.
    if (clear && i.initials1) initial.mutate({ eventItemID: i.id, initials: null });
    if (!clear && !i.initials1) initial.mutate({ eventItemID: i.id, initials: user.initials });
  };
  return { canWrite: user.canEdit, onAssign, onUnassign, onInitial };
}
