import type { SheetItem } from '../../../../contracts/xbook';
import { parseQuantity, XBOOK_TEXT } from '../../../../contracts/xbook';
import { useDialogs } from '../../../platform/dialogs';
import { EmptyRow } from '../../../platform/empty-row';
import { useDraft } from '../../../platform/use-draft';
import { useDeleteItem, useItemNotes, useItemQuantity, useReorderItems } from './api';
import { useDragOrder } from './use-drag-order';

interface Props {
  sheetId: number;
  items: readonly SheetItem[];
  editing: boolean;
  isAdmin: boolean;
  /** The item the address points at (#item-{id}). */
  highlighted: number | null;
  onImage(item: SheetItem): void;
}

/** Spec 2.4: the sheet's lines; in edit mode dragged to re-order, quantity and notes edited, deleted. */
export function SheetItems({ sheetId, items, editing, isAdmin, highlighted, onImage }: Props) {
  const reorder = useReorderItems(sheetId);
  const ids = items.map((i) => i.id);
  const drag = useDragOrder(ids, reorder.isPending, (order) => reorder.mutate(order));
  const byId = new Map(items.map((i) => [i.id, i]));
  const shown = drag.order.map((id) => byId.get(id)).filter((i): i is SheetItem => i !== undefined);
  const columns = editing ? 6 : 4;

  return (
    <>
      {editing && (
        <p className="drag-hint" role="status">
          {reorder.isPending ? 'Saving the new order…' : XBOOK_TEXT.dragToReorder}
        </p>
      )}
      <table className={editing ? 'grid sheet-items editing' : 'grid sheet-items'} aria-label="Items">
        <thead>
          <tr>
            {editing && <th aria-label="Drag" />}
            <th className="qty">Qty</th>
            <th>Item</th>
            <th>Notes</th>
            <th aria-label="Image" />
            {editing && <th aria-label="Delete" />}
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 && <EmptyRow colSpan={columns} text={XBOOK_TEXT.noItems} />}
          {shown.map((item) => (
            <tr
              key={item.id}
              id={`item-${item.id}`}
              ref={drag.rowRef(item.id)}
              data-item-id={item.id}
              className={[
                item.is_section ? 'section' : 'line',
                drag.draggingId === item.id ? 'dragging' : '',
                highlighted === item.id ? 'highlighted' : '',
              ]
                .filter(Boolean)
                .join(' ')}
            >
              {editing && (
                <td className="handle-cell">
                  <button
                    type="button"
                    className="drag-handle"
                    aria-label={`Drag ${item.name}`}
                    title={XBOOK_TEXT.dragToReorder}
                    disabled={reorder.isPending}
                    {...drag.handleProps(item.id)}
                  >
                    ⠿
                  </button>
                </td>
              )}
              {item.is_section ? (
                <td colSpan={4} className="section-name">
                  {item.name}
                </td>
              ) : (
                <ItemCells
                  sheetId={sheetId}
                  item={item}
                  editing={editing}
                  isAdmin={isAdmin}
                  onImage={onImage}
                />
              )}
              {editing && (
                <td>
                  <DeleteItem sheetId={sheetId} item={item} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function ItemCells({
  sheetId,
  item,
  editing,
  isAdmin,
  onImage,
}: {
  sheetId: number;
  item: SheetItem;
  editing: boolean;
  isAdmin: boolean;
  onImage(item: SheetItem): void;
}) {
  const quantity = useItemQuantity(sheetId);
  const notes = useItemNotes(sheetId);
  const dialogs = useDialogs();
  const showImage = item.hasImage || (editing && isAdmin);
  return (
    <>
      <td className="num qty">
        {editing ? (
          <EditBox
            kind="number"
            label={`Quantity of ${item.name}`}
            value={String(item.quantity)}
            onSave={(v) => {
              const q = parseQuantity(v);
              // Issue 24.7: a cleared quantity is refused (never saved as 0), and the box shows the saved one.
              if (q === null) {
                void dialogs.alert(XBOOK_TEXT.quantityRequired);
                return String(item.quantity);
              }
              if (q !== item.quantity) quantity.mutate({ id: item.id, quantity: q });
              return String(q);
            }}
          />
        ) : (
          item.quantity
        )}
      </td>
      <td className="item">
        <span className="item-name">{item.name}</span>
        {item.category_number && <span className="muted small"> #{item.category_number}</span>}
        {item.isMisc && <span className="badge">Misc</span>}
      </td>
      <td className="notes">
        {editing ? (
          <EditBox
            kind="text"
            label={`Notes for ${item.name}`}
            value={item.notes}
            onSave={(v) => {
              if (v !== item.notes) notes.mutate({ id: item.id, notes: v });
              return v;
            }}
          />
        ) : (
          item.notes
        )}
      </td>
      <td>
        {showImage && (
          <button
            type="button"
            className="link-button"
            aria-label={`Image of ${item.name}`}
            onClick={() => onImage(item)}
          >
            {item.hasImage ? 'View Image' : 'Add Image'}
          </button>
        )}
      </td>
    </>
  );
}

/** An input saved when it loses focus or on Enter; the value shown is what was saved. */
function EditBox({
  kind,
  label,
  value,
  onSave,
}: {
  kind: 'number' | 'text';
  label: string;
  value: string;
  onSave(v: string): string;
}) {
  const { draft, type, settle } = useDraft(value);
  const save = () => settle(onSave(draft));
  return (
    <input
      type={kind}
      min={kind === 'number' ? 0 : undefined}
      step={kind === 'number' ? 1 : undefined}
      aria-label={label}
      value={draft}
      maxLength={kind === 'text' ? 4000 : undefined}
      onChange={(e) => type(e.target.value)}
      onBlur={save}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          save();
        }
      }}
    />
  );
}

function DeleteItem({ sheetId, item }: { sheetId: number; item: SheetItem }) {
  const dialogs = useDialogs();
  const remove = useDeleteItem(sheetId);
  return (
    <button
      type="button"
      className="danger"
      aria-label={`Delete ${item.name}`}
      onClick={async () => {
        if (await dialogs.confirm(XBOOK_TEXT.deleteItem)) remove.mutate(item.id);
      }}
    >
      Delete
    </button>
  );
}
