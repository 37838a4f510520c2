import { type FormEvent, useState } from 'react';
import type { Commitment } from '../../../../contracts/events/commitments';
import { useDialogs } from '../../../platform/dialogs';
import { EmptyRow } from '../../../platform/empty-row';
import { Modal } from '../../../platform/modal';
import { RecordPicker } from '../../../platform/record-picker';
import { NumberField, toNumber } from '../../catalog/public';
import { useCategoryOptions } from '../bid-items/api';
import { EventSection } from '../event-section';
import { useCommitments, useCommitmentWrite } from './api';

const held = (c: Commitment) => c.pulls.reduce((n, p) => n + p.quantity, 0);

/** The event's gear-flow commitments (issue 34.1): add, edit and remove, one per category. */
export function CommitmentsPanel({ eventId }: { eventId: number }) {
  const { data, isPending } = useCommitments(eventId);
  const write = useCommitmentWrite(eventId);
  const dialogs = useDialogs();
  const [editing, setEditing] = useState<Commitment | 'new' | null>(null);
  const remove = async (c: Commitment) => {
    if (await dialogs.confirm(`Remove the commitment for category ${c.categoryNumber}?`))
      await write.mutateAsync({ kind: 'remove', id: c.id }).catch(() => undefined);
  };
  const rows = data?.commitments ?? [];
  return (
    <EventSection
      className="commitments-panel"
      title="Gear Flow Commitments"
      addLabel="Add Commitment"
      onAdd={() => setEditing('new')}
      answer={data}
      isPending={isPending}
      editor={
        editing && (
          <CommitmentEditor
            eventId={eventId}
            commitment={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        )
      }
    >
      {/* A long bid scrolls in its own box, its header kept in view. */}
      <div className="lines-box">
        <table className="grid">
          <thead>
            <tr>
              <th>Cat.</th>
              <th>Description</th>
              <th className="num">Qty</th>
              <th className="num">CR Qty</th>
              <th className="num">On pulls</th>
              <th>Action</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && <EmptyRow colSpan={6} text="No commitments yet" />}
            {rows.map((c) => (
              <tr key={c.id}>
                <td>{c.categoryNumber}</td>
                <td>{c.categoryDescription}</td>
                <td className="num">{c.quantity}</td>
                <td className="num">{c.crossRentalQty}</td>
                <td className="num" title={c.pulls.map((p) => `${p.pullName}: ${p.quantity}`).join('\n')}>
                  {c.isOverAssigned ? <span className="over">{held(c)} over-assigned</span> : held(c)}
                </td>
                <td className="actions">
                  <button
                    type="button"
                    onClick={() => setEditing(c)}
                    aria-label={`Edit commitment ${c.categoryNumber}`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    onClick={() => void remove(c)}
                    aria-label={`Remove commitment ${c.categoryNumber}`}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </EventSection>
  );
}

function CommitmentEditor({
  eventId,
  commitment,
  onClose,
}: {
  eventId: number;
  commitment: Commitment | null;
  onClose(): void;
}) {
  const categories = useCategoryOptions().data?.categories ?? [];
  const [categoryId, setCategoryId] = useState<number | null>(commitment?.categoryId ?? null);
  const [quantity, setQuantity] = useState<number | string>(commitment?.quantity ?? 1);
  const [crossRentalQty, setCrossRentalQty] = useState<number | string>(commitment?.crossRentalQty ?? 0);
  const write = useCommitmentWrite(eventId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (categoryId === null) return;
    write.mutate(
      {
        kind: 'save',
        id: commitment?.id ?? null,
        body: { categoryId, quantity: toNumber(quantity), crossRentalQty: toNumber(crossRentalQty) },
      },
      { onSuccess: onClose },
    );
  };
  return (
    <Modal
      title={commitment ? `Commitment ${commitment.categoryNumber}` : 'New commitment'}
      onClose={onClose}
    >
      <form className="line-form" onSubmit={submit}>
        <div className="field">
          <span>Category</span>
          <RecordPicker
            label="Category"
            records={categories}
            value={categoryId}
            onChange={setCategoryId}
            getId={(c) => c.id}
            getLabel={(c) => `${c.name} ${c.description}`}
            required
          />
        </div>
        <div className="field-row">
          <NumberField label="Qty" value={quantity} onChange={setQuantity} />
          <NumberField label="Cross-rental qty" value={crossRentalQty} onChange={setCrossRentalQty} />
        </div>
        <div className="buttons">
          <button type="submit" className="primary" disabled={write.isPending || categoryId === null}>
            Save
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
