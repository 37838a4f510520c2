import { useParams } from 'react-router';
import { type WarehouseCase, warehouseLoadCalls } from '../../../contracts/warehouse-loads';
import { useDialogs } from '../../platform/dialogs';
import { EmptyRow } from '../../platform/empty-row';
import { callUrl } from '../../platform/http';
import { useCases, useChangeCase } from './loads-api';
import { pounds } from './loads-panel';
import './prep.css';

/** "12.5", "12.5 lbs", "1,200": pounds of at least 0, or undefined. */
const typedPounds = (typed: string) => {
  const n = Number(typed.replace(/,/g, '').replace(/lbs?$/i, '').trim());
  return typed.trim() && Number.isFinite(n) && n >= 0 ? n : undefined;
};

/**
 * /warehouse/cases: the company's cases (issue 38.3), for staff: add one (the next number), rename
 * it, set its empty weight, retire it or bring it back, and print the labels. A case label's QR
 * code opens this page at its case (/warehouse/cases/{number}), which is marked.
 */
export function CasesPage() {
  const marked = Number(useParams().number) || null;
  const { data, isPending } = useCases();
  const change = useChangeCase();
  const dialogs = useDialogs();

  const add = async () => {
    const name = (await dialogs.prompt('Name of the new case (e.g. "Mic trunk"):'))?.trim();
    if (!name) return;
    const typed = await dialogs.prompt(`Empty weight of ${name}, in lbs:`, '0');
    if (typed === null) return;
    const emptyWeight = typedPounds(typed);
    if (emptyWeight === undefined) return void dialogs.alert('The empty weight is a number of pounds.');
    change.mutate({ kind: 'create', body: { name, emptyWeight } });
  };
  const rename = async (c: WarehouseCase) => {
    const name = (await dialogs.prompt(`New name of case ${c.number}:`, c.name))?.trim();
    if (name && name !== c.name) change.mutate({ kind: 'update', id: c.id, body: { name } });
  };
  const weigh = async (c: WarehouseCase) => {
    const typed = await dialogs.prompt(`Empty weight of case ${c.number}, in lbs:`, String(c.emptyWeight));
    if (typed === null) return;
    const emptyWeight = typedPounds(typed);
    if (emptyWeight === undefined) return void dialogs.alert('The empty weight is a number of pounds.');
    change.mutate({ kind: 'update', id: c.id, body: { emptyWeight } });
  };

  return (
    <section className="cases-page">
      <div className="toolbar">
        <h1>Cases</h1>
        <button type="button" className="primary" onClick={() => void add()} disabled={change.isPending}>
          Add case…
        </button>
        <a href={callUrl(warehouseLoadCalls.caseLabels, {})} target="_blank" rel="noreferrer">
          Print case labels
        </a>
      </div>
      <p className="muted">
        Scan a case's label on a pull's prep page in Load mode, then what goes into it: the pull weighs each
        case with its empty weight.
      </p>
      <div className="table-scroll">
        <table className="grid" aria-label="Cases">
          <thead>
            <tr>
              <th scope="col">No.</th>
              <th scope="col">Name</th>
              <th scope="col">Empty weight</th>
              <th scope="col" aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {isPending && <EmptyRow colSpan={4} text="Loading…" />}
            {data?.cases.length === 0 && <EmptyRow colSpan={4} text="No cases yet." />}
            {data?.cases.map((c) => (
              <tr
                key={c.id}
                data-testid={`case-row-${c.number}`}
                className={c.number === marked ? 'selected' : c.isActive ? '' : 'muted'}
                aria-current={c.number === marked ? 'true' : undefined}
              >
                <td>{c.number}</td>
                <td>
                  {c.name}
                  {!c.isActive && <small> · retired</small>}
                </td>
                <td>{pounds(c.emptyWeight)}</td>
                <td className="cases-actions">
                  <button type="button" className="link" onClick={() => void rename(c)}>
                    Rename…
                  </button>{' '}
                  <button type="button" className="link" onClick={() => void weigh(c)}>
                    Weight…
                  </button>{' '}
                  <button
                    type="button"
                    className="link"
                    onClick={() =>
                      change.mutate({ kind: 'update', id: c.id, body: { isActive: !c.isActive } })
                    }
                  >
                    {c.isActive ? 'Retire' : 'Bring back'}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
