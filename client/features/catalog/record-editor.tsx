import type { FormEvent, ReactNode } from 'react';
import type { DeleteResponse } from '../../../contracts/catalog-fields';
import { useDialogs } from '../../platform/dialogs';
import { Modal } from '../../platform/modal';
import { useAreaWrite } from './api';
import './record-editor.css';

/**
 * The editor of one record, in a dialog: its fields, Save (Enter in any field), and for a saved
 * record Delete, which asks first and then says what happened (deleted, or deactivated because
 * the record is in use). Refusals come back in the server's words through the app's handler.
 */
export function RecordEditor({
  title,
  area,
  saving,
  onSave,
  onDelete,
  onClose,
  children,
  width = 640,
}: {
  title: string;
  /** The area whose lists are read again after a delete: 'catalog' or 'people'. */
  area: string;
  saving: boolean;
  onSave(): void;
  /** Given for a saved record: deletes it (or deactivates it) and says so. */
  onDelete?: { label: string; run(): Promise<DeleteResponse> };
  onClose(): void;
  children: ReactNode;
  width?: number;
}) {
  const dialogs = useDialogs();
  const remove = useAreaWrite(area, () => onDelete?.run() ?? Promise.reject(new Error('nothing to delete')));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave();
  };
  const askDelete = async () => {
    if (!onDelete || !(await dialogs.confirm(`Delete ${onDelete.label}?`))) return;
    const answer = await remove.mutateAsync(undefined).catch(() => undefined);
    if (!answer) return;
    await dialogs.alert(answer.message);
    onClose();
  };
  return (
    <Modal title={title} onClose={onClose} width={width}>
      <form className="record-form" onSubmit={submit}>
        {children}
        <div className="record-form-buttons">
          <button type="submit" className="primary" disabled={saving}>
            Save
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          {onDelete && (
            <button
              type="button"
              className="danger"
              disabled={remove.isPending}
              onClick={() => void askDelete()}
            >
              Delete
            </button>
          )}
        </div>
      </form>
    </Modal>
  );
}
