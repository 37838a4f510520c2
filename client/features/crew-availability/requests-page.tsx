import { useState } from 'react';
import { AVAILABILITY_ANSWER_LABEL, type RequestView } from '../../../contracts/crew-availability';
import { useRequests } from './api';
import { OfferYesesForm } from './offer-yeses-form';
import { RequestModal } from './request-modal';
import './crew-availability.css';

function RequestCard({ request: r }: { request: RequestView }) {
  const t = r.tally;
  return (
    <article className="availability-request" aria-label={`Request: ${r.prettyDateRange}`}>
      <header>
        <h2>Are you free {r.prettyDateRange}?</h2>
        <p className="muted small">
          {r.showName && `${r.eventId} ${r.showName} · `}Asked by {r.sentBy ?? 'someone'} on {r.prettySentAt}
        </p>
        {r.note && <p className="note">{r.note}</p>}
      </header>
      <p className="tally">
        <span className="yes">{t.yes} yes</span> · <span className="maybe">{t.maybe} maybe</span> ·{' '}
        <span className="no">{t.no} no</span> · <span className="pending">{t.pending} not answered</span>
      </p>
      <table className="asks">
        <tbody>
          {r.asks.map((a) => (
            <tr key={a.id} className={a.answer}>
              <td>{a.name}</td>
              <td className="answer">{AVAILABILITY_ANSWER_LABEL[a.answer]}</td>
              <td className="muted small">{a.prettyAnsweredAt ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {t.yes + t.maybe > 0 && <OfferYesesForm request={r} />}
    </article>
  );
}

/** Availability requests (issue 37.3): ask who is free on dates, read the answers, offer to the yeses. */
export function AvailabilityRequestsPage() {
  const { data, isPending } = useRequests();
  const [asking, setAsking] = useState(false);
  return (
    <section className="availability-requests">
      <div className="title-row">
        <h1>Availability requests</h1>
        <button type="button" className="primary" onClick={() => setAsking(true)}>
          Ask Who Is Free
        </button>
      </div>
      <p className="muted small">
        A question about dates, not an offer: a Yes books nothing. Turn the yeses into offers of a position
        here.
      </p>
      {isPending && <p className="muted">Loading…</p>}
      {data && data.requests.length === 0 && <p className="muted">No requests for dates ahead.</p>}
      {data?.requests.map((r) => (
        <RequestCard key={r.id} request={r} />
      ))}
      {asking && <RequestModal onClose={() => setAsking(false)} />}
    </section>
  );
}
