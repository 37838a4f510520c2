import { Fragment, useState } from 'react';
import { useNavigate } from 'react-router';
import type {
  HierarchyEntry,
  LibraryDepartment,
  SearchFields,
  SearchResponse,
} from '../../../../contracts/xbook';
import { XBOOK_TEXT } from '../../../../contracts/xbook';
import { toggled } from '../../../platform/helpers';
import { SheetTable } from '../sheets/sheet-table';
import { useSearch } from './api';
import './search.css';

const FOR = [
  ['searchFolders', 'Folders'],
  ['searchContentSheets', 'Content Sheets'],
  ['searchItems', 'Content Sheet Items'],
] as const;
type ForKey = (typeof FOR)[number][0];
const NOTHING: SearchResponse = { folders: [], sheets: [], itemGroups: [], truncated: false };

/** Spec 2.3: text and Go; filters after focus; results grouped; 'No Results' in red. */
export function SearchPanel({ departments }: { departments: readonly LibraryDepartment[] }) {
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [unchecked, setUnchecked] = useState<ReadonlySet<number>>(new Set());
  const [forBoxes, setForBoxes] = useState<Record<ForKey, boolean>>({
    searchFolders: true,
    searchContentSheets: true,
    searchItems: true,
  });
  const [submitted, setSubmitted] = useState<SearchFields | null>(null);
  // With no department or no 'For' box checked there is nothing to look in: no call is made.
  const searchable =
    submitted !== null &&
    submitted.departments.length > 0 &&
    (submitted.searchFolders || submitted.searchContentSheets || submitted.searchItems);
  const { data, isFetching } = useSearch(searchable ? submitted : null);
  const results = !submitted ? undefined : searchable ? data : NOTHING;

  const go = () => {
    if (!text.trim()) return;
    setSubmitted({
      searchText: text.trim(),
      departments: departments.filter((d) => !unchecked.has(d.id)).map((d) => d.id),
      ...forBoxes,
    });
  };
  const toggleDepartment = (id: number) => setUnchecked((old) => toggled(old, id));

  return (
    <section className="xbook-search" aria-label="Library search">
      <form
        className="search-row"
        onSubmit={(e) => {
          e.preventDefault();
          go();
        }}
      >
        <input
          type="search"
          aria-label="Search the library"
          placeholder="Search folders, content sheets and items"
          value={text}
          onFocus={() => setFocused(true)}
          onChange={(e) => {
            setText(e.target.value);
            // Clearing the text clears the results.
            if (!e.target.value) setSubmitted(null);
          }}
        />
        <button type="submit" className="primary" disabled={!text.trim()}>
          Go
        </button>
        {isFetching && <span className="muted">Searching…</span>}
      </form>
      {focused && (
        <div className="search-filters">
          <fieldset>
            <legend>Departments</legend>
            {departments.map((d) => (
              <label key={d.id}>
                <input
                  type="checkbox"
                  checked={!unchecked.has(d.id)}
                  onChange={() => toggleDepartment(d.id)}
                />
                {d.title}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>For</legend>
            {FOR.map(([key, label]) => (
              <label key={key}>
                <input
                  type="checkbox"
                  checked={forBoxes[key]}
                  onChange={(e) => setForBoxes({ ...forBoxes, [key]: e.target.checked })}
                />
                {label}
              </label>
            ))}
          </fieldset>
        </div>
      )}
      {results && <SearchResults results={results} />}
    </section>
  );
}

function SearchResults({ results }: { results: SearchResponse }) {
  const navigate = useNavigate();
  const { folders, sheets, itemGroups } = results;
  if (!folders.length && !sheets.length && !itemGroups.length)
    return (
      <p className="no-results" role="status">
        {XBOOK_TEXT.noResults}
      </p>
    );
  return (
    <section className="search-results" aria-label="Search results">
      {results.truncated && (
        <p className="muted" role="status">
          Showing the first matches only: add a word to narrow the search.
        </p>
      )}
      {folders.length > 0 && (
        <section aria-label="Folder results">
          <h3>Folders</h3>
          <ul className="plain">
            {folders.map((f) => (
              <li key={f.id}>
                <button type="button" className="link-button" onClick={() => navigate(f.route)}>
                  <span className="folder-icon" aria-hidden="true" />
                  <span className="department-tag">{f.department}</span> {f.folder_path}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {sheets.length > 0 && (
        <section aria-label="Content sheet results">
          <h3>Content Sheets</h3>
          <SheetTable sheets={sheets} showDepartment />
        </section>
      )}
      {itemGroups.length > 0 && (
        <section aria-label="Content sheet item results">
          <h3>Content Sheet Items</h3>
          {itemGroups.map((g) => (
            <div key={g.name} className="item-group">
              <h4>{g.name}</h4>
              <ul className="plain">
                {g.hierarchies.map((h) => (
                  <li key={h.map((e) => `${e.type}${e.record.id}`).join('/')} className="hierarchy">
                    {h.map((entry, i) => (
                      <Fragment key={`${entry.type}${entry.record.id}`}>
                        {i > 0 && <span className="crumb-sep">›</span>}
                        <Entry entry={entry} onFolder={(route) => navigate(route)} />
                      </Fragment>
                    ))}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}
    </section>
  );
}

/** A folder goes to the folder; a sheet or an item is a link that opens in a new tab. */
function Entry({ entry, onFolder }: { entry: HierarchyEntry; onFolder(route: string): void }) {
  const { record } = entry;
  if (entry.type === 'folder')
    return (
      <button type="button" className="link-button crumb" onClick={() => onFolder(record.route)}>
        {record.name}
      </button>
    );
  return (
    <a className="crumb" href={record.route} target="_blank" rel="noopener">
      {entry.type === 'item' ? `Qty: ${record.quantity ?? 0}` : record.name}
    </a>
  );
}
