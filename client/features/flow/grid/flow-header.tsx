import { memo, useMemo } from 'react';
import type { FlowDate } from '../../../../contracts/flow';
import { DAY_WIDTH, HEADER_HEIGHT, NAME_WIDTH, pastNames } from './geometry';
import type { FlowRow } from './rows';

/** The months of the range as runs of columns: each run's name sticks at the left while it scrolls by. */
function monthRuns(dates: readonly FlowDate[]) {
  const runs: { key: string; label: string; from: number; days: number }[] = [];
  dates.forEach((d, i) => {
    const last = runs[runs.length - 1];
    if (last && (i === 0 || !d.isFirstOfMonth)) last.days++;
    else runs.push({ key: d.date, label: `${d.month} ${d.date.slice(0, 4)}`, from: i, days: 1 });
  });
  return runs;
}

/** Every department's free and booked technicians, added up per day. */
function totalsOf(rows: readonly FlowRow[], days: number) {
  const free = new Array<number>(days).fill(0);
  const booked = new Array<number>(days).fill(0);
  let any = false;
  for (const r of rows) {
    if (r.kind !== 'department' || !r.days) continue;
    any = true;
    for (let i = 0; i < days; i++) {
      free[i]! += r.days.free[i] ?? 0;
      booked[i]! += r.days.booked[i] ?? 0;
    }
  }
  return any ? { free, booked } : null;
}

/**
 * The date header: the month (sticky), then one button per date. A click selects the date to see
 * who is free; Shift with a click (or with Enter or Space) stretches the selection to it. Under
 * each date, the free and booked technicians of every department.
 */
export const FlowHeader = memo(function FlowHeader({
  dates,
  rows,
  todayAt,
  highlightAt,
  selection,
  onSelectDate,
}: {
  dates: readonly FlowDate[];
  rows: readonly FlowRow[];
  todayAt: number;
  highlightAt: number;
  selection: { from: string; to: string } | null;
  onSelectDate(date: string, extend: boolean): void;
}) {
  const runs = useMemo(() => monthRuns(dates), [dates]);
  const totals = useMemo(() => totalsOf(rows, dates.length), [rows, dates.length]);
  return (
    <div className="flow-header" style={{ height: HEADER_HEIGHT }}>
      <div className="corner" style={{ width: NAME_WIDTH }}>
        Technician
        {totals && <span className="totals-key">free / booked</span>}
      </div>
      <div className="months" aria-hidden="true" style={{ left: NAME_WIDTH }}>
        {runs.map((r) => (
          <div
            key={r.key}
            className="month-run"
            style={{ left: r.from * DAY_WIDTH, width: r.days * DAY_WIDTH }}
          >
            <span className="month-name" style={{ left: pastNames(4) }}>
              {r.label}
            </span>
          </div>
        ))}
      </div>
      {dates.map((d, i) => {
        const selected = !!selection && d.date >= selection.from && d.date <= selection.to;
        return (
          <button
            type="button"
            key={d.date}
            className={[
              'date-head',
              d.isWeekend && 'weekend',
              i === todayAt && 'today',
              i === highlightAt && 'highlighted',
              d.isFirstOfMonth && 'month-start',
              selected && 'selected',
            ]
              .filter(Boolean)
              .join(' ')}
            style={{ width: DAY_WIDTH }}
            aria-pressed={selected}
            title={`${d.date}: who is free (Shift to select a range)`}
            onClick={(e) => onSelectDate(d.date, e.shiftKey)}
            onKeyDown={(e) => {
              // Enter and Space with Shift stretch the selection, as Shift with a click does.
              if ((e.key === 'Enter' || e.key === ' ') && e.shiftKey) {
                e.preventDefault();
                onSelectDate(d.date, true);
              }
            }}
          >
            <span className="weekday">{d.weekday.slice(0, 2)}</span>
            <span className="day">
              <span className="sr-only">{d.month} </span>
              {d.day}
            </span>
            {totals && (
              <span className="total">
                <span className="free-n">
                  {totals.free[i]}
                  <span className="sr-only"> free,</span>
                </span>
                <span className="booked-n">
                  {totals.booked[i]}
                  <span className="sr-only"> booked</span>
                </span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
});
