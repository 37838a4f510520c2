import { useId } from 'react';
import { type CostTotals, laborCostCalls } from '../../../contracts/labor-cost';
import { callUrl } from '../../platform/http';
import { formatCents } from '../../platform/money';
import { useEventCost } from './api';
import './labor-cost.css';

const PRICED_BY = { technician: "Tech's rate", role: "Role's rate", none: 'No rate' } as const;
const hours = (h: number) => (Number.isInteger(h) ? String(h) : h.toFixed(2));

/** The totals in one line: "Labor $2,170.00 · Per diem $220.00 · Travel $389.00 · Total $2,779.00". */
export function CostSummary({ totals, currency }: { totals: CostTotals; currency: string }) {
  const money = (c: number) => formatCents(c, currency);
  return (
    <p className="cost-summary">
      <span>Labor {money(totals.laborCents)}</span>
      <span>Per diem {money(totals.perDiemCents)}</span>
      <span>Travel {money(totals.travelCents)}</span>
      <strong>Total {money(totals.totalCents)}</strong>
      {totals.unpriced > 0 && (
        <span className="badge danger" title="Ask an admin to set a rate for the role">
          {totals.unpriced} without a rate
        </span>
      )}
    </p>
  );
}

/**
 * The event's planned labor cost, for staff (issue 37.5): each planned position priced at the
 * confirmed tech's rate or the role's, each trip as entered, and the totals. No rate is shown:
 * those are admins' (spec 6).
 */
export function EventLaborCost({ eventId }: { eventId: number }) {
  const { data, isPending } = useEventCost(eventId);
  const id = useId();
  const money = (c: number) => formatCents(c, data?.currency ?? 'USD');
  const cost = data?.cost;
  return (
    <section className="event-lines labor-cost" aria-labelledby={id}>
      <div className="section-head">
        <h2 id={id}>Labor Cost</h2>
        <a href={callUrl(laborCostCalls.eventCsv, { params: { id: eventId } })} download>
          Export CSV
        </a>
      </div>
      {isPending || !cost || !data ? (
        <p className="muted">Loading…</p>
      ) : (
        <>
          <CostSummary totals={cost} currency={data.currency} />
          {cost.lines.length + cost.travel.length === 0 ? (
            <p className="muted">No positions or travel yet.</p>
          ) : (
            <table className="grid crew-table cost-lines">
              <thead>
                <tr>
                  <th>Cat.</th>
                  <th>Position</th>
                  <th>Tech</th>
                  <th>Dates</th>
                  <th className="num">Days</th>
                  <th className="num">Hours a day</th>
                  <th className="num">Overtime</th>
                  <th>Priced by</th>
                  <th className="num">Labor</th>
                  <th className="num">Per diem</th>
                  <th className="num">Total</th>
                </tr>
              </thead>
              <tbody>
                {cost.lines.map((l) => (
                  <tr key={l.positionId} className={l.rateSource === 'none' ? 'unpriced' : undefined}>
                    <td>{l.category}</td>
                    <td className="wrap">{l.description}</td>
                    <td>
                      {l.tech ?? <span className="muted">Uncrewed</span>}
                      {l.status === 'Tentative' && <span className="badge">Tentative</span>}
                    </td>
                    <td className="nowrap">{l.prettyDateRange}</td>
                    <td className="num">
                      {l.days}
                      {l.halfDays > 0 && <span className="muted"> (half)</span>}
                    </td>
                    <td className="num">{hours(l.hoursPerDay)}</td>
                    <td className="num">{l.overtimeHours ? `${hours(l.overtimeHours)} h` : ''}</td>
                    <td>{PRICED_BY[l.rateSource]}</td>
                    <td className="num">{money(l.laborCents)}</td>
                    <td className="num">{money(l.perDiemCents)}</td>
                    <td className="num">{money(l.totalCents)}</td>
                  </tr>
                ))}
                {cost.travel.map((t) => (
                  <tr key={`trip-${t.tripId}`} className="travel">
                    <td>Travel</td>
                    <td className="wrap">
                      {t.kind} {t.direction}
                    </td>
                    <td>{t.traveller}</td>
                    <td className="nowrap">{t.prettyDeparts}</td>
                    <td colSpan={6} />
                    <td className="num">{money(t.costCents)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th colSpan={8}>Total</th>
                  <td className="num">{money(cost.laborCents)}</td>
                  <td className="num">{money(cost.perDiemCents)}</td>
                  <td className="num">
                    <strong>{money(cost.totalCents)}</strong>
                  </td>
                </tr>
              </tfoot>
            </table>
          )}
        </>
      )}
    </section>
  );
}
