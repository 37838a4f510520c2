import { useState } from 'react';
import { type Category, categoryCalls } from '../../../contracts/catalog-categories';
import { call } from '../../platform/http';
import { useAreaWrite, useCatalogOptions } from './api';
import { CheckField, NumberField, SelectField, TextField, toNumber } from './fields';
import { RecordEditor } from './record-editor';
import { yesNo } from './record-list';
import { RecordScreen } from './record-screen';

/** Categories: the equipment and labor catalogue, paged and searched by the server. */
export function CategoriesScreen() {
  return (
    <RecordScreen<Category>
      title="Categories"
      noun="category"
      plural="categories"
      queryKey={['catalog', 'categories']}
      load={(query, signal) => call(categoryCalls.list, { query }, { signal })}
      columns={[
        { label: 'Number', cell: (c) => c.number, className: 'num' },
        { label: 'Description', cell: (c) => c.description },
        { label: 'Department', cell: (c) => c.department },
        { label: 'Pull group', cell: (c) => c.pullGroup ?? '' },
        { label: 'Weight', cell: (c) => c.weight, className: 'num' },
        { label: 'Owned', cell: (c) => c.ownedQuantity.toLocaleString('en-US'), className: 'num' },
        { label: 'System', cell: (c) => yesNo(c.isSystem) },
        { label: 'Labor', cell: (c) => yesNo(c.isLabor) },
        { label: 'Active', cell: (c) => (c.isActive ? 'Yes' : 'No') },
      ]}
      editor={CategoryEditor}
    />
  );
}

const blank = {
  number: '' as string | number,
  description: '',
  departmentId: 0,
  pullGroupId: null as number | null,
  weight: 0 as string | number,
  isSystem: false,
  isSalesOnly: false,
  isLabor: false,
  isEditable: true,
  isActive: true,
  ownedQuantity: 0 as string | number,
};

function CategoryEditor({ record, onClose }: { record: Category | null; onClose(): void }) {
  const options = useCatalogOptions().data;
  const [v, setV] = useState(record ? { ...blank, ...record } : blank);
  const set =
    <K extends keyof typeof blank>(k: K) =>
    (value: (typeof blank)[K]) =>
      setV((o) => ({ ...o, [k]: value }));
  const groups = (options?.pullGroups ?? []).filter((g) => g.departmentId === v.departmentId);
  const save = useAreaWrite('catalog', () => {
    const body = {
      number: toNumber(v.number),
      description: v.description,
      departmentId: v.departmentId,
      pullGroupId: v.pullGroupId,
      weight: toNumber(v.weight),
      isSystem: v.isSystem,
      isSalesOnly: v.isSalesOnly,
      isLabor: v.isLabor,
      isEditable: v.isEditable,
      isActive: v.isActive,
      ownedQuantity: toNumber(v.ownedQuantity),
    };
    return record
      ? call(categoryCalls.update, { params: { id: record.id }, body })
      : call(categoryCalls.create, { body });
  });
  return (
    <RecordEditor
      title={record ? `Category ${record.number}` : 'New category'}
      area="catalog"
      saving={save.isPending}
      onSave={() => save.mutate(undefined, { onSuccess: onClose })}
      onDelete={
        record
          ? {
              label: `category ${record.number} ${record.description}`,
              run: () => call(categoryCalls.remove, { params: { id: record.id } }),
            }
          : undefined
      }
      onClose={onClose}
    >
      <div className="field-row">
        <NumberField label="Number" value={v.number} onChange={set('number')} min={1} />
        <TextField
          label="Description"
          value={v.description}
          onChange={set('description')}
          required
          maxLength={200}
        />
      </div>
      <div className="field-row">
        <SelectField
          label="Department"
          value={v.departmentId}
          onChange={(d) => setV((o) => ({ ...o, departmentId: Number(d), pullGroupId: null }))}
          required
        >
          <option value={0}>No Selection</option>
          {options?.departments.map((d) => (
            <option key={d.id} value={d.id}>
              {d.title}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Pull group"
          value={v.pullGroupId ?? ''}
          onChange={(g) => set('pullGroupId')(g ? Number(g) : null)}
        >
          <option value="">None</option>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="field-row">
        <NumberField label="Weight (lbs)" value={v.weight} onChange={set('weight')} step={0.01} />
        <NumberField label="Owned quantity" value={v.ownedQuantity} onChange={set('ownedQuantity')} />
      </div>
      <div className="checks">
        <CheckField label="System" checked={v.isSystem} onChange={set('isSystem')} />
        <CheckField label="Sales only" checked={v.isSalesOnly} onChange={set('isSalesOnly')} />
        <CheckField label="Labor" checked={v.isLabor} onChange={set('isLabor')} />
        <CheckField label="Editable" checked={v.isEditable} onChange={set('isEditable')} />
        <CheckField label="Active" checked={v.isActive} onChange={set('isActive')} />
      </div>
    </RecordEditor>
  );
}
