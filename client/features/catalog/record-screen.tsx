import { type ComponentType, useState } from 'react';
import { RecordList, type RecordListProps } from './record-list';

/** An editor of one record; `record` is null for a new one. */
export type EditorOf<Row> = ComponentType<{ record: Row | null; onClose(): void }>;

/**
 * A kind's whole screen: its list, and its editor opened on a row (or empty, from New). Without
 * `canCreate` there is no New button (a system is a category marked System).
 */
export function RecordScreen<Row extends { id: number; isActive?: boolean }>({
  editor: Editor,
  canCreate = true,
  ...list
}: Omit<RecordListProps<Row>, 'onOpen' | 'onNew'> & { editor: EditorOf<Row>; canCreate?: boolean }) {
  const [open, setOpen] = useState<Row | 'new' | null>(null);
  return (
    <>
      <RecordList<Row> {...list} onOpen={setOpen} onNew={canCreate ? () => setOpen('new') : undefined} />
      {open && <Editor record={open === 'new' ? null : open} onClose={() => setOpen(null)} />}
    </>
  );
}
