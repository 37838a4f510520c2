import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { daysUnavailableCalls } from '../../../contracts/days-unavailable';
import type { MyJob, MyOffer, OfferFacts } from '../../../contracts/offers';
import { useDialogs } from '../../platform/dialogs';
import { call } from '../../platform/http';
import { navItems } from '../../platform/nav';
import { useFailureHandler } from '../../platform/refusals';
import { useCurrentUser } from '../../platform/session';
import { MyAvailability } from '../crew-availability/public';
import { useDeclinedFollowUp } from '../days-unavailable/public';
import { CalendarFeedLink } from '../flow/public';
import { useAnswerOffer, useMyJobs } from './api';
import './my-jobs.css';

// The days' own page, as the menu names it (this page lists the days ahead; that one edits them).
const DAYS_PAGE = navItems.find((i) => i.label === 'Days Unavailable')?.to ?? '/';

/** Where and when, as a tech reads it on a phone. */
function Facts({ item }: { item: OfferFacts | Omit<MyJob, 'travel' | 'status' | 'isCancelled'> }) {
  return (
    <dl className="job-facts">
      <dt>In</dt>
      <dd>{item.prettyIn}</dd>
      <dt>Out</dt>
      <dd>{item.prettyOut}</dd>
      <dt>Where</dt>
      <dd>
        {item.location || 'To be confirmed'}
        {item.mapUrl && (
          <>
            {' '}
            <a href={item.mapUrl} target="_blank" rel="noopener noreferrer">
              Map
            </a>
          </>
        )}
      </dd>
      {item.sentBy && (
        <>
          <dt>Contact</dt>
          <dd>
            {item.sentBy}
            {item.sentByPhone && (
              <>
                {' · '}
                <a href={`tel:${item.sentByPhone}`}>{item.sentByPhone}</a>
              </>
            )}
          </dd>
        </>
      )}
    </dl>
  );
}

type Answer = (offer: MyOffer, choice: 'accept' | 'decline') => void;

/**
 * Answering, held by the page: the answered card leaves the list at once, so what follows (the
 * confirmation, or the days-unavailable question after a decline) must outlive it.
 */
function useAnswer(): { send: Answer; pending: boolean; form: ReactNode } {
  const user = useCurrentUser();
  const dialogs = useDialogs();
  const answer = useAnswerOffer();
  const followUp = useDeclinedFollowUp();
  const onFailed = useFailureHandler({ context: 'answering an offer' });
  const send: Answer = (offer, choice) =>
    answer.mutateAsync({ inviteId: offer.inviteId, answer: choice }).then(async (res) => {
      if (res.declined && user.contact)
        await followUp.offer({ contactId: user.contact.id, contactName: user.contact.name, ...res.declined });
      else await dialogs.alert(res.message);
    }, onFailed);
  return { send, pending: answer.isPending, form: followUp.form };
}

/** An offer to answer; one that can no longer be answered says why (the server's words), with no buttons. */
export function OfferCard({ offer, send, pending }: { offer: MyOffer; send: Answer; pending: boolean }) {
  return (
    <article
      className={`job-card offer${offer.closed ? ' closed' : ''}`}
      aria-label={`Offer: ${offer.position}, ${offer.showName}`}
    >
      <h3>
        {offer.position} · {offer.showName}
      </h3>
      <p className="muted">{offer.prettyDateRange}</p>
      <Facts item={offer} />
      {offer.notes && <p className="job-notes">{offer.notes}</p>}
      {offer.closed ? (
        <p className="job-closed" role="status">
          {offer.closed}
        </p>
      ) : (
        <div className="job-actions">
          <button type="button" className="primary" disabled={pending} onClick={() => send(offer, 'accept')}>
            Accept
          </button>
          <button type="button" disabled={pending} onClick={() => send(offer, 'decline')}>
            Decline
          </button>
        </div>
      )}
    </article>
  );
}

function JobCard({ job }: { job: MyJob }) {
  return (
    <article
      className={`job-card${job.isCancelled ? ' cancelled' : ''}`}
      aria-label={`${job.position}, ${job.showName}`}
    >
      <h3>
        {job.position} · {job.showName}
      </h3>
      <p className="muted">
        <span className={`job-status ${job.status.toLowerCase()}`}>
          {job.isCancelled ? 'Cancelled' : job.status}
        </span>{' '}
        {job.prettyDateRange}
      </p>
      <Facts item={job} />
      {job.travel.length > 0 && (
        <ul className="job-travel" aria-label="Travel">
          {job.travel.map((t) => (
            <li key={t.id}>
              <strong>{t.summary}</strong>
              {t.isEstimated && <span className="muted"> (not booked yet)</span>}
              <br />
              {t.prettyDeparts} → {t.prettyArrives}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function MyDays({ contactId }: { contactId: number }) {
  const { data } = useQuery({
    queryKey: ['my-jobs', 'days', contactId],
    queryFn: ({ signal }) => call(daysUnavailableCalls.list, { query: { contactId } }, { signal }),
  });
  const today = new Date().toISOString().slice(0, 10);
  const ahead = data?.records.filter((r) => r.end_date >= today) ?? [];
  return (
    <ul className="my-days">
      {data && ahead.length === 0 && <li className="muted">None ahead.</li>}
      {ahead.map((r) => (
        <li key={r.id}>
          {r.prettyDateRange}
          {r.notes && <span className="muted"> · {r.notes}</span>}
        </li>
      ))}
    </ul>
  );
}

/** A technician's own page (issue 22.4): offers to answer, jobs ahead, days off, calendar feed. */
export function MyJobsPage() {
  const user = useCurrentUser();
  const { data, isPending } = useMyJobs();
  const answering = useAnswer();
  const contactId = data?.contactId ?? user.contact?.id ?? null;
  return (
    <section className="my-jobs">
      <h1>My jobs</h1>
      {isPending && <p className="muted">Loading…</p>}
      {data && contactId === null && <p className="muted">Your account is not linked to a crew contact.</p>}
      {data && contactId !== null && (
        <>
          <h2>Offers waiting for your answer</h2>
          {data.offers.length === 0 && <p className="muted">No offers waiting.</p>}
          {data.offers.map((o) => (
            <OfferCard key={o.inviteId} offer={o} send={answering.send} pending={answering.pending} />
          ))}
          <MyAvailability />
          <h2>Upcoming jobs</h2>
          {data.jobs.length === 0 && <p className="muted">No upcoming jobs.</p>}
          {data.jobs.map((j) => (
            <JobCard key={j.positionId} job={j} />
          ))}
          <h2>
            Days unavailable{' '}
            <a href={DAYS_PAGE} className="small">
              Edit
            </a>
          </h2>
          <MyDays contactId={contactId} />
          <h2>Calendar feed</h2>
          <CalendarFeedLink contactId={contactId} />
          {answering.form}
        </>
      )}
    </section>
  );
}
