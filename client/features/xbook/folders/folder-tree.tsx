import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { FolderNode, SheetSummary } from '../../../../contracts/xbook';

interface TreeProps {
  folders: readonly FolderNode[];
  sheetsByFolder: ReadonlyMap<number, SheetSummary[]>;
  open: ReadonlySet<number>;
  selected: number | null;
  onToggle(id: number): void;
  onSelect(id: number): void;
}

/** Spec 2.2: the department's folders, nested; a folder opens and closes, showing its sheets. */
export function FolderTree(props: TreeProps) {
  if (!props.folders.length) return <p className="muted">No folders yet.</p>;
  return (
    <ul className="folder-tree" aria-label="Folders">
      {props.folders.map((f) => (
        <FolderRow key={f.id} folder={f} depth={0} {...props} />
      ))}
    </ul>
  );
}

function FolderRow({ folder, depth, ...props }: TreeProps & { folder: FolderNode; depth: number }) {
  const isOpen = props.open.has(folder.id);
  const isSelected = props.selected === folder.id;
  const sheets = props.sheetsByFolder.get(folder.id) ?? [];
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isSelected) row.current?.scrollIntoView?.({ block: 'nearest' });
  }, [isSelected]);
  return (
    <li data-folder-id={folder.id}>
      <div
        ref={row}
        className={isSelected ? 'folder-row selected' : 'folder-row'}
        style={{ paddingLeft: depth * 16 }}
      >
        <button
          type="button"
          className="link-button toggle"
          aria-label={`${isOpen ? 'Close' : 'Open'} ${folder.name}`}
          aria-expanded={isOpen}
          onClick={() => props.onToggle(folder.id)}
        >
          {isOpen ? '▾' : '▸'}
        </button>
        <button
          type="button"
          className="link-button folder-name"
          aria-pressed={isSelected}
          onClick={() => {
            props.onSelect(folder.id);
            if (!isOpen) props.onToggle(folder.id);
          }}
        >
          <span className="folder-icon" aria-hidden="true" />
          {folder.name}
        </button>
        <span className="muted small">{sheets.length ? `${sheets.length}` : ''}</span>
      </div>
      {isOpen && (
        <ul>
          {folder.child_folders.map((c) => (
            <FolderRow key={c.id} folder={c} depth={depth + 1} {...props} />
          ))}
          {sheets.map((s) => (
            <li key={s.id} className="sheet-row" style={{ paddingLeft: (depth + 1) * 16 + 18 }}>
              <Link to={s.route}>{s.name}</Link>
            </li>
          ))}
          {!folder.child_folders.length && !sheets.length && (
            <li className="muted small" style={{ paddingLeft: (depth + 1) * 16 + 18 }}>
              Empty
            </li>
          )}
        </ul>
      )}
    </li>
  );
}

/** "Standard Packages / Breakouts" for each folder of the tree. */
export function folderPaths(folders: readonly FolderNode[]): Map<number, string> {
  const paths = new Map<number, string>();
  const walk = (nodes: readonly FolderNode[], above: string) => {
    for (const n of nodes) {
      const path = above ? `${above} / ${n.name}` : n.name;
      paths.set(n.id, path);
      walk(n.child_folders, path);
    }
  };
  walk(folders, '');
  return paths;
}
