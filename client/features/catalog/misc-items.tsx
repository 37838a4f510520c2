import { useState } from 'react';
import { catalogCalls, type MiscItem } from '../../../contracts/catalog';
import { call } from '../../platform/http';
import { useAreaWrite } from './api';
import { TextField } from './fields';
import { RecordEditor } from './record-editor';
import { RecordScreen } from './record-screen';

/** Misc items: named non-stock items a content sheet lists ("Gaff Tape"). */
export function MiscItemsScreen() {
  return (
    <RecordScreen<MiscItem>
      title="Misc Items"
      noun="misc item"
      queryKey={['catalog', 'misc-items']}
      load={(query, signal) => call(catalogCalls.miscItems, { query }, { signal })}
      columns={[
        { label: 'Name', cell: (m) => m.name },
        { label: 'Sheets', cell: (m) => m.sheets.toLocaleString('en-US'), className: 'num' },
      ]}
      editor={MiscItemEditor}
    />
  );
}

function MiscItemEditor({ record, onClose }: { record: MiscItem | null; onClose(): void }) {
  const [name, setName] = useState(record?.name ?? '');
  const save = useAreaWrite('catalog', () =>
    record
      ? call(catalogCalls.updateMiscItem, { params: { id: record.id }, body: { name } })
      : call(catalogCalls.createMiscItem, { body: { name } }),
  );
  return (
    <RecordEditor
      title={record ? `Misc item ${record.name}` : 'New misc item'}
      area="catalog"
      saving={save.isPending}
      onSave={() => save.mutate(undefined, { onSuccess: onClose })}
      onDelete={
        record
          ? {
              label: `misc item ${record.name}`,
              run: () => call(catalogCalls.deleteMiscItem, { params: { id: record.id } }),
            }
          : undefined
      }
      onClose={onClose}
    >
      <TextField label="Name" value={name} onChange={setName} required maxLength={200} />
    </RecordEditor>
  );
}
