import { type FormEvent, useState } from 'react';
import { showPullCalls as calls, type ShowPullView } from '../../../../contracts/show-pulls';
import { Modal } from '../../../platform/modal';
import { RecordPicker } from '../../../platform/record-picker';
import { usePullWrite } from '../write/pull-write';
import { useCategoryList } from './category-list';

const NONE: never[] = [];

/**
 * The description when the category changes (issue 38.6): it follows the category while it is the
 * last category's own (or empty); one the writer typed stays.
 */
export const describeAfterCategoryChange = (current: string, previous: string | undefined, next: string) =>
  !current.trim() || current === previous ? next : current;

/** Add Custom Item (spec 5): categoryID, description and qty are required; notes are optional. */
export function CustomItemModal({ view, onClose }: { view: ShowPullView; onClose(): void }) {
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [description, setDescription] = useState('');
  const [qty, setQty] = useState('1');
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState('');
  const categories = useCategoryList().data ?? NONE;
  const create = usePullWrite(view.showPull.id, calls.createCustomItem);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Math.floor(Number(qty));
    if (categoryId === null || !description.trim() || !qty.trim() || !Number.isFinite(n) || n < 0)
      return setProblem('Category, description and qty are required.');
    create.mutate(
      {
        showPullID: view.showPull.id,
        categoryID: categoryId,
        description: description.trim(),
        qty: n,
        notes,
      },
      { onSuccess: onClose },
    );
  };
  return (
    <Modal title="Add Custom Item" onClose={onClose}>
      <form className="stack-form" onSubmit={submit}>
        <div className="field">
          <span>Category</span>
          <RecordPicker
            label="Category"
            records={categories}
            value={categoryId}
            onChange={(id) => {
              const before = categories.find((x) => x.id === categoryId);
              const c = categories.find((x) => x.id === id);
              setCategoryId(id);
              if (c)
                setDescription(describeAfterCategoryChange(description, before?.description, c.description));
            }}
            getId={(c) => c.id}
            getLabel={(c) => `${c.name} ${c.description}`}
            required
          />
        </div>
        <label>
          Description
          <input
            required
            value={description}
            maxLength={500}
            onChange={(e) => setDescription(e.target.value)}
          />
        </label>
        <label>
          Qty
          <input
            required
            type="number"
            min={0}
            step={1}
            value={qty}
            onChange={(e) => setQty(e.target.value)}
          />
        </label>
        <label>
          Notes
          <textarea rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </label>
        {problem && <p className="form-error">{problem}</p>}
        <button type="submit" className="primary" disabled={create.isPending}>
          Add Custom Item
        </button>
      </form>
    </Modal>
  );
}
