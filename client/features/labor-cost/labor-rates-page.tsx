import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { RatesResponse } from '../../../contracts/labor-cost';
import { catalogPath } from '../../platform/paths';
import { useRates, useRateWrite } from './api';
import { RateRow } from './rate-row';
import './labor-cost.css';

const RATE_HEADS = [
  'Day',
  'Half day',
  'Overtime / h',
  'Per diem',
  'Half day ≤ h',
  'Overtime after h',
  'Actions',
];
/** Technicians drawn at once while searching: the rest are a narrower search away. */
const SHOWN = 50;

function Heads({ first }: { first: string[] }) {
  return (
    <thead>
      <tr>
        {[...first, ...RATE_HEADS].map((h) => (
          <th key={h}>{h}</th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * /labor-rates, admins only (spec 6: day rates are theirs): each labor category's rate, and the
 * technicians who have their own (used over the role's on the positions they are confirmed on).
 * Money in the server's currency.
 */
export function LaborRatesPage() {
  const { data, isPending } = useRates();
  const write = useRateWrite();
  const [search, setSearch] = useState('');
  const technicians = useMemo(() => pickTechnicians(data, search), [data, search]);
  if (isPending || !data) return <p className="muted">Loading…</p>;
  return (
    <section className="labor-rates">
      <h1>Labor Rates</h1>
      <p className="muted">
        Amounts in {data.currency}. A position is priced at its confirmed technician's own rate, else at its
        role's; a day of at most the half-day hours is a half day; hours past the overtime hours are paid the
        overtime rate; per diem is paid for each day.
      </p>
      <h2>Roles</h2>
      <table className="grid">
        <Heads first={['Cat.', 'Role', 'Department']} />
        <tbody>
          {data.roles.map((r) => (
            <RateRow
              key={`${r.categoryId}-${r.rate ? 'set' : 'none'}`}
              label={`${r.name} ${r.description}`}
              rate={r.rate}
              saving={write.isPending}
              onSave={(rate) => write.mutate({ owner: { categoryId: r.categoryId }, rate })}
              cells={
                <>
                  <td>{r.name}</td>
                  <td>{r.description}</td>
                  <td>{r.department}</td>
                </>
              }
            />
          ))}
        </tbody>
      </table>
      {data.roles.length === 0 && (
        <p className="muted">
          No labor categories yet. The roles people are hired for (A1, Stagehand…) are categories marked as
          labor in the <Link to={catalogPath}>Catalog</Link>: add or import them there, and their rates are
          set here.
        </p>
      )}
      <h2>Technicians' own rates</h2>
      <input
        type="search"
        className="rates-filter"
        placeholder="Find a technician to give a rate"
        aria-label="Find a technician"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <table className="grid">
        <Heads first={['Technician', 'Department']} />
        <tbody>
          {technicians.map((t) => (
            <RateRow
              key={`${t.contactId}-${t.rate ? 'set' : 'none'}`}
              label={t.name}
              rate={t.rate}
              saving={write.isPending}
              onSave={(rate) => write.mutate({ owner: { contactId: t.contactId }, rate })}
              cells={
                <>
                  <td>{t.name}</td>
                  <td>{t.department ?? ''}</td>
                </>
              }
            />
          ))}
        </tbody>
      </table>
      {technicians.length === 0 && (
        <p className="muted">
          {search ? 'No technician by that name.' : 'No technician has a rate of their own.'}
        </p>
      )}
    </section>
  );
}

/** Without a search: those with a rate of their own; with one: every match, at most SHOWN. */
function pickTechnicians(data: RatesResponse | undefined, search: string) {
  if (!data) return [];
  const words = search.trim().toLowerCase();
  if (!words) return data.technicians.filter((t) => t.rate);
  return data.technicians.filter((t) => t.name.toLowerCase().includes(words)).slice(0, SHOWN);
}
