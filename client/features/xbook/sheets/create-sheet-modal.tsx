import { useMemo, useState } from 'react';
import type { LibraryDepartment } from '../../../../contracts/xbook';
import { Modal } from '../../../platform/modal';
import { RecordPicker } from '../../../platform/record-picker';
import { useCategories } from '../items/api';
import { useCreateSheet } from './api';

/**
 * Spec 2.5: the chosen folder, a Category select (this department's categories) and a required
 * Name; choosing a category fills the name with its description; Create waits for a name.
 */
export function CreateSheetModal({
  department,
  folder,
  onClose,
  onCreated,
}: {
  department: LibraryDepartment;
  folder: { id: number; path: string };
  onClose(): void;
  onCreated(route: string): void;
}) {
  const categories = useCategories();
  const mine = useMemo(
    () => (categories.data?.categories ?? []).filter((c) => c.department_id === department.id),
    [categories.data, department.id],
  );
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const create = useCreateSheet();
  const submit = () => {
    if (!name.trim()) return;
    create.mutate(
      { departmentID: department.id, folderID: folder.id, categoryID: categoryId ?? '', name: name.trim() },
      {
        onSuccess: ({ sheet }) => {
          onClose();
          onCreated(sheet.route);
        },
      },
    );
  };
  return (
    <Modal
      title="Create Content Sheet"
      onClose={onClose}
      footer={
        <>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="primary"
            disabled={!name.trim() || create.isPending}
            onClick={submit}
          >
            Create
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
        <span>Folder</span>
        <strong>
          {department.title} / {folder.path}
        </strong>
        <span>Category</span>
        {categories.isPending ? (
          <span className="muted">Loading…</span>
        ) : (
          <RecordPicker
            label="Category"
            records={mine}
            value={categoryId}
            onChange={(id) => {
              setCategoryId(id);
              const chosen = mine.find((c) => c.id === id);
              if (chosen) setName(chosen.description);
            }}
            getId={(c) => c.id}
            getLabel={(c) => c.selectDescription}
            // Issue 24.7: hundreds of categories are found by typing, not scrolled through.
            searchable
          />
        )}
        <label htmlFor="sheet-name">Name</label>
        <input id="sheet-name" type="text" required value={name} onChange={(e) => setName(e.target.value)} />
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
