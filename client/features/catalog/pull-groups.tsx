import { useState } from 'react';
import { catalogCalls, type PullGroup } from '../../../contracts/catalog';
import { call } from '../../platform/http';
import { useAreaWrite, useCatalogOptions } from './api';
import { SelectField, TextField } from './fields';
import { RecordEditor } from './record-editor';
import { RecordScreen } from './record-screen';

/** Pull groups: a department's groups of categories on a pull. */
export function PullGroupsScreen() {
  return (
    <RecordScreen<PullGroup>
      title="Pull Groups"
      noun="pull group"
      queryKey={['catalog', 'pull-groups']}
      load={(query, signal) => call(catalogCalls.pullGroups, { query }, { signal })}
      columns={[
        { label: 'Pull group', cell: (g) => g.name },
        { label: 'Department', cell: (g) => g.department },
        { label: 'Categories', cell: (g) => g.categories.toLocaleString('en-US'), className: 'num' },
      ]}
      editor={PullGroupEditor}
    />
  );
}

function PullGroupEditor({ record, onClose }: { record: PullGroup | null; onClose(): void }) {
  const departments = useCatalogOptions().data?.departments ?? [];
  const [name, setName] = useState(record?.name ?? '');
  const [departmentId, setDepartmentId] = useState(record?.departmentId ?? 0);
  const save = useAreaWrite('catalog', () => {
    const body = { name, departmentId };
    return record
      ? call(catalogCalls.updatePullGroup, { params: { id: record.id }, body })
      : call(catalogCalls.createPullGroup, { body });
  });
  return (
    <RecordEditor
      title={record ? `Pull group ${record.name}` : 'New pull group'}
      area="catalog"
      saving={save.isPending}
      onSave={() => save.mutate(undefined, { onSuccess: onClose })}
      onDelete={
        record
          ? {
              label: `pull group ${record.name}`,
              run: () => call(catalogCalls.deletePullGroup, { params: { id: record.id } }),
            }
          : undefined
      }
      onClose={onClose}
    >
      <TextField label="Name" value={name} onChange={setName} required maxLength={100} />
      <SelectField
        label="Department"
        value={departmentId}
        onChange={(v) => setDepartmentId(Number(v))}
        required
      >
        <option value={0}>No Selection</option>
        {departments.map((d) => (
          <option key={d.id} value={d.id}>
            {d.title}
          </option>
        ))}
      </SelectField>
    </RecordEditor>
  );
}
