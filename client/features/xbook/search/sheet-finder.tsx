import { useState } from 'react';
import type { SheetSummary } from '../../../../contracts/xbook';
import { useSearch } from './api';

/**
 * Finds a content sheet by the library search (sheet names only) and hands the chosen one back:
 * what another area offers when it takes a sheet (Add from Xbook on a pull).
 */
export function SheetFinder({ onPick }: { onPick(sheet: SheetSummary): void }) {
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const form = searched
    ? {
        searchText: searched,
        departments: [],
        searchFolders: false,
        searchContentSheets: true,
        searchItems: false,
      }
    : null;
  const { data, isFetching } = useSearch(form);
  return (
    <div className="sheet-finder">
      <form
        className="search-row"
        onSubmit={(e) => {
          e.preventDefault();
          setSearched(text.trim());
        }}
      >
        <input
          type="search"
          aria-label="Find a content sheet"
          placeholder="Sheet name"
          value={text}
          onChange={(e) => setText(e.target.value)}
          data-autofocus
        />
        <button type="submit" disabled={!text.trim()}>
          Find
        </button>
        {isFetching && <span className="muted">Searching…</span>}
      </form>
      {data && !data.sheets.length && <p className="form-error">No Results</p>}
      {data && data.sheets.length > 0 && (
        <ul className="picker-list" aria-label="Content sheets found">
          {data.sheets.map((s) => (
            <li key={s.id}>
              <button type="button" className="link-button" onClick={() => onPick(s)}>
                {s.name}
              </button>{' '}
              <span className="muted small">
                {s.department} / {s.folder_path}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
