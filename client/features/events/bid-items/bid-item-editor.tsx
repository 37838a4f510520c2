import { type FormEvent, useState } from 'react';
import type { BidItem } from '../../../../contracts/events/bid-items';
import { Modal } from '../../../platform/modal';
import { RecordPicker } from '../../../platform/record-picker';
import { CheckField, NumberField, SelectField, TextField, toNumber } from '../../catalog/public';
import { type BidItemWriteAnswer, useBidItemWrite, useCategoryOptions } from './api';

const blank = {
  lineKey: '',
  categoryId: null as number | null,
  description: '',
  qty: 1 as number | string,
  group: '',
  clientNote: '',
  internalNote: '',
  vendorId: null as number | null,
  isActive: true,
  isAssignable: true,
  isPullable: true,
  isInGearFlowQueue: false,
};
type Values = typeof blank;

/** Adds or edits one line of the bid; Enter in any field saves, Escape closes. */
export function BidItemEditor({
  eventId,
  item,
  vendors,
  onClose,
  onSaved,
}: {
  eventId: number;
  item: BidItem | null;
  vendors: { id: number; name: string }[];
  onClose(): void;
  onSaved(answer: BidItemWriteAnswer): void;
}) {
  const categories = useCategoryOptions().data?.categories ?? [];
  const [v, setV] = useState<Values>(item ? { ...item } : blank);
  const set =
    <K extends keyof Values>(k: K) =>
    (value: Values[K]) =>
      setV((o) => ({ ...o, [k]: value }));
  const write = useBidItemWrite(eventId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (v.categoryId === null) return;
    write.mutate(
      {
        kind: 'save',
        id: item?.id ?? null,
        body: { ...v, categoryId: v.categoryId, qty: toNumber(v.qty), lineKey: v.lineKey || null },
      },
      {
        onSuccess: (answer) => {
          onClose();
          onSaved(answer);
        },
      },
    );
  };
  return (
    <Modal title={item ? `Bid item ${item.lineKey}` : 'New bid item'} onClose={onClose} width={720}>
      <form className="line-form" onSubmit={submit}>
        <div className="field-row">
          <div className="field">
            <span>Category</span>
            <RecordPicker
              label="Category"
              records={categories}
              value={v.categoryId}
              onChange={(id) => {
                const c = categories.find((x) => x.id === id);
                setV((o) => ({ ...o, categoryId: id, description: o.description || c?.description || '' }));
              }}
              getId={(c) => c.id}
              getLabel={(c) => `${c.name} ${c.description}`}
              required
            />
          </div>
          <NumberField label="Qty" value={v.qty} onChange={set('qty')} />
          <TextField
            label="Line key (blank: one is made)"
            value={v.lineKey}
            onChange={set('lineKey')}
            maxLength={100}
          />
        </div>
        <div className="field-row">
          <TextField
            label="Description"
            value={v.description}
            onChange={set('description')}
            required
            maxLength={500}
          />
          <TextField label="Group" value={v.group} onChange={set('group')} maxLength={200} />
        </div>
        <div className="field-row">
          <TextField label="Client note" value={v.clientNote} onChange={set('clientNote')} maxLength={2000} />
          <TextField
            label="Internal note"
            value={v.internalNote}
            onChange={set('internalNote')}
            maxLength={2000}
          />
          <SelectField
            label="Vendor"
            value={v.vendorId ?? ''}
            onChange={(id) => set('vendorId')(id ? Number(id) : null)}
          >
            <option value="">None</option>
            {vendors.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="checks">
          <CheckField label="Active" checked={v.isActive} onChange={set('isActive')} />
          <CheckField label="Assignable" checked={v.isAssignable} onChange={set('isAssignable')} />
          <CheckField label="Pullable" checked={v.isPullable} onChange={set('isPullable')} />
          <CheckField
            label="Gear-flow queue"
            checked={v.isInGearFlowQueue}
            onChange={set('isInGearFlowQueue')}
          />
        </div>
        <div className="buttons">
          <button type="submit" className="primary" disabled={write.isPending || v.categoryId === null}>
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
