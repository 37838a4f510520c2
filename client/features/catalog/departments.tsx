import { useState } from 'react';
import { catalogCalls, type Department } from '../../../contracts/catalog';
import { call } from '../../platform/http';
import { useAreaWrite, useCatalogOptions } from './api';
import { NumberField, TextField, toNumber } from './fields';
import { RecordEditor } from './record-editor';
import { RecordScreen } from './record-screen';

/** Departments: title, colour, department group, order. */
export function DepartmentsScreen() {
  return (
    <RecordScreen<Department>
      title="Departments"
      noun="department"
      queryKey={['catalog', 'departments']}
      load={(query, signal) => call(catalogCalls.departments, { query }, { signal })}
      columns={[
        { label: 'Department', cell: (d) => d.title },
        {
          label: 'Colour',
          cell: (d) => (
            <span className="swatch" style={{ background: d.color, color: d.contrast }}>
              {d.color}
            </span>
          ),
        },
        { label: 'Group', cell: (d) => d.group ?? '' },
        { label: 'Order', cell: (d) => d.order, className: 'num' },
        { label: 'Categories', cell: (d) => d.categories.toLocaleString('en-US'), className: 'num' },
      ]}
      editor={DepartmentEditor}
    />
  );
}

function DepartmentEditor({ record, onClose }: { record: Department | null; onClose(): void }) {
  const groups = useCatalogOptions().data?.departmentGroups ?? [];
  const [title, setTitle] = useState(record?.title ?? '');
  const [color, setColor] = useState(record?.color ?? '#64748b');
  const [group, setGroup] = useState(record?.group ?? '');
  const [order, setOrder] = useState<string | number>(record?.order ?? 0);
  const save = useAreaWrite('catalog', () => {
    const body = { title, color, group, order: toNumber(order) };
    return record
      ? call(catalogCalls.updateDepartment, { params: { id: record.id }, body })
      : call(catalogCalls.createDepartment, { body });
  });
  return (
    <RecordEditor
      title={record ? `Department ${record.title}` : 'New department'}
      area="catalog"
      saving={save.isPending}
      onSave={() => save.mutate(undefined, { onSuccess: onClose })}
      onDelete={
        record
          ? {
              label: `department ${record.title}`,
              run: () => call(catalogCalls.deleteDepartment, { params: { id: record.id } }),
            }
          : undefined
      }
      onClose={onClose}
    >
      <TextField label="Title" value={title} onChange={setTitle} required maxLength={100} />
      <TextField label="Colour" type="color" value={color} onChange={setColor} />
      <label className="field">
        <span>Department group</span>
        <input
          list="department-groups"
          value={group}
          maxLength={100}
          onChange={(e) => setGroup(e.target.value)}
        />
        <datalist id="department-groups">
          {groups.map((g) => (
            <option key={g} value={g} />
          ))}
        </datalist>
      </label>
      <NumberField label="Order" value={order} onChange={setOrder} />
    </RecordEditor>
  );
}
