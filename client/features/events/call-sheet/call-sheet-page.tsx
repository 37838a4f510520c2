import { Link, useParams } from 'react-router';
import type { CallSheet, CallSheetCrew } from '../../../../contracts/event-call-sheet';
import { NoAccessPage } from '../../../platform/layout/no-access-page';
import { NotFoundPage } from '../../../platform/layout/not-found-page';
import { eventPagePath } from '../../../platform/paths';
import { isNotFound } from '../../../platform/refusals';
import { useCurrentUser } from '../../../platform/session';
import { callSheetPdfUrl, useCallSheet } from './api';
import './call-sheet.css';
import { CrewMessage } from './crew-message';

/** /events/{id}/call-sheet: the crew of a show on one phone screen, staff only (issue 37.6). */
export function CallSheetPage() {
  const raw = useParams().id;
  const id = Number(raw);
  const user = useCurrentUser();
  if (!user.permissions.includes('call-sheets.read')) return <NoAccessPage label="call sheets" />;
  if (!Number.isInteger(id) || id <= 0)
    return <NotFoundPage what="Event">There is no event with bid number {raw}.</NotFoundPage>;
  return <Sheet id={id} />;
}

function Sheet({ id }: { id: number }) {
  const { data, error, isPending } = useCallSheet(id);
  if (isNotFound(error))
    return <NotFoundPage what="Event">There is no event with bid number {id}.</NotFoundPage>;
  if (error) throw error;
  if (isPending) return <p className="muted">Loading…</p>;
  const e = data.event;
  return (
    <section className="call-sheet">
      <p className="back">
        <Link to={eventPagePath(e.id)}>
          #{e.id} {e.showName}
        </Link>
      </p>
      <div className="toolbar">
        <h1>Call sheet</h1>
        {e.isCancelled && <span className="badge danger">Cancelled</span>}
        <a href={callSheetPdfUrl(e.id)} target="_blank" rel="noreferrer">
          Print (PDF)
        </a>
      </div>
      <Facts sheet={data} />
      <CrewMessage eventId={e.id} sheet={data} />
      <h2>Crew ({data.crew.length})</h2>
      {data.crew.length === 0 ? (
        <p className="muted">No confirmed crew yet.</p>
      ) : (
        <ol className="crew-list">
          {data.crew.map((c) => (
            <CrewCard key={c.positionId} crew={c} />
          ))}
        </ol>
      )}
    </section>
  );
}

function Facts({ sheet: { event: e } }: { sheet: CallSheet }) {
  return (
    <dl className="facts">
      <dt>Dates</dt>
      <dd>{e.dateRange}</dd>
      <dt>Status</dt>
      <dd>{e.status}</dd>
      <dt>Where</dt>
      <dd>
        {e.location || '-'}
        {e.mapUrl && (
          <>
            {' '}
            <a href={e.mapUrl} target="_blank" rel="noreferrer">
              Map
            </a>
          </>
        )}
      </dd>
      <dt>Times</dt>
      <dd>The venue's: {e.timeZone}</dd>
      {e.accountManager && (
        <>
          <dt>Account Manager</dt>
          <dd>
            {e.accountManager.email ? (
              <a href={`mailto:${e.accountManager.email}`}>{e.accountManager.name}</a>
            ) : (
              e.accountManager.name
            )}
          </dd>
        </>
      )}
    </dl>
  );
}

/** A phone number as a tel: address: digits and a leading plus only. */
const telOf = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

function CrewCard({ crew: c }: { crew: CallSheetCrew }) {
  return (
    <li className="crew-card" data-testid={`crew-${c.positionId}`}>
      <div className="crew-who">
        <strong>{c.name}</strong>
        {c.phone ? <a href={telOf(c.phone)}>{c.phone}</a> : <span className="muted">No phone</span>}
      </div>
      <div>
        {c.role}
        {c.category !== c.role && <span className="muted"> · {c.category}</span>}
      </div>
      <div>Call {c.prettyCall}</div>
      <div className="muted">Out {c.prettyOut}</div>
      {c.travel.length > 0 && (
        <ul className="crew-travel">
          {c.travel.map((t) => (
            <li key={t.id}>
              {t.summary}
              {t.isEstimated ? ' (estimated)' : ''}: departs {t.prettyDeparts}, arrives {t.prettyArrives}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
