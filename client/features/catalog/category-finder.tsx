import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Category, categoryCalls } from '../../../contracts/catalog-categories';
import { call } from '../../platform/http';
import { useDebouncedValue } from '../../platform/use-debounced-value';

const SHOWN = 8;

/**
 * Finds a category by number or description, asking the server (the catalogue may hold 50,000),
 * and hands the one picked to `onPick`. `kind` narrows to systems or position (labor) categories.
 */
export function CategoryFinder({
  label,
  kind = 'all',
  onPick,
}: {
  label: string;
  kind?: 'all' | 'system' | 'labor';
  onPick(category: Category): void;
}) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), text.trim() ? 250 : 0);
  const { data } = useQuery({
    queryKey: ['catalog', 'finder', kind, search],
    queryFn: ({ signal }) => call(categoryCalls.list, { query: { search, kind, limit: SHOWN } }, { signal }),
    enabled: search.length > 0,
  });
  const pick = (c: Category) => {
    onPick(c);
    setText('');
  };
  return (
    <div className="finder">
      <input
        type="search"
        aria-label={label}
        placeholder={`${label}: number or description`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          // Enter picks the first match; it never submits the editor's form.
          if (e.key !== 'Enter') return;
          e.preventDefault();
          const first = search === text.trim() ? data?.rows[0] : undefined;
          if (first) pick(first);
        }}
      />
      {search && data && (
        <ul className="finder-results" aria-label="Matching categories">
          {data.rows.length === 0 && <li className="muted">No Matching Results</li>}
          {data.rows.map((c) => (
            <li key={c.id}>
              <button type="button" className="link-button" onClick={() => pick(c)}>
                {c.number} {c.description}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
