import { useEffect, useMemo, useState } from 'react';
import { Modal } from './modal';
import { useDebouncedValue } from './use-debounced-value';

/** Spec 9: a simple dropdown under 4000 records, a searching modal otherwise. */
export const DROPDOWN_LIMIT = 4000;
/** Spec 5 and 9: above this many records a search of 2 characters or fewer asks first. */
export const SLOW_SEARCH_RECORDS = 10000;
const SHOWN = 200;

export interface RecordPickerProps<T> {
  /** The accessible name of the control ("Invitee", "New Role"). */
  label: string;
  records: readonly T[];
  value: number | null;
  onChange(id: number | null): void;
  getId(record: T): number;
  getLabel(record: T): string;
  disabled?: boolean;
  required?: boolean;
  /** The searching picker (type to narrow) whatever the count: a long list to read through. */
  searchable?: boolean;
}

/** The reusable record picker of spec 2.1: 'No Results', 'No Matching Results', 'No Selection'. */
export function RecordPicker<T>(props: RecordPickerProps<T>) {
  return props.records.length < DROPDOWN_LIMIT && !props.searchable ? (
    <Dropdown {...props} />
  ) : (
    <PickerButton {...props} />
  );
}

function Dropdown<T>({
  label,
  records,
  value,
  onChange,
  getId,
  getLabel,
  disabled,
  required,
}: RecordPickerProps<T>) {
  return (
    <select
      aria-label={label}
      value={value ?? ''}
      disabled={disabled}
      required={required}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
    >
      <option value="">{records.length ? 'No Selection' : 'No Results'}</option>
      {records.map((r) => (
        <option key={getId(r)} value={getId(r)}>
          {getLabel(r)}
        </option>
      ))}
    </select>
  );
}

function PickerButton<T>(props: RecordPickerProps<T>) {
  const [open, setOpen] = useState(false);
  const chosen = props.value === null ? undefined : props.records.find((r) => props.getId(r) === props.value);
  return (
    <>
      <button type="button" aria-label={props.label} disabled={props.disabled} onClick={() => setOpen(true)}>
        {chosen ? props.getLabel(chosen) : 'No Selection'} ▾
      </button>
      {open && (
        <SearchModal
          {...props}
          onPick={(id) => {
            props.onChange(id);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function SearchModal<T>({
  label,
  records,
  getId,
  getLabel,
  onPick,
  onClose,
}: RecordPickerProps<T> & { onPick(id: number | null): void; onClose(): void }) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim().toLowerCase(), text.trim() ? 300 : 0);
  // Short queries on a huge list are asked about once each; declining leaves the list unfiltered.
  const [asked, setAsked] = useState<{ query: string; ok: boolean } | null>(null);
  const needsConfirm = records.length > SLOW_SEARCH_RECORDS && query.length > 0 && query.length <= 2;
  useEffect(() => {
    if (!needsConfirm || asked?.query === query) return;
    const ok = window.confirm(
      `There are ${records.length.toLocaleString('en-US')} records: a search of 2 characters or fewer may be slow. Search anyway?`,
    );
    setAsked({ query, ok });
  }, [needsConfirm, query, asked, records.length]);
  const confirmed = !needsConfirm || (asked?.query === query && asked.ok);
  const matches = useMemo(() => {
    if (!query || !confirmed) return records.slice(0, SHOWN);
    const out: T[] = [];
    for (const r of records) {
      if (getLabel(r).toLowerCase().includes(query)) out.push(r);
      if (out.length === SHOWN) break;
    }
    return out;
  }, [records, query, confirmed, getLabel]);
  return (
    <Modal title={label} onClose={onClose}>
      <input
        type="search"
        aria-label={`Search ${label}`}
        placeholder="Search…"
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoFocus
      />
      <ul className="picker-list">
        <li>
          <button type="button" className="link-button" onClick={() => onPick(null)}>
            No Selection
          </button>
        </li>
        {records.length === 0 && <li className="muted">No Results</li>}
        {records.length > 0 && matches.length === 0 && <li className="muted">No Matching Results</li>}
        {matches.map((r) => (
          <li key={getId(r)}>
            <button type="button" className="link-button" onClick={() => onPick(getId(r))}>
              {getLabel(r)}
            </button>
          </li>
        ))}
      </ul>
      {matches.length === SHOWN && <p className="muted small">Showing the first {SHOWN}; type to narrow.</p>}
    </Modal>
  );
}
