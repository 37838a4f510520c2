import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  type LoadsView,
  type LooseLine,
  type PullCase,
  type Truck,
  warehouseLoadCalls,
} from '../../../contracts/warehouse-loads';
import { useDialogs } from '../../platform/dialogs';
import { callUrl } from '../../platform/http';
import { useWindowRows } from '../../platform/window-rows';
import { useChangeLoads } from './loads-api';

export const pounds = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })} lbs`;

/** A number typed in a prompt: blank is none, anything else must be a number of at least 0. */
const typedPounds = (typed: string): number | null | undefined => {
  if (!typed.trim()) return null;
  const n = Number(typed.replace(/,/g, '').replace(/lbs?$/i, '').trim());
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

function TruckPicker({
  trucks,
  value,
  label,
  onPick,
}: {
  trucks: Truck[];
  value: number | null;
  label: string;
  onPick: (truckId: number | null) => void;
}) {
  return (
    <select
      aria-label={label}
      value={value ?? ''}
      onChange={(e) => onPick(e.target.value ? Number(e.target.value) : null)}
    >
      <option value="">No truck</option>
      {trucks.map((t) => (
        <option key={t.id} value={t.id}>
          {t.name}
        </option>
      ))}
    </select>
  );
}

const contentKey = (x: { lineId: number }) => x.lineId;

/** What a case holds: a line a row. */
function CaseContents({ contents, windowed }: { contents: PullCase['contents']; windowed: boolean }) {
  const { list, drawn } = useWindowRows(contents, { keyOf: contentKey, estimate: 24, windowed });
  return (
    <ul {...list}>
      {drawn.map(({ row: x, key, props }) => (
        <li key={key} {...props}>
          <strong>{x.quantity}</strong> × {x.categoryNumber} {x.description}
        </li>
      ))}
    </ul>
  );
}

/** The units in no case, a line a row, each put on a truck here. */
function LooseLines({
  loose,
  trucks,
  windowed,
  onPick,
}: {
  loose: LooseLine[];
  trucks: Truck[];
  windowed: boolean;
  onPick: (lineId: number, truckId: number | null) => void;
}) {
  const { list, drawn } = useWindowRows(loose, { keyOf: contentKey, estimate: 48, windowed });
  return (
    <ul {...list}>
      {drawn.map(({ row: l, key, props }) => (
        <li key={key} {...props}>
          <span>
            <strong>{l.quantity}</strong> × {l.categoryNumber} {l.description}{' '}
            <small className="muted">{pounds(l.weight)}</small>
          </span>
          <TruckPicker
            trucks={trucks}
            value={l.truckId}
            label={`Truck of ${l.categoryNumber} ${l.description}`}
            onPick={(truckId) => onPick(l.lineId, truckId)}
          />
        </li>
      ))}
    </ul>
  );
}

/** Return mode: what is still out of one case, a line a row. */
function CaseStillOut({ contents, windowed }: { contents: PullCase['contents']; windowed: boolean }) {
  const out = useMemo(() => contents.filter((x) => x.stillOut > 0), [contents]);
  const { list, drawn } = useWindowRows(out, { keyOf: contentKey, estimate: 24, windowed });
  return (
    <ul {...list}>
      {drawn.map(({ row: x, key, props }) => (
        <li key={key} {...props}>
          {x.stillOut} of {x.quantity} · {x.categoryNumber} {x.description}
        </li>
      ))}
    </ul>
  );
}

/**
 * Load mode: the pull's trucks with their weights (warned past the limit), its cases with their
 * weights and contents, and the loose lines, each put on a truck here (issue 38.3).
 */
export function LoadsPanel({
  pullId,
  loads,
  windowed,
}: {
  pullId: number;
  loads: LoadsView;
  /** A long pull: its lists draw only what is around the window (prep-lines.tsx, WINDOWED_FROM). */
  windowed: boolean;
}) {
  const dialogs = useDialogs();
  const change = useChangeLoads(pullId);
  const [looseOpen, setLooseOpen] = useState(false);
  const looseWeight = loads.loose.reduce((w, l) => w + l.weight, 0);

  const addTruck = async () => {
    const name = (await dialogs.prompt('Name of the truck:'))?.trim();
    if (!name) return;
    const typed = await dialogs.prompt(`Weight limit of ${name}, in lbs (blank: none):`, '');
    if (typed === null) return;
    const weightLimit = typedPounds(typed);
    if (weightLimit === undefined) return void dialogs.alert('The weight limit is a number of pounds.');
    change.mutate({ kind: 'add', body: { name, weightLimit } });
  };
  const setLimit = async (truck: Truck) => {
    const typed = await dialogs.prompt(
      `Weight limit of ${truck.name}, in lbs (blank: none):`,
      truck.weightLimit === null ? '' : String(truck.weightLimit),
    );
    if (typed === null) return;
    const weightLimit = typedPounds(typed);
    if (weightLimit === undefined) return void dialogs.alert('The weight limit is a number of pounds.');
    change.mutate({ kind: 'update', truckId: truck.id, body: { weightLimit } });
  };

  return (
    <section className="prep-loads" aria-labelledby="prep-loads-h">
      <h2 id="prep-loads-h">
        Cases and trucks <span className="muted">· {pounds(loads.totalWeight)}</span>
      </h2>
      <ul className="prep-trucks">
        {loads.trucks.map((t) => (
          <li key={t.id} data-testid={`truck-${t.id}`} className={t.over ? 'over' : ''}>
            <strong>{t.name}</strong>
            <span className="prep-weight">
              {pounds(t.weight)}
              {t.weightLimit !== null && ` of ${pounds(t.weightLimit)}`}
            </span>
            {t.over && t.weightLimit !== null && (
              <span className="prep-over" role="alert">
                Over the limit by {pounds(t.weight - t.weightLimit)}
              </span>
            )}
            <span className="prep-truck-actions">
              <button type="button" className="link" onClick={() => void setLimit(t)}>
                Limit…
              </button>
              <button
                type="button"
                className="link"
                onClick={async () => {
                  if (
                    await dialogs.confirm(`Take ${t.name} off this pull? What it carries goes on no truck.`)
                  )
                    change.mutate({ kind: 'remove', truckId: t.id });
                }}
              >
                Remove
              </button>
            </span>
          </li>
        ))}
        <li className="prep-unassigned" data-testid="truck-none">
          <strong>On no truck</strong>
          <span className="prep-weight">{pounds(loads.unassignedWeight)}</span>
          <button type="button" onClick={() => void addTruck()} disabled={change.isPending}>
            Add truck…
          </button>
        </li>
      </ul>

      {loads.cases.map((c) => (
        <article key={c.caseId} className="prep-case" data-testid={`case-${c.number}`}>
          <header>
            <strong>
              Case {c.number} · {c.name}
            </strong>
            <span className="prep-weight">{pounds(c.weight)}</span>
            <TruckPicker
              trucks={loads.trucks}
              value={c.truckId}
              label={`Truck of case ${c.number}`}
              onPick={(truckId) => change.mutate({ kind: 'case', caseId: c.caseId, truckId })}
            />
          </header>
          {c.contents.length ? (
            <CaseContents contents={c.contents} windowed={windowed} />
          ) : (
            <p className="muted">Empty ({pounds(c.emptyWeight)})</p>
          )}
        </article>
      ))}

      {loads.loose.length > 0 && (
        <details className="prep-loose" onToggle={(e) => setLooseOpen(e.currentTarget.open)}>
          <summary>
            In no case: {loads.loose.length} {loads.loose.length === 1 ? 'line' : 'lines'} ·{' '}
            {pounds(looseWeight)}
          </summary>
          {/* A list drawn around the window is measured: closed, its rows would measure nothing. */}
          {(looseOpen || !windowed) && (
            <LooseLines
              loose={loads.loose}
              trucks={loads.trucks}
              windowed={windowed}
              onPick={(lineId, truckId) => change.mutate({ kind: 'line', lineId, truckId })}
            />
          )}
        </details>
      )}

      <p className="prep-missing-actions">
        <a
          href={callUrl(warehouseLoadCalls.pullCaseLabels, { params: { id: pullId } })}
          target="_blank"
          rel="noreferrer"
        >
          Print case labels
        </a>
        <a
          href={callUrl(warehouseLoadCalls.pullListByCase, { params: { id: pullId } })}
          target="_blank"
          rel="noreferrer"
        >
          Print pull list by case
        </a>
        <Link to="/warehouse/cases">The company's cases</Link>
      </p>
    </section>
  );
}

/** Return mode: what is still out in each case (issue 38.2), and of the loose units. */
export function StillOutByCase({ loads, windowed }: { loads: LoadsView; windowed: boolean }) {
  const cases = loads.cases.filter((c) => c.stillOut > 0);
  const loose = loads.loose.filter((l) => l.stillOut > 0);
  if (!cases.length && !loose.length) return null;
  return (
    <section className="prep-missing" aria-labelledby="prep-out-cases-h">
      <h2 id="prep-out-cases-h">Still out by case</h2>
      <ul>
        {cases.map((c) => (
          <li key={c.caseId} data-testid={`still-out-case-${c.number}`}>
            <strong>
              Case {c.number} · {c.name}: {c.stillOut}
            </strong>
            <CaseStillOut contents={c.contents} windowed={windowed} />
          </li>
        ))}
        {loose.length > 0 && (
          <li data-testid="still-out-loose">
            <strong>In no case: {loose.reduce((n, l) => n + l.stillOut, 0)}</strong>
          </li>
        )}
      </ul>
    </section>
  );
}
