import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { RecordPicker } from '../../platform/record-picker';
import { useCurrentUser } from '../../platform/session';
import { techniciansQuery } from '../labor-invites/public';
import { useDaysUnavailable } from './api';
import { DaysUnavailablePanel } from './days-unavailable-panel';

/** /days-unavailable/:contactId — a tech lands on their own; staff choose any technician. */
export function DaysUnavailablePage() {
  const user = useCurrentUser();
  const params = useParams();
  const navigate = useNavigate();
  const contactId = Number(params.contactId) || user.contact?.id || null;
  const technicians = useQuery({ ...techniciansQuery, enabled: user.canEdit });

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
