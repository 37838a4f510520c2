import { type FormEvent, useState } from 'react';
import { showPullCalls as calls, type PullItem } from '../../../../contracts/show-pulls';
import { useDialogs } from '../../../platform/dialogs';
import { Modal } from '../../../platform/modal';
import { usePullWrite } from '../write/pull-write';

/**
 * Edit or delete a custom line (issue 20 point 2): its quantity and its printed notes, through the
 * calls every line uses, or the line gone. A refusal is alerted in the server's words and the
 * modal stays open.
 */
export function CustomLineModal({
  pullId,
  line,
  onClose,
}: {
  pullId: number;
  line: PullItem;
  onClose(): void;
}) {
  const [qty, setQty] = useState(String(line.quantity));
  const [notes, setNotes] = useState(line.notes);
  const saveQty = usePullWrite(pullId, calls.updateQty);
  const saveNotes = usePullWrite(pullId, calls.updateNotes);
  const remove = usePullWrite(pullId, calls.deleteCustomItem);
  const dialogs = useDialogs();
  const busy = saveQty.isPending || saveNotes.isPending || remove.isPending;
  const deleteLine = async () => {
    if (!(await dialogs.confirm(`Delete the custom item '${line.description}' from this pull?`))) return;
    try {
      await remove.mutateAsync({ pullItemID: line.id });
      onClose();
    } catch {
      // Alerted by usePullWrite; the modal stays.
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const n = Math.max(0, Math.floor(Number(qty)) || 0);
    try {
      if (n !== line.quantity)
        await saveQty.mutateAsync({
          showPullID: pullId,
          pullItemID: line.id,
          categoryID: line.category_id,
          qty: n,
        });
      if (notes !== line.notes) await saveNotes.mutateAsync({ pullItemID: line.id, notes });
      onClose();
    } catch {
      // usePullWrite has alerted the refusal; the form stays for another try.
    }
  };
  return (
    <Modal title={`Custom item: ${line.description}`} onClose={onClose} width={420}>
      <form className="stack-form" onSubmit={(e) => void submit(e)}>
        <label>
          Qty
          <input type="number" min={0} step={1} value={qty} onChange={(e) => setQty(e.target.value)} />
        </label>
        <label>
          Notes
          <textarea rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </label>
        <div className="row-buttons">
          <button type="submit" className="primary" disabled={busy}>
            Save
          </button>
          <button type="button" className="danger" disabled={busy} onClick={() => void deleteLine()}>
            Delete
          </button>
        </div>
      </form>
    </Modal>
  );
}
