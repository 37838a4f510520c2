import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../platform/http';
import { NoAccessPage } from '../../platform/layout/no-access-page';
import { NotFoundPage } from '../../platform/layout/not-found-page';
import { RecordPicker } from '../../platform/record-picker';
import { isNotFound } from '../../platform/refusals';
import { useCurrentUser } from '../../platform/session';
import { daysQuery, techniciansQuery, useDaysUnavailable } from './api';
import { DaysUnavailablePanel } from './days-unavailable-panel';

/** /days-unavailable/:contactId — a tech lands on their own; staff choose any technician. */
export function DaysUnavailablePage() {
  const user = useCurrentUser();
  const params = useParams();
  const navigate = useNavigate();
  const contactId = Number(params.contactId) || user.contact?.id || null;
  const technicians = useQuery({ ...techniciansQuery, enabled: user.canEdit });
  const days = useQuery({ ...daysQuery(contactId ?? 0), enabled: contactId !== null });
  const failure = days.error;
  if (isNotFound(failure) || (params.contactId !== undefined && !(Number(params.contactId) > 0)))
    return <NotFoundPage what="Contact">There is no contact {params.contactId}.</NotFoundPage>;
  if (failure instanceof ApiError && failure.status === 403)
    return <NoAccessPage label="this person’s days" />;
  if (failure) throw failure;

  return (
    <section className="days-page">
      <div className="toolbar">
        <h1>{contactId ? <ContactName contactId={contactId} /> : 'Days Unavailable'}</h1>
        {user.canEdit && (
          <RecordPicker
            label="Technician"
            records={technicians.data?.contacts ?? []}
            value={contactId}
            onChange={(id) => id && navigate(`/days-unavailable/${id}`)}
            getId={(c) => c.id}
            getLabel={(c) => c.contact_name}
          />
        )}
      </div>
      {contactId ? (
        <DaysUnavailablePanel contactId={contactId} />
      ) : (
        <p className="muted">
          {user.canEdit ? 'Choose a technician.' : 'Your account is not linked to a contact.'}
        </p>
      )}
    </section>
  );
}

/** The page is about one person: their name heads it (the panel below carries the spec's title). */
function ContactName({ contactId }: { contactId: number }) {
  const { data } = useDaysUnavailable(contactId);
  return <>{data?.contact.name ?? 'Days Unavailable'}</>;
}
