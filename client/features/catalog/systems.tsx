import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type Category, categoryCalls } from '../../../contracts/catalog-categories';
import { EmptyRow } from '../../platform/empty-row';
import { call } from '../../platform/http';
import { useAreaWrite } from './api';
import { CategoryFinder } from './category-finder';
import { toNumber } from './fields';
import { RecordEditor } from './record-editor';
import { RecordList } from './record-list';

/** Systems: a system category's items and how many of each one system holds. */
export function SystemsScreen() {
  const [open, setOpen] = useState<Category | null>(null);
  return (
    <>
      <RecordList<Category>
        title="Systems"
        noun="system"
        queryKey={['catalog', 'systems']}
        load={(query, signal) =>
          call(categoryCalls.list, { query: { ...query, kind: 'system' } }, { signal })
        }
        columns={[
          { label: 'Number', cell: (c) => c.number, className: 'num' },
          { label: 'System', cell: (c) => c.description },
          { label: 'Department', cell: (c) => c.department },
        ]}
        onOpen={setOpen}
        toolbar={<span className="muted small">A category marked System under Categories appears here.</span>}
      />
      {open && <SystemEditor system={open} onClose={() => setOpen(null)} />}
    </>
  );
}

interface Line {
  categoryId: number;
  label: string;
  quantity: number | string;
}

function SystemEditor({ system, onClose }: { system: Category; onClose(): void }) {
  const { data } = useQuery({
    queryKey: ['catalog', 'system', system.id],
    queryFn: ({ signal }) => call(categoryCalls.system, { params: { id: system.id } }, { signal }),
  });
  const [lines, setLines] = useState<Line[] | null>(null);
  useEffect(() => {
    if (data && lines === null)
      setLines(
        data.items.map((i) => ({
          categoryId: i.categoryId,
          label: `${i.number} ${i.description}`,
          quantity: i.quantity,
        })),
      );
  }, [data, lines]);
  const save = useAreaWrite('catalog', () =>
    call(categoryCalls.setSystem, {
      params: { id: system.id },
      body: {
        items: (lines ?? []).map((l) => ({ categoryId: l.categoryId, quantity: toNumber(l.quantity) })),
      },
    }),
  );
  const setQuantity = (id: number, quantity: string) =>
    setLines((ls) => (ls ?? []).map((l) => (l.categoryId === id ? { ...l, quantity } : l)));
  return (
    <RecordEditor
      title={`System ${system.number} ${system.description}`}
      area="catalog"
      saving={save.isPending || lines === null}
      onSave={() => save.mutate(undefined, { onSuccess: onClose })}
      onClose={onClose}
      width={720}
    >
      <table className="grid">
        <thead>
          <tr>
            <th>Item</th>
            <th className="num">Per system</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {lines === null && <EmptyRow colSpan={3} text="Loading…" />}
          {lines?.length === 0 && <EmptyRow colSpan={3} text="No Items Yet" />}
          {lines?.map((l) => (
            <tr key={l.categoryId}>
              <td>{l.label}</td>
              <td className="num">
                <input
                  type="number"
                  min={1}
                  aria-label={`Quantity of ${l.label}`}
                  value={l.quantity}
                  onChange={(e) => setQuantity(l.categoryId, e.target.value)}
                />
              </td>
              <td>
                <button
                  type="button"
                  aria-label={`Remove ${l.label}`}
                  onClick={() => setLines((ls) => (ls ?? []).filter((x) => x.categoryId !== l.categoryId))}
                >
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <CategoryFinder
        label="Add item"
        onPick={(c) =>
          setLines((ls) =>
            (ls ?? []).some((l) => l.categoryId === c.id)
              ? ls
              : [...(ls ?? []), { categoryId: c.id, label: `${c.number} ${c.description}`, quantity: 1 }],
          )
        }
      />
    </RecordEditor>
  );
}
