import { useState } from 'react';
import { type ItemType, parseQuantity, XBOOK_TEXT } from '../../../../contracts/xbook';
import { useDialogs } from '../../../platform/dialogs';
import { Modal } from '../../../platform/modal';
import { RecordPicker } from '../../../platform/record-picker';
import { showFailure } from '../../../platform/refusals';
import { useAddItem, useCategories, useCreateMiscItem, useMiscItems } from './api';

const TYPES: [ItemType, string][] = [
  ['category', 'Category'],
  ['section', 'Section'],
  ['misc', 'Misc. Item'],
];

/**
 * Spec 2.6: Category (any department) with Qty, Section with its name, or a misc item (with Create
 * New) with Qty. After each add the fields clear and the sheet's list scrolls down; the modal stays.
 */
export function AddItemsModal({
  sheetId,
  onClose,
  onAdded,
}: {
  sheetId: number;
  onClose(): void;
  onAdded(): void;
}) {
  const dialogs = useDialogs();
  const [type, setType] = useState<ItemType>('category');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [miscId, setMiscId] = useState<number | null>(null);
  const [sectionName, setSectionName] = useState('');
  const [qty, setQty] = useState('1');
  const categories = useCategories();
  const misc = useMiscItems();
  const add = useAddItem(sheetId);
  const createMisc = useCreateMiscItem();

  const ready =
    type === 'category'
      ? categoryId !== null
      : type === 'section'
        ? sectionName.trim() !== ''
        : miscId !== null;
  const quantity = parseQuantity(qty);

  const submit = () => {
    if (!ready) return;
    // Issue 24.7: an empty quantity is refused, never added as 0.
    if (type !== 'section' && quantity === null) return void dialogs.alert(XBOOK_TEXT.quantityRequired);
    add.mutate(
      type === 'category'
        ? { type, categoryID: categoryId!, quantity: quantity ?? 0 }
        : type === 'section'
          ? { type, sectionName: sectionName.trim() }
          : { type, miscItemID: miscId!, quantity: quantity ?? 0 },
      {
        onSuccess: () => {
          setCategoryId(null);
          setMiscId(null);
          setSectionName('');
          setQty('1');
          onAdded();
        },
      },
    );
  };

  const createNew = async () => {
    const name = await dialogs.prompt(XBOOK_TEXT.newMiscItem);
    // An empty name is ignored.
    if (!name?.trim()) return;
    createMisc.mutate(name.trim(), {
      onSuccess: ({ item }) => setMiscId(item.id),
      // A name that exists is refused in the server's words.
      onError: (error) => void showFailure(dialogs, error, { context: 'xbook misc item' }),
    });
  };

  return (
    <Modal
      title="Add Items"
      onClose={onClose}
      width={640}
      footer={
        <>
          <button type="button" onClick={onClose}>
            Done
          </button>
          <button type="button" className="primary" disabled={!ready || add.isPending} onClick={submit}>
            Add
          </button>
        </>
      }
    >
      <form
        className="form-grid"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <span>Type</span>
        <fieldset className="segmented" aria-label="Type">
          {TYPES.map(([value, label]) => (
            <label key={value}>
              <input type="radio" name="item-type" checked={type === value} onChange={() => setType(value)} />
              {label}
            </label>
          ))}
        </fieldset>
        {type === 'category' && (
          <>
            <span>Category</span>
            {categories.isPending ? (
              <span className="muted">Loading…</span>
            ) : (
              <RecordPicker
                label="Category"
                records={categories.data?.categories ?? []}
                value={categoryId}
                onChange={setCategoryId}
                getId={(c) => c.id}
                getLabel={(c) => c.selectDescriptionWithDepartment}
              />
            )}
          </>
        )}
        {type === 'section' && (
          <>
            <label htmlFor="section-name">Section Name</label>
            <input
              id="section-name"
              type="text"
              maxLength={200}
              value={sectionName}
              onChange={(e) => setSectionName(e.target.value)}
            />
          </>
        )}
        {type === 'misc' && (
          <>
            <span>Misc. Item</span>
            <div className="row">
              <RecordPicker
                label="Misc. Item"
                records={misc.data?.items ?? []}
                value={miscId}
                onChange={setMiscId}
                getId={(m) => m.id}
                getLabel={(m) => m.name}
              />
              <button type="button" onClick={createNew} disabled={createMisc.isPending}>
                Create New
              </button>
            </div>
          </>
        )}
        {type !== 'section' && (
          <>
            <label htmlFor="add-qty">Qty</label>
            <input
              id="add-qty"
              type="number"
              min={0}
              step={1}
              value={qty}
              onChange={(e) => setQty(e.target.value)}
              className="qty-input"
            />
          </>
        )}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
