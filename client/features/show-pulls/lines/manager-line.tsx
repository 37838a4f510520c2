import { useState } from 'react';
import type { PullItem } from '../../../../contracts/show-pulls';
import { showPullCalls as calls } from '../../../../contracts/show-pulls';
import { useDialogs } from '../../../platform/dialogs';
import { useCurrentUser } from '../../../platform/session';
import { usePullWrite } from '../write/pull-write';

/** A line's notes (printed), writer notes (internal) and ignore-weight quantity, saved on change. */
export function LineFields({ pullId, line }: { pullId: number; line: PullItem }) {
  const dialogs = useDialogs();
  const readOnly = !useCurrentUser().canEdit;
  const notes = usePullWrite(pullId, calls.updateNotes);
  const writer = usePullWrite(pullId, calls.updateWriterNotes);
  const ignore = usePullWrite(pullId, calls.updateIgnoreWeightQty, {
    onError: () => setIgnoreText(String(line.ignore_weight_qty)),
  });
  const [ignoreText, setIgnoreText] = useState(String(line.ignore_weight_qty));
  const saveIgnore = () => {
    const qty = Math.floor(Number(ignoreText));
    if (!Number.isFinite(qty) || qty === line.ignore_weight_qty)
      return setIgnoreText(String(line.ignore_weight_qty));
    // Spec 5: the messages are the server's, alerted as they come.
    if (qty < 0) {
      void dialogs.alert('Quantity must be greater than 0');
      return setIgnoreText(String(line.ignore_weight_qty));
    }
    if (qty > line.quantity) {
      void dialogs.alert(`Quantity can't be more than what's on the pull (${line.quantity})`);
      return setIgnoreText(String(line.ignore_weight_qty));
    }
    ignore.mutate({ pullItemID: line.id, qty });
  };
  return (
    <div className="line-fields">
      <div className="muted small">
        Pull qty {line.quantity} · minimum {line.minimum.total} ({line.minimum.dependencyQty} dependencies,{' '}
        {line.minimum.systemQty} systems, {line.minimum.crossRentedQty} cross-rented) · {line.weight} lbs each
      </div>
      <label>
        Notes
        <textarea
          rows={2}
          readOnly={readOnly}
          defaultValue={line.notes}
          onBlur={(e) =>
            e.target.value !== line.notes && notes.mutate({ pullItemID: line.id, notes: e.target.value })
          }
        />
      </label>
      <label>
        Writer Notes
        <textarea
          rows={2}
          readOnly={readOnly}
          defaultValue={line.writer_notes}
          onBlur={(e) =>
            e.target.value !== line.writer_notes &&
            writer.mutate({ pullItemID: line.id, notes: e.target.value })
          }
        />
      </label>
      <label>
        Ignore-weight qty
        <input
          type="number"
          step={1}
          readOnly={readOnly}
          value={ignoreText}
          onChange={(e) => setIgnoreText(e.target.value)}
          onBlur={saveIgnore}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            // The Enter must not also press the OK of the alert the save may open.
            e.preventDefault();
            e.currentTarget.blur();
          }}
        />
      </label>
    </div>
  );
}
