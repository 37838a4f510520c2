import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { type ContentSheet, XBOOK_TEXT } from '../../../../contracts/xbook';
import { Modal } from '../../../platform/modal';
import { useDepartment, useDuplicateSheet } from './api';
import { FolderSelect } from './folder-actions';

/** Issue 24.6: Duplicate: a copy of the sheet and its items, in a folder chosen of its department. */
export function DuplicateSheetModal({ sheet, onClose }: { sheet: ContentSheet; onClose(): void }) {
  const navigate = useNavigate();
  const tree = useDepartment(sheet.department_id).data?.folders ?? [];
  const [folderId, setFolderId] = useState<number | null>(sheet.folder.id);
  const [name, setName] = useState(`${sheet.name} (copy)`);
  const [problem, setProblem] = useState('');
  const duplicate = useDuplicateSheet(sheet.department_id);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (folderId === null) return setProblem(XBOOK_TEXT.folderRequired);
    if (!name.trim()) return setProblem(XBOOK_TEXT.nameRequired);
    duplicate.mutate(
      { id: sheet.id, folderID: folderId, name: name.trim() },
      {
        onSuccess: ({ sheet: copy }) => {
          onClose();
          navigate(copy.route);
        },
      },
    );
  };
  return (
    <Modal title="Duplicate Content Sheet" onClose={onClose}>
      <form className="stack-form" onSubmit={submit}>
        <div className="field">
          <span>Folder</span>
          <FolderSelect tree={tree} value={folderId} onChange={setFolderId} label="Folder of the copy" />
        </div>
        <label>
          Name
          <input value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
        </label>
        {problem && <p className="form-error">{problem}</p>}
        <button type="submit" className="primary" disabled={duplicate.isPending}>
          Duplicate
        </button>
      </form>
    </Modal>
  );
}
