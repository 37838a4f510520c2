import { type FormEvent, useState } from 'react';
import type { EventPosition, LaborCategory, PositionBody } from '../../../../contracts/event-positions';
import { Modal } from '../../../platform/modal';

/** A position's fields; in and out are the venue's wall clock (its zone named above them). */
export function PositionEditor({
  record,
  categories,
  timeZone,
  saving,
  onSave,
  onClose,
}: {
  record: EventPosition | null;
  categories: LaborCategory[];
  timeZone: string;
  saving: boolean;
  onSave(body: PositionBody): void;
  onClose(): void;
}) {
  const [v, setV] = useState({
    line: record?.line ?? '',
    categoryId: record?.categoryId ?? categories[0]?.id ?? 0,
    description: record?.description ?? '',
    in: record?.in ?? '',
    out: record?.out ?? '',
    internalNotes: record?.internalNotes ?? '',
    isStashed: record?.isStashed ?? false,
    isResolved: record?.isResolved ?? false,
  });
  const set =
    <K extends keyof typeof v>(k: K) =>
    (value: (typeof v)[K]) =>
      setV((o) => ({ ...o, [k]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(v);
  };
  const title = record ? `Edit ${record.description}` : 'Add Position';
  return (
    <Modal
      title={title}
      onClose={onClose}
      width={620}
      footer={
        <>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="position-form" className="primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </button>
        </>
      }
    >
      <form id="position-form" className="crew-form" onSubmit={submit}>
        <label className="field">
          <span>Labor category</span>
          <select value={v.categoryId} onChange={(e) => set('categoryId')(Number(e.target.value))} required>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.number} {c.description}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Description (blank: the category's)</span>
          <input value={v.description} maxLength={200} onChange={(e) => set('description')(e.target.value)} />
        </label>
        <div className="field-row">
          <label className="field">
            <span>In ({timeZone})</span>
            <input type="datetime-local" value={v.in} required onChange={(e) => set('in')(e.target.value)} />
          </label>
          <label className="field">
            <span>Out ({timeZone})</span>
            <input
              type="datetime-local"
              value={v.out}
              min={v.in || undefined}
              required
              onChange={(e) => set('out')(e.target.value)}
            />
          </label>
        </div>
        <label className="field">
          <span>Line key (your sales system's; blank: one is made)</span>
          <input value={v.line} maxLength={100} onChange={(e) => set('line')(e.target.value)} />
        </label>
        <label className="field">
          <span>Internal notes (staff only)</span>
          <textarea
            rows={3}
            maxLength={4000}
            value={v.internalNotes}
            onChange={(e) => set('internalNotes')(e.target.value)}
          />
        </label>
        <div className="checks">
          <label>
            <input
              type="checkbox"
              checked={v.isStashed}
              onChange={(e) => set('isStashed')(e.target.checked)}
            />{' '}
            Stashed (no longer needed)
          </label>
          <label>
            <input
              type="checkbox"
              checked={v.isResolved}
              onChange={(e) => set('isResolved')(e.target.checked)}
            />{' '}
            Resolved (filled another way)
          </label>
        </div>
      </form>
    </Modal>
  );
}
