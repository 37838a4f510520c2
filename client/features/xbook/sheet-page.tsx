import { type ComponentType, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { SheetItem } from '../../../contracts/xbook';
import { folderRoute, XBOOK_TEXT, xbookCalls } from '../../../contracts/xbook';
import { useDialogs } from '../../platform/dialogs';
import { NotFoundPage } from '../../platform/layout/not-found-page';
import { isNotFound } from '../../platform/refusals';
import { useCurrentUser } from '../../platform/session';
import { DuplicateSheetModal } from './folders/duplicate-sheet-modal';
import { ImageModal } from './images/image-modal';
import { AddItemsModal } from './items/add-items-modal';
import { useItems } from './items/api';
import { SheetItems } from './items/sheet-items';
import { PrintModal } from './prints/print-modal';
import { useDeleteSheet, usePatchSheet, useSheet } from './sheets/api';
import { SheetDetails } from './sheets/sheet-details';
import './xbook.css';
import { AuditTrail } from '../../platform/audit-trail';

/**
 * Spec 2.4: a content sheet, in view mode or (admin) edit-items mode. `addToPull` is show pulls'
 * "Add to a pull…" button, handed over by the router: show pulls imports this area's sheet finder,
 * so this area does not import show pulls back.
 */
export function SheetPage({
  addToPull: AddToPull,
}: {
  addToPull: ComponentType<{ sheet: { id: number; name: string } }>;
}) {
  const raw = useParams().id;
  const id = Number(raw);
  const known = Number.isInteger(id) && id > 0;
  const user = useCurrentUser();
  // Once deleted, the sheet is not asked for again while the screen leaves.
  const [deleted, setDeleted] = useState(false);
  const sheet = useSheet(id, known && !deleted);
  const items = useItems(id, known && !deleted);
  const [editing, setEditing] = useState(false);
  const [modal, setModal] = useState<'print' | 'add' | 'duplicate' | null>(null);
  const [imageOf, setImageOf] = useState<SheetItem | null>(null);
  const highlighted = useHighlightedItem(items.data?.items.length ?? 0);
  const list = useRef<HTMLDivElement>(null);
  const count = items.data?.items.length ?? 0;

  // Edit mode needs items: it ends when the last one is deleted.
  useEffect(() => {
    if (count === 0) setEditing(false);
  }, [count]);

  if (isNotFound(sheet.error) || isNotFound(items.error) || !known)
    return <NotFoundPage what="Content sheet">There is no content sheet {raw}.</NotFoundPage>;
  if (deleted || sheet.isPending) return <p className="muted">Loading…</p>;
  if (!sheet.data) return <p className="muted">This content sheet could not be loaded.</p>;
  const s = sheet.data.sheet;

  return (
    <section className="xbook sheet">
      <nav className="breadcrumbs muted" aria-label="Where">
        <Link to={`/xbook/departments/${s.department_id}`}>Xbook</Link> › {s.folder_path}
      </nav>
      <div className="toolbar">
        <h1>{s.name}</h1>
        {user.isAdmin && <RenameButton sheet={s} />}
        <span className="spacer" />
        <AddToPull sheet={s} />
        <button type="button" onClick={() => setModal('print')}>
          Print
        </button>
        {user.isAdmin && (
          <button type="button" onClick={() => setModal('duplicate')}>
            Duplicate
          </button>
        )}
        {user.isAdmin && <DeleteSheetButton sheet={s} onDeleted={() => setDeleted(true)} />}
        {user.isAdmin && count > 0 && (
          <button type="button" aria-pressed={editing} onClick={() => setEditing(!editing)}>
            {editing ? 'Done Editing' : 'Edit Items'}
          </button>
        )}
        {user.isAdmin && (
          <button type="button" className="primary" onClick={() => setModal('add')}>
            Add
          </button>
        )}
      </div>
      <SheetDetails sheet={s} isAdmin={user.isAdmin} />
      <div className="sheet-list" ref={list}>
        {items.isPending ? (
          <p className="muted">Loading…</p>
        ) : (
          <SheetItems
            sheetId={s.id}
            items={items.data?.items ?? []}
            editing={editing}
            isAdmin={user.isAdmin}
            highlighted={highlighted}
            onImage={setImageOf}
          />
        )}
      </div>
      {user.canEdit && <AuditTrail history={xbookCalls.sheetHistory} id={s.id} />}
      {modal === 'print' && <PrintModal sheet={s} onClose={() => setModal(null)} />}
      {modal === 'duplicate' && <DuplicateSheetModal sheet={s} onClose={() => setModal(null)} />}
      {modal === 'add' && (
        <AddItemsModal
          sheetId={s.id}
          onClose={() => setModal(null)}
          onAdded={() =>
            // After adding, the list scrolls down to the new line.
            requestAnimationFrame(() =>
              list.current?.querySelector('tbody tr:last-child')?.scrollIntoView?.({ block: 'nearest' }),
            )
          }
        />
      )}
      {imageOf && <ImageModal item={imageOf} isAdmin={user.isAdmin} onClose={() => setImageOf(null)} />}
    </section>
  );
}

/** #item-{id} (a search result's link): that line is scrolled to and marked. */
function useHighlightedItem(loaded: number): number | null {
  const { hash } = useLocation();
  const id = /^#item-(\d+)$/.exec(hash)?.[1];
  useEffect(() => {
    if (id && loaded) document.getElementById(`item-${id}`)?.scrollIntoView?.({ block: 'center' });
  }, [id, loaded]);
  return id ? Number(id) : null;
}

function RenameButton({ sheet }: { sheet: Parameters<typeof usePatchSheet>[0] }) {
  const dialogs = useDialogs();
  const patch = usePatchSheet(sheet);
  return (
    <button
      type="button"
      className="link-button"
      onClick={async () => {
        const name = await dialogs.prompt('Content sheet name', sheet.name);
        if (name === null) return;
        if (!name.trim()) return dialogs.alert(XBOOK_TEXT.nameRequired);
        if (name.trim() !== sheet.name) patch.mutate({ field: 'name', body: { name: name.trim() } });
      }}
    >
      Rename
    </button>
  );
}

function DeleteSheetButton({
  sheet,
  onDeleted,
}: {
  sheet: Parameters<typeof useDeleteSheet>[0];
  onDeleted(): void;
}) {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const remove = useDeleteSheet(sheet);
  return (
    <button
      type="button"
      className="danger"
      disabled={remove.isPending}
      onClick={async () => {
        if (!(await dialogs.confirm(XBOOK_TEXT.deleteSheet))) return;
        remove.mutate(undefined, {
          onSuccess: () => {
            onDeleted();
            navigate(folderRoute(sheet.folder.id), { replace: true });
          },
        });
      }}
    >
      Delete Content Sheet
    </button>
  );
}
