import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { IMPORT_COLUMNS, IMPORT_MAX_BYTES, type ImportKind, importCalls } from '../../../contracts/imports';
import { callUrl } from '../http';
import { type ImportOutcome, type ImportStep, sendImport } from './import-upload';
import './import-screen.css';

const KIND_LABELS: Record<ImportKind, string> = {
  departments: 'Departments',
  'pull-groups': 'Pull groups',
  categories: 'Categories',
  systems: 'Systems',
  dependencies: 'Dependencies',
  'misc-items': 'Misc items',
  contacts: 'Contacts',
  events: 'Events',
  'bid-items': 'Bid items',
  commitments: 'Gear-flow commitments',
  positions: 'Crew positions',
  travel: 'Travel',
};

const STEP_WORDS = {
  uploading: 'Sending the file',
  reading: 'Reading rows',
  checking: 'Checking rows',
  writing: 'Writing',
};

/**
 * Import & Export: pick a kind, upload a CSV or XLSX, read the dry run's counts and every error
 * (row, column, value, message), then import. Templates and exports are plain links. Each area
 * that takes files shows it with its own kinds (the Catalog its catalogue and crew, Events the shows).
 */
export function ImportScreen({ kinds }: { kinds: readonly [ImportKind, ...ImportKind[]] }) {
  const client = useQueryClient();
  const [kind, setKind] = useState<ImportKind>(kinds[0]);
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<ImportStep | null>(null);
  const [outcome, setOutcome] = useState<(ImportOutcome & { dryRun: boolean }) | null>(null);
  const [lost, setLost] = useState<string | null>(null);
  const busy = step !== null;

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setOutcome(null);
    setLost(null);
    setStep({ phase: 'uploading', done: 0, total: file.size });
    try {
      const answer = await sendImport(kind, file, dryRun, setStep);
      setOutcome({ ...answer, dryRun });
      // What an import wrote shows in every list of both areas.
      if (!dryRun && 'result' in answer && answer.status === 200) {
        // An import can change what any screen shows (a pull's categories, the flow's
        // technicians), so every kept answer is read again.
        void client.invalidateQueries();
      }
    } catch (e) {
      setLost(e instanceof Error ? e.message : String(e));
    } finally {
      setStep(null);
    }
  };

  const result = outcome && 'result' in outcome ? outcome.result : null;
  const cleanDryRun = result && outcome?.dryRun && result.errors.length === 0;
  return (
    <section className="import-screen" aria-label="Import & Export">
      <div className="toolbar">
        <h1>Import &amp; Export</h1>
      </div>
      <div className="import-form">
        <label className="field">
          <span>Kind</span>
          <select
            value={kind}
            disabled={busy}
            onChange={(e) => {
              setKind(e.target.value as ImportKind);
              setOutcome(null);
            }}
          >
            {kinds.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>File (CSV or XLSX, up to {IMPORT_MAX_BYTES / 1024 / 1024} MB)</span>
          <input
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={busy}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setOutcome(null);
            }}
          />
        </label>
        <div className="buttons">
          <button type="button" disabled={!file || busy} onClick={() => void run(true)}>
            Check (dry run)
          </button>
          <button
            type="button"
            className="primary"
            disabled={!file || busy || !cleanDryRun}
            onClick={() => void run(false)}
          >
            Import
          </button>
        </div>
        <p className="muted small">
          <a href={callUrl(importCalls.template, { params: { kind } })} download>
            Template (CSV)
          </a>{' '}
          · Export: <a href={callUrl(importCalls.exportCsv, { params: { kind } })}>CSV</a> ·{' '}
          <a href={callUrl(importCalls.exportXlsx, { params: { kind } })}>XLSX</a>
        </p>
        <p className="muted small">
          Columns: {IMPORT_COLUMNS[kind].map((c) => `${c.name}${c.required ? '*' : ''}`).join(', ')} (*
          required). Run a dry run first: Import is offered once a file checks clean.
        </p>
      </div>
      {step && <Progress step={step} />}
      {lost && (
        <p role="alert" className="form-error">
          {lost}
        </p>
      )}
      {outcome && 'refusal' in outcome && (
        <p role="alert" className="form-error">
          {outcome.refusal}
        </p>
      )}
      {result && (
        <section className="import-result" aria-label="Import result">
          <h2>
            {outcome?.dryRun ? 'Dry run' : 'Import'}:{' '}
            {result.errors.length ? 'nothing written' : outcome?.dryRun ? 'ready to import' : 'done'}
          </h2>
          <dl className="facts">
            <dt>Rows</dt>
            <dd>{result.rows.toLocaleString('en-US')}</dd>
            <dt>{outcome?.dryRun ? 'Would create' : 'Created'}</dt>
            <dd>{result.created.toLocaleString('en-US')}</dd>
            <dt>{outcome?.dryRun ? 'Would update' : 'Updated'}</dt>
            <dd>{result.updated.toLocaleString('en-US')}</dd>
            <dt>Unchanged</dt>
            <dd>{result.unchanged.toLocaleString('en-US')}</dd>
            <dt>Errors</dt>
            <dd>{result.errors.length.toLocaleString('en-US')}</dd>
          </dl>
          {result.errors.length > 0 && (
            <div className="table-scroll">
              <table className="grid import-errors">
                <caption>Fix these in the spreadsheet, then check it again.</caption>
                <thead>
                  <tr>
                    <th className="num">Row</th>
                    <th>Column</th>
                    <th>Value</th>
                    <th>Problem</th>
                  </tr>
                </thead>
                <tbody>
                  {result.errors.map((e, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: errors have no id; the list never reorders
                    <tr key={i}>
                      <td className="num">{e.row || ''}</td>
                      <td>{e.column}</td>
                      <td className="wrap">{e.value}</td>
                      <td className="wrap">{e.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
    </section>
  );
}

function Progress({ step }: { step: ImportStep }) {
  const unit = step.phase === 'uploading' ? 'bytes' : 'rows';
  const words =
    step.total === null
      ? `${STEP_WORDS[step.phase]}: ${step.done.toLocaleString('en-US')} ${unit}`
      : `${STEP_WORDS[step.phase]}: ${Math.round((100 * step.done) / Math.max(1, step.total))}%`;
  return (
    <div className="import-progress" role="status">
      <progress
        aria-label={STEP_WORDS[step.phase]}
        value={step.total === null ? undefined : step.done}
        max={step.total ?? undefined}
      />
      <span>{words}</span>
    </div>
  );
}
