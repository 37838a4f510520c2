import { useMemo } from 'react';
import type { ContentSheet } from '../../../../contracts/xbook';
import { renameToCategoryQuestion, XBOOK_TEXT } from '../../../../contracts/xbook';
import { useDialogs } from '../../../platform/dialogs';
import { RecordPicker } from '../../../platform/record-picker';
import { useDraft } from '../../../platform/use-draft';
import { useDepartment } from '../folders/api';
import { folderPaths } from '../folders/folder-tree';
import { useCategories } from '../items/api';
import { usePatchSheet } from './api';

/** Notes, category and folder; an admin edits each in place (spec 5's checks and question). */
export function SheetDetails({ sheet, isAdmin }: { sheet: ContentSheet; isAdmin: boolean }) {
  return (
    <dl className="facts sheet-facts">
      <dt>Notes</dt>
      <dd>{isAdmin ? <NotesEditor sheet={sheet} /> : <span className="pre">{sheet.notes || '-'}</span>}</dd>
      <dt>Category</dt>
      <dd>
        {isAdmin ? (
          <CategoryEditor sheet={sheet} />
        ) : sheet.category ? (
          `${sheet.category.name} - ${sheet.category.description}`
        ) : (
          '-'
        )}
      </dd>
      <dt>Folder</dt>
      <dd>{isAdmin ? <FolderEditor sheet={sheet} /> : sheet.folder_path}</dd>
    </dl>
  );
}

function NotesEditor({ sheet }: { sheet: ContentSheet }) {
  const patch = usePatchSheet(sheet);
  const { draft, type, settle } = useDraft(sheet.notes);
  return (
    <textarea
      aria-label="Sheet notes"
      rows={3}
      cols={60}
      maxLength={4000}
      value={draft}
      onChange={(e) => type(e.target.value)}
      onBlur={() => {
        settle(draft);
        if (draft !== sheet.notes) patch.mutate({ field: 'notes', body: { notes: draft } });
      }}
    />
  );
}

function CategoryEditor({ sheet }: { sheet: ContentSheet }) {
  const dialogs = useDialogs();
  const patch = usePatchSheet(sheet);
  const categories = useCategories();
  const mine = useMemo(
    () => (categories.data?.categories ?? []).filter((c) => c.department_id === sheet.department_id),
    [categories.data, sheet.department_id],
  );
  if (categories.isPending) return <span className="muted">Loading…</span>;
  return (
    <RecordPicker
      label="Category"
      records={mine}
      value={sheet.category?.id ?? null}
      disabled={patch.isPending}
      getId={(c) => c.id}
      getLabel={(c) => c.selectDescription}
      onChange={async (id) => {
        const chosen = mine.find((c) => c.id === id);
        const shouldUpdateName = chosen
          ? await dialogs.confirm(renameToCategoryQuestion(chosen.description))
          : false;
        patch.mutate({ field: 'category', body: { categoryID: id, shouldUpdateName } });
      }}
    />
  );
}

function FolderEditor({ sheet }: { sheet: ContentSheet }) {
  const dialogs = useDialogs();
  const patch = usePatchSheet(sheet);
  const department = useDepartment(sheet.department_id);
  const options = useMemo(() => [...folderPaths(department.data?.folders ?? [])], [department.data]);
  if (department.isPending) return <span>{sheet.folder_path}</span>;
  return (
    <select
      aria-label="Folder"
      value={sheet.folder.id}
      disabled={patch.isPending}
      onChange={(e) => {
        // The select shows the saved folder until the change is made: an empty choice reverts.
        if (!e.target.value) return void dialogs.alert(XBOOK_TEXT.folderRequired);
        patch.mutate({ field: 'folder', body: { folderID: Number(e.target.value) } });
      }}
    >
      <option value="">No Selection</option>
      {options.map(([id, path]) => (
        <option key={id} value={id}>
          {path}
        </option>
      ))}
    </select>
  );
}
