import { XBOOK_TEXT } from '../../../../contracts/xbook';
import { useDialogs } from '../../../platform/dialogs';
import { useCreateFolder } from './api';

/** Add Folder (inside the selected folder, or at the top) and Add Content Sheet (in the selected folder). */
export function AdminButtons({
  departmentId,
  selected,
  selectedPath,
  onCreated,
  onAddSheet,
}: {
  departmentId: number;
  selected: number | null;
  selectedPath: string | undefined;
  onCreated(id: number, parent: number | null): void;
  onAddSheet(): void;
}) {
  const dialogs = useDialogs();
  const create = useCreateFolder(departmentId);
  // Issue 24.6: with a folder selected, a top-level folder can still be added.
  const addFolder = async (parent: number | null) => {
    const where = parent !== null && selectedPath ? ` in ${selectedPath}` : ' at the top';
    const name = await dialogs.prompt(`New folder name${where}`);
    if (name === null) return;
    if (!name.trim()) return dialogs.alert(XBOOK_TEXT.folderNameRequired);
    create.mutate(
      { name: name.trim(), parentFolderID: parent },
      { onSuccess: ({ folder }) => onCreated(folder.id, folder.content_sheet_folder_id) },
    );
  };
  return (
    <div className="panel-actions">
      <button type="button" onClick={() => addFolder(selected)} disabled={create.isPending}>
        Add Folder
      </button>
      {selected !== null && (
        <button type="button" onClick={() => addFolder(null)} disabled={create.isPending}>
          Add Top-Level Folder
        </button>
      )}
      <button
        type="button"
        className="primary"
        disabled={selected === null}
        title={selected === null ? 'Select a folder first' : undefined}
        onClick={onAddSheet}
      >
        Add Content Sheet
      </button>
    </div>
  );
}
