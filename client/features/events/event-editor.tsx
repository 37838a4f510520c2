import { useState } from 'react';
import type { EventDetail } from '../../../contracts/events';
import { RecordEditor, SelectField, TextField } from '../catalog/public';
import { type EventBody, useAccountManagers, useCreateEvent, useUpdateEvent } from './api';

const blank = {
  id: '',
  showName: '',
  accountManagerId: '',
  status: 'Quote',
  location: '',
  venueState: '',
  timeZone: '',
  startDate: '',
  endDate: '',
  loadInDate: '',
  loadOutDate: '',
};
type Values = typeof blank;

const fromEvent = (e: EventDetail): Values => ({
  id: String(e.id),
  showName: e.show_name,
  accountManagerId: e.account_manager ? String(e.account_manager.id) : '',
  status: e.status,
  location: e.location,
  venueState: e.venue_state ?? '',
  timeZone: e.time_zone ?? '',
  startDate: e.startDate,
  endDate: e.endDate,
  loadInDate: e.loadInDate ?? '',
  loadOutDate: e.loadOutDate ?? '',
});

/** The statuses a show goes through; another word may be typed (a sales system may have its own). */
const STATUSES = ['Quote', 'Tentative', 'Confirmed'];
/** The zones a venue is in, as the browser knows them (the server checks the same way). */
const ZONES = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/**
 * A new event, or an event's header fields, in a dialog. The server says what is wrong with the
 * dates or the zone in words (the app's dialog shows them); a new event's bid number may be left
 * blank for the next free one.
 */
export function EventEditor({
  event,
  onClose,
  onSaved,
}: {
  event: EventDetail | null;
  onClose(): void;
  onSaved?(id: number): void;
}) {
  const [v, setV] = useState<Values>(event ? fromEvent(event) : blank);
  const set = (k: keyof Values) => (value: string) => setV((o) => ({ ...o, [k]: value }));
  const managers = useAccountManagers(true).data?.accountManagers ?? [];
  const create = useCreateEvent();
  const update = useUpdateEvent(event?.id ?? 0);
  const fields: Omit<EventBody, 'id'> = {
    showName: v.showName,
    accountManagerId: v.accountManagerId ? Number(v.accountManagerId) : null,
    status: v.status,
    location: v.location,
    venueState: v.venueState,
    timeZone: v.timeZone,
    startDate: v.startDate,
    endDate: v.endDate,
    loadInDate: v.loadInDate || null,
    loadOutDate: v.loadOutDate || null,
  };
  const save = () => {
    const done = (answer: { event: { id: number } }) => {
      onSaved?.(answer.event.id);
      onClose();
    };
    if (event) update.mutate(fields, { onSuccess: done });
    else create.mutate({ ...fields, id: v.id ? Number(v.id) : null }, { onSuccess: done });
  };
  return (
    <RecordEditor
      title={event ? `Edit #${event.id} ${event.show_name}` : 'New event'}
      area="events"
      saving={create.isPending || update.isPending}
      onSave={save}
      onClose={onClose}
      width={760}
    >
      <div className="field-row">
        {!event && (
          <label className="field bid-field">
            <span>Bid # (blank: next free)</span>
            <input
              inputMode="numeric"
              pattern="[0-9]*"
              value={v.id}
              maxLength={10}
              onChange={(e) => set('id')(e.target.value)}
            />
          </label>
        )}
        <TextField label="Show name" value={v.showName} onChange={set('showName')} required maxLength={200} />
      </div>
      <div className="field-row">
        <SelectField label="Account manager" value={v.accountManagerId} onChange={set('accountManagerId')}>
          <option value="">None</option>
          {managers.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </SelectField>
        <label className="field">
          <span>Status</span>
          <input
            list="event-statuses"
            value={v.status}
            required
            maxLength={40}
            onChange={(e) => set('status')(e.target.value)}
          />
          <datalist id="event-statuses">
            {STATUSES.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        </label>
      </div>
      <div className="field-row">
        <TextField label="Location (venue)" value={v.location} onChange={set('location')} maxLength={500} />
        <TextField label="Venue state" value={v.venueState} onChange={set('venueState')} maxLength={40} />
        <label className="field">
          <span>Time zone (blank: the state's)</span>
          <input
            list="event-zones"
            value={v.timeZone}
            placeholder="America/Chicago"
            maxLength={64}
            onChange={(e) => set('timeZone')(e.target.value)}
          />
          <datalist id="event-zones">
            {ZONES.map((z) => (
              <option key={z} value={z} />
            ))}
          </datalist>
        </label>
      </div>
      <div className="field-row">
        <TextField label="Load in" type="date" value={v.loadInDate} onChange={set('loadInDate')} />
        <TextField label="Start" type="date" value={v.startDate} onChange={set('startDate')} required />
        <TextField label="End" type="date" value={v.endDate} onChange={set('endDate')} required />
        <TextField label="Load out" type="date" value={v.loadOutDate} onChange={set('loadOutDate')} />
      </div>
    </RecordEditor>
  );
}
