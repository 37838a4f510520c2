import type { DayCounts } from '../../../contracts/flow.js';
import { addDays } from '../../platform/dates.js';
import type { Db } from '../../platform/db/types.js';
import { countBookedDays } from './day-count-queries.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** The fiscal year holding `date` when it starts on the first of `startMonth` (1-12), named by its last year. */
export function fiscalYearOf(date: string, startMonth: number) {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const first = month >= startMonth ? year : year - 1;
  const start = `${first}-${pad(startMonth)}-01`;
  const end = addDays(`${first + 1}-${pad(startMonth)}-01`, -1);
  return { start, end, label: `FY ${end.slice(0, 4)}` };
}

/**
 * Days booked per technician (GET /flow/techs/day-counts) in the calendar year and the fiscal year
 * that hold the range's first day: one query for both.
 */
export async function getDayCounts(db: Db, start: string, fiscalStartMonth: number): Promise<DayCounts> {
  const year = start.slice(0, 4);
  const calendarYear = { start: `${year}-01-01`, end: `${year}-12-31`, label: year };
  const fiscalYear = fiscalYearOf(start, fiscalStartMonth);
  const rows = await countBookedDays(
    db,
    [calendarYear.start, calendarYear.end],
    [fiscalYear.start, fiscalYear.end],
  );
  const calendarDayCounts: Record<string, number> = {};
  const fiscalDayCounts: Record<string, number> = {};
  for (const r of rows) {
    if (r.calendar) calendarDayCounts[r.contactId] = r.calendar;
    if (r.fiscal) fiscalDayCounts[r.contactId] = r.fiscal;
  }
  return { calendarDayCounts, fiscalDayCounts, calendarYear, fiscalYear };
}
