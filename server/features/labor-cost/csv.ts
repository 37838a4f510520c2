import { stringify } from 'csv-stringify/sync';
import type { EventCost } from '../../../contracts/labor-cost.js';

/*
 * Labor cost as CSV (issue 37.5), for a payroll or a budget sheet: a line per position and per
 * trip, then the event's total line; amounts as decimals in the currency the header names.
 */

const money = (cents: number) => (cents / 100).toFixed(2);

export function costCsv(costs: readonly EventCost[], currency: string): string {
  const header = [
    'bid',
    'show',
    'line',
    'category',
    'description',
    'person',
    'status',
    'dates',
    'days',
    'half_days',
    'hours_per_day',
    'overtime_hours',
    'priced_by',
    `labor_${currency}`,
    `per_diem_${currency}`,
    `travel_${currency}`,
    `total_${currency}`,
  ];
  const rows: (string | number)[][] = [header];
  for (const c of costs) {
    for (const l of c.lines)
      rows.push([
        c.eventId,
        c.showName,
        'position',
        l.category,
        l.description,
        l.tech ?? '',
        l.status,
        l.prettyDateRange,
        l.days,
        l.halfDays,
        l.hoursPerDay,
        l.overtimeHours,
        l.rateSource === 'none' ? 'no rate' : l.rateSource,
        money(l.laborCents),
        money(l.perDiemCents),
        '',
        money(l.totalCents),
      ]);
    for (const t of c.travel)
      rows.push([
        c.eventId,
        c.showName,
        'travel',
        '',
        `${t.kind} ${t.direction}`,
        t.traveller,
        '',
        t.prettyDeparts,
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        money(t.costCents),
        money(t.costCents),
      ]);
    rows.push([
      c.eventId,
      c.showName,
      'total',
      '',
      c.unpriced ? `${c.unpriced} position(s) without a rate left out` : '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      money(c.laborCents),
      money(c.perDiemCents),
      money(c.travelCents),
      money(c.totalCents),
    ]);
  }
  return stringify(rows);
}
