import { useState } from 'react';
import { categoryCalls, type Dependency } from '../../../contracts/catalog-categories';
import { call } from '../../platform/http';
import { useAreaWrite, useCatalogOptions } from './api';
import { CategoryFinder } from './category-finder';
import { SelectField, TextField } from './fields';
import { RecordEditor } from './record-editor';
import { RecordScreen } from './record-screen';

/** Dependencies: "when this category is on a pull, it also needs ..." (all of them, or any other). */
export function DependenciesScreen() {
  return (
    <RecordScreen<Dependency>
      title="Dependencies"
      noun="dependency"
      plural="dependencies"
      queryKey={['catalog', 'dependencies']}
      load={(query, signal) => call(categoryCalls.dependencies, { query }, { signal })}
      columns={[
        { label: 'For category', cell: (d) => d.category },
        { label: 'Message', cell: (d) => d.message },
        { label: 'Logic', cell: (d) => (d.logic === 'all' ? 'All' : 'Other') },
        { label: 'Requires', cell: (d) => d.requires.map((r) => r.label).join('; ') },
      ]}
      editor={DependencyEditor}
    />
  );
}

type Requirement = Dependency['requires'][number];

function DependencyEditor({ record, onClose }: { record: Dependency | null; onClose(): void }) {
  const options = useCatalogOptions().data;
  const [category, setCategory] = useState(record ? { id: record.categoryId, label: record.category } : null);
  const [message, setMessage] = useState(record?.message ?? '');
  const [logic, setLogic] = useState<'all' | 'other'>(record?.logic ?? 'all');
  const [requires, setRequires] = useState<Requirement[]>(record?.requires ?? []);
  const save = useAreaWrite('catalog', () => {
    const body = {
      categoryId: category?.id ?? 0,
      message,
      logic,
      requires: requires.map((r) =>
        r.categoryId !== null ? { categoryId: r.categoryId } : { pullGroupId: r.pullGroupId ?? 0 },
      ),
    };
    return record
      ? call(categoryCalls.updateDependency, { params: { id: record.id }, body })
      : call(categoryCalls.createDependency, { body });
  });
  const add = (r: Requirement) =>
    setRequires((rs) =>
      rs.some((x) => x.categoryId === r.categoryId && x.pullGroupId === r.pullGroupId) ? rs : [...rs, r],
    );
  const departmentTitle = (id: number) => options?.departments.find((d) => d.id === id)?.title ?? '';
  return (
    <RecordEditor
      title={record ? `Dependency of ${record.category}` : 'New dependency'}
      area="catalog"
      saving={save.isPending}
      onSave={() => save.mutate(undefined, { onSuccess: onClose })}
      onDelete={
        record
          ? {
              label: `the dependency of ${record.category}`,
              run: () => call(categoryCalls.deleteDependency, { params: { id: record.id } }),
            }
          : undefined
      }
      onClose={onClose}
      width={720}
    >
      <div className="field">
        <span>For category</span>
        <strong>{category?.label ?? 'No Selection'}</strong>
        <CategoryFinder
          label="For category"
          onPick={(c) => setCategory({ id: c.id, label: `${c.number} ${c.description}` })}
        />
      </div>
      <TextField label="Message" value={message} onChange={setMessage} required maxLength={500} />
      <SelectField label="Logic" value={logic} onChange={(v) => setLogic(v === 'other' ? 'other' : 'all')}>
        <option value="all">All: every required item</option>
        <option value="other">Other: any one of them</option>
      </SelectField>
      <div className="field">
        <span>Requires</span>
        <ul className="chips">
          {requires.length === 0 && <li className="muted">Nothing yet</li>}
          {requires.map((r) => (
            <li key={`${r.categoryId}-${r.pullGroupId}`}>
              {r.label}{' '}
              <button
                type="button"
                aria-label={`Remove ${r.label}`}
                onClick={() => setRequires((rs) => rs.filter((x) => x !== r))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <CategoryFinder
          label="Require category"
          onPick={(c) => add({ categoryId: c.id, pullGroupId: null, label: `${c.number} ${c.description}` })}
        />
        <SelectField
          label="Require pull group"
          value=""
          onChange={(v) => {
            const g = options?.pullGroups.find((x) => x.id === Number(v));
            if (g) add({ categoryId: null, pullGroupId: g.id, label: `Pull group ${g.name}` });
          }}
        >
          <option value="">Choose…</option>
          {options?.pullGroups.map((g) => (
            <option key={g.id} value={g.id}>
              {departmentTitle(g.departmentId)} / {g.name}
            </option>
          ))}
        </SelectField>
      </div>
    </RecordEditor>
  );
}
