import { useState } from 'react';
import type { FolderNode } from '../../../../contracts/xbook';
import { XBOOK_TEXT } from '../../../../contracts/xbook';
import { useDialogs } from '../../../platform/dialogs';
import { Modal } from '../../../platform/modal';
import { useFolderVerbs } from './api';
import { folderPaths } from './folder-tree';

/** The ids of a folder and every folder under it: where it cannot move. */
function subtree(nodes: readonly FolderNode[], id: number): Set<number> {
  const out = new Set<number>();
  const walk = (list: readonly FolderNode[], inside: boolean) => {
    for (const n of list) {
      const here = inside || n.id === id;
      if (here) out.add(n.id);
      walk(n.child_folders, here);
    }
  };
  walk(nodes, false);
  return out;
}

/** A folder's own name, found in the tree. */
export function folderName(nodes: readonly FolderNode[], id: number): string | undefined {
  for (const n of nodes) {
    if (n.id === id) return n.name;
    const below = folderName(n.child_folders, id);
    if (below !== undefined) return below;
  }
  return undefined;
}

/** A select of the department's folders by path ("Standard Packages / Breakouts"). */
export function FolderSelect({
  tree,
  value,
  onChange,
  label,
  top,
  exclude = new Set(),
}: {
  tree: readonly FolderNode[];
  value: number | null;
  onChange(id: number | null): void;
  label: string;
  /** The choice meaning "no folder above" (moving to the top), if offered. */
  top?: string;
  exclude?: ReadonlySet<number>;
}) {
  const paths = [...folderPaths(tree)]
    .filter(([id]) => !exclude.has(id))
    .sort((a, b) => a[1].localeCompare(b[1]));
  return (
    <select
      aria-label={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
    >
      <option value="">{top ?? 'Choose a folder'}</option>
      {paths.map(([id, path]) => (
        <option key={id} value={id}>
          {path}
        </option>
      ))}
    </select>
  );
}

function MoveFolderModal({
  tree,
  folder,
  onMove,
  onClose,
}: {
  tree: readonly FolderNode[];
  folder: { id: number; path: string };
  onMove(parent: number | null): void;
  onClose(): void;
}) {
  const [parent, setParent] = useState<number | null>(null);
  return (
    <Modal
      title={`Move ${folder.path}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="primary" onClick={() => onMove(parent)}>
            Move
          </button>
        </>
      }
    >
      <div className="field">
        <span>Into</span>
        <FolderSelect
          tree={tree}
          value={parent}
          onChange={setParent}
          label="Move into"
          top="The top of the tree"
          exclude={subtree(tree, folder.id)}
        />
      </div>
    </Modal>
  );
}

/** Issue 24.6: the selected folder's Rename, Move and Delete (admins). */
export function FolderActions({
  departmentId,
  tree,
  folder,
  onDeleted,
}: {
  departmentId: number;
  tree: readonly FolderNode[];
  folder: { id: number; name: string; path: string };
  onDeleted(): void;
}) {
  const dialogs = useDialogs();
  const { rename, move, remove } = useFolderVerbs(departmentId);
  const [moving, setMoving] = useState(false);
  const renameFolder = async () => {
    const name = await dialogs.prompt('Folder name', folder.name);
    if (name === null) return;
    if (!name.trim()) return dialogs.alert(XBOOK_TEXT.folderNameRequired);
    if (name.trim() !== folder.name) rename.mutate({ id: folder.id, name: name.trim() });
  };
  const deleteFolder = () => remove.mutate(folder.id, { onSuccess: (deleted) => deleted && onDeleted() });
  return (
    <div className="panel-actions folder-actions">
      <button type="button" onClick={renameFolder} disabled={rename.isPending}>
        Rename Folder
      </button>
      <button type="button" onClick={() => setMoving(true)} disabled={move.isPending}>
        Move Folder
      </button>
      <button type="button" className="danger" onClick={deleteFolder} disabled={remove.isPending}>
        Delete Folder
      </button>
      {moving && (
        <MoveFolderModal
          tree={tree}
          folder={folder}
          onClose={() => setMoving(false)}
          onMove={(parentFolderID) =>
            move.mutate({ id: folder.id, parentFolderID }, { onSuccess: () => setMoving(false) })
          }
        />
      )}
    </div>
  );
}
