import { useState } from 'react';
import { TRAVEL_KIND_WORDS, type Trip } from '../../../../contracts/event-travel';
import { useDialogs } from '../../../platform/dialogs';
import { centsToText } from '../../../platform/money';
import { EventSection } from '../event-section';
import { useTrips, useTripWrite } from './api';
import { TripEditor } from './trip-editor';

/** The crew's trips to and from the event, for staff: add, edit, remove. */
export function EventTravel({ eventId }: { eventId: number }) {
  const { data, isPending } = useTrips(eventId);
  const write = useTripWrite(eventId);
  const dialogs = useDialogs();
  const [editing, setEditing] = useState<Trip | 'new' | null>(null);
  const record = editing === 'new' ? null : editing;
  const remove = async (t: Trip) => {
    if (await dialogs.confirm(`Remove ${t.contact.name}'s trip (${t.prettyDeparts})?`))
      write.mutate({ kind: 'remove', tripId: t.id });
  };
  return (
    <EventSection
      className="event-travel"
      title="Travel"
      addLabel="Add Trip"
      onAdd={() => setEditing('new')}
      answer={data}
      isPending={isPending}
      editor={
        editing && (
          <TripEditor
            eventId={eventId}
            record={record}
            saving={write.isPending}
            onClose={() => setEditing(null)}
            onSave={(body) =>
              write.mutate(record ? { kind: 'update', tripId: record.id, body } : { kind: 'create', body }, {
                onSuccess: () => setEditing(null),
              })
            }
          />
        )
      }
    >
      {data?.trips.length ? (
        <table className="grid crew-table">
          <thead>
            <tr>
              <th>Traveller</th>
              <th>Trip</th>
              <th>Departs</th>
              <th>Arrives</th>
              <th>Details</th>
              <th className="num">Cost</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data.trips.map((t) => (
              <tr key={t.id}>
                <td>{t.contact.name}</td>
                <td className="nowrap">
                  {TRAVEL_KIND_WORDS[t.kind]} {t.direction === 'in' ? 'in' : 'out'}
                  {t.isEstimated && <span className="badge">Estimated</span>}
                </td>
                <td className="nowrap" data-label="Departs">
                  {t.prettyDeparts}
                </td>
                <td className="nowrap" data-label="Arrives">
                  {t.prettyArrives}
                </td>
                <td className="wrap">{t.details}</td>
                <td className="num" data-label="Cost">
                  {t.costCents ? centsToText(t.costCents) : ''}
                </td>
                <td className="nowrap actions">
                  <button
                    type="button"
                    onClick={() => setEditing(t)}
                    aria-label={`Edit ${t.contact.name}'s trip`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    onClick={() => remove(t)}
                    aria-label={`Remove ${t.contact.name}'s trip`}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">No travel yet.</p>
      )}
    </EventSection>
  );
}
