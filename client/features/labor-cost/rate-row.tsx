import { type FormEvent, useState } from 'react';
import type { Rate, RateBody } from '../../../contracts/labor-cost';
import { centsFromText, centsToText } from '../../platform/money';

const MONEY = [
  ['dayCents', 'Day'],
  ['halfDayCents', 'Half day'],
  ['overtimeCentsPerHour', 'Overtime an hour'],
  ['perDiemCents', 'Per diem'],
] as const;

type Draft = Record<(typeof MONEY)[number][0], string> & { halfDayHours: string; overtimeAfterHours: string };

const draftOf = (r: Rate | null): Draft => ({
  dayCents: r ? centsToText(r.dayCents) : '',
  halfDayCents: r ? centsToText(r.halfDayCents) : '',
  overtimeCentsPerHour: r ? centsToText(r.overtimeCentsPerHour) : '',
  perDiemCents: r ? centsToText(r.perDiemCents) : '',
  halfDayHours: String(r?.halfDayHours ?? 5),
  overtimeAfterHours: String(r?.overtimeAfterHours ?? 10),
});

const wholeHours = (t: string, min: number) =>
  /^\d{1,2}$/.test(t.trim()) && Number(t) >= min && Number(t) <= 24 ? Number(t) : null;

/** The rate a draft says, or the first field that is not right. */
function rateOf(d: Draft): { rate: RateBody } | { problem: string } {
  if (d.dayCents.trim() === '') return { problem: 'Give a day rate' };
  const money = Object.fromEntries(MONEY.map(([k]) => [k, centsFromText(d[k])]));
  const bad = MONEY.find(([k]) => money[k] === null);
  if (bad) return { problem: `${bad[1]}: an amount like 450.00` };
  const halfDayHours = wholeHours(d.halfDayHours, 0);
  if (halfDayHours === null) return { problem: 'Half-day hours: 0 to 24' };
  const overtimeAfterHours = wholeHours(d.overtimeAfterHours, 1);
  if (overtimeAfterHours === null) return { problem: 'Overtime after: 1 to 24 hours' };
  const rate = money as Record<(typeof MONEY)[number][0], number>;
  // A half day left blank is paid as a day, as the contacts import reads it.
  if (d.halfDayCents.trim() === '') rate.halfDayCents = rate.dayCents;
  return { rate: { ...rate, halfDayHours, overtimeAfterHours } };
}

/**
 * One rate as a table row of fields (admins only): Save sets it, Remove takes it off (a role's
 * positions are then unpriced; a technician is then paid at the role's).
 */
export function RateRow({
  label,
  cells,
  rate,
  saving,
  onSave,
}: {
  label: string;
  cells: React.ReactNode;
  rate: Rate | null;
  saving: boolean;
  onSave(rate: RateBody | null): void;
}) {
  const [draft, setDraft] = useState(() => draftOf(rate));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (k: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setDraft((d) => ({ ...d, [k]: e.target.value }));
    setProblem(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const read = rateOf(draft);
    if ('problem' in read) setProblem(read.problem);
    else onSave(read.rate);
  };
  const formId = `rate-${label.replace(/\W+/g, '-')}`;
  return (
    <tr>
      {cells}
      {MONEY.map(([k, name]) => (
        <td key={k}>
          <input
            form={formId}
            inputMode="decimal"
            aria-label={`${name} for ${label}`}
            value={draft[k]}
            placeholder={k === 'dayCents' ? '450.00' : k === 'halfDayCents' ? 'as a day' : '0.00'}
            onChange={set(k)}
          />
        </td>
      ))}
      <td>
        <input
          form={formId}
          className="hours"
          inputMode="numeric"
          aria-label={`Half day up to hours for ${label}`}
          value={draft.halfDayHours}
          onChange={set('halfDayHours')}
        />
      </td>
      <td>
        <input
          form={formId}
          className="hours"
          inputMode="numeric"
          aria-label={`Overtime after hours for ${label}`}
          value={draft.overtimeAfterHours}
          onChange={set('overtimeAfterHours')}
        />
      </td>
      <td className="nowrap actions">
        <form id={formId} onSubmit={submit}>
          <button type="submit" disabled={saving} aria-label={`Save rate for ${label}`}>
            Save
          </button>
          {rate && (
            <button
              type="button"
              disabled={saving}
              aria-label={`Remove rate for ${label}`}
              onClick={() => {
                setDraft(draftOf(null));
                onSave(null);
              }}
            >
              Remove
            </button>
          )}
        </form>
        {problem && (
          <span className="form-error" role="alert">
            {problem}
          </span>
        )}
      </td>
    </tr>
  );
}
