import { useDialogs } from '../../../platform/dialogs';
import { useCurrentUser } from '../../../platform/session';
import { askNewQuantity } from './prompts';

/**
 * Change and Delete for a system or dependency assignment (spec 5): a new quantity is asked for,
 * 0 deletes after 'Are you sure?', Cancel changes nothing, and Delete asks the same.
 */
export function AssignmentActions({
  quantity,
  onSet,
  onDelete,
}: {
  quantity: number;
  onSet(qty: number): void;
  onDelete(): void;
}) {
  const dialogs = useDialogs();
  const canWrite = useCurrentUser().canEdit;
  const change = async () => {
    const qty = await askNewQuantity(dialogs, 'New quantity (0 deletes it)', quantity);
    if (qty === null) return;
    if (qty) onSet(qty);
    else if (await dialogs.confirm('Are you sure?')) onDelete();
  };
  const remove = async () => {
    if (await dialogs.confirm('Are you sure?')) onDelete();
  };
  // A role that cannot write sees the quantities, not the buttons.
  if (!canWrite) return null;
  return (
    <>
      <button type="button" onClick={() => void change()}>
        Change
      </button>{' '}
      <button type="button" onClick={() => void remove()}>
        Delete
      </button>
    </>
  );
}
