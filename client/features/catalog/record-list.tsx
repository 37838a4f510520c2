import { type ReactNode, useState } from 'react';
import { PAGE_SIZE } from '../../../contracts/catalog-fields';
import { EmptyRow } from '../../platform/empty-row';
import { useDebouncedValue } from '../../platform/use-debounced-value';
import { type LoadPage, useListPage } from './api';

export interface Column<Row> {
  label: string;
  cell(row: Row): ReactNode;
  className?: string;
}

/**
 * A list of one kind of record: a search and pages answered by the server (a catalogue of 50,000
 * categories sends 50 at a time), a New button, and each row's first cell opening its editor.
 */
export interface RecordListProps<Row> {
  title: string;
  /** 'department', for "3 departments" and "New department". */
  noun: string;
  plural?: string;
  queryKey: readonly unknown[];
  load: LoadPage<Row>;
  columns: Column<Row>[];
  onOpen(row: Row): void;
  onNew?(): void;
  toolbar?: ReactNode;
}

export function RecordList<Row extends { id: number; isActive?: boolean }>({
  title,
  noun,
  plural = `${noun}s`,
  queryKey,
  load,
  columns,
  onOpen,
  onNew,
  toolbar,
}: RecordListProps<Row>) {
  const [text, setText] = useState('');
  const [offset, setOffset] = useState(0);
  const search = useDebouncedValue(text.trim(), text.trim() ? 300 : 0);
  const { data, isPending, isFetching } = useListPage(queryKey, load, { search, offset, limit: PAGE_SIZE });
  const total = data?.total ?? 0;
  const [first, ...rest] = columns;
  return (
    <section className="record-list" aria-label={title}>
      <div className="toolbar">
        <h1>{title}</h1>
        <input
          type="search"
          aria-label={`Search ${title}`}
          placeholder={`Search ${title}`}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOffset(0);
          }}
        />
        {onNew && (
          <button type="button" className="primary" onClick={onNew}>
            New {noun}
          </button>
        )}
        {toolbar}
        <span className="muted" aria-live="polite">
          {data ? `${total.toLocaleString('en-US')} ${total === 1 ? noun : plural}` : ''}
          {isFetching && !isPending ? ' …' : ''}
        </span>
      </div>
      <div className="table-scroll">
        <table className="grid">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.label} className={c.className}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {isPending && <EmptyRow colSpan={columns.length} text="Loading…" />}
            {data?.rows.length === 0 && (
              <EmptyRow colSpan={columns.length} text={search ? 'No Matching Results' : 'No Results'} />
            )}
            {data?.rows.map((row) => (
              <tr key={row.id} className={row.isActive === false ? 'inactive' : undefined}>
                <td className={first?.className}>
                  <button type="button" className="link-button" onClick={() => onOpen(row)}>
                    {first?.cell(row)}
                  </button>
                </td>
                {rest.map((c) => (
                  <td key={c.label} className={c.className}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > PAGE_SIZE && (
        <div className="pager">
          <button
            type="button"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
          >
            Previous
          </button>
          <span>
            {(offset + 1).toLocaleString('en-US')}–
            {Math.min(offset + PAGE_SIZE, total).toLocaleString('en-US')} of {total.toLocaleString('en-US')}
          </span>
          <button
            type="button"
            disabled={offset + PAGE_SIZE >= total}
            onClick={() => setOffset(offset + PAGE_SIZE)}
          >
            Next
          </button>
        </div>
      )}
    </section>
  );
}

export const yesNo = (v: boolean) => (v ? 'Yes' : '');
