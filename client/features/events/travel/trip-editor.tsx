import { type FormEvent, useState } from 'react';
import {
  TRAVEL_KIND_WORDS,
  TRAVEL_KINDS,
  type Trip,
  type TripBody,
} from '../../../../contracts/event-travel';
import { Modal } from '../../../platform/modal';
import { centsFromText, centsToText } from '../../../platform/money';
import { useDebouncedValue } from '../../../platform/use-debounced-value';
import { useTravellers } from './api';

/** A trip's fields; the traveller is found by name or key (the event's crew listed first). */
export function TripEditor({
  eventId,
  record,
  saving,
  onSave,
  onClose,
}: {
  eventId: number;
  record: Trip | null;
  saving: boolean;
  onSave(body: TripBody): void;
  onClose(): void;
}) {
  const [search, setSearch] = useState('');
  const found = useTravellers(eventId, useDebouncedValue(search, 250)).data?.contacts ?? [];
  const [v, setV] = useState({
    key: record?.key ?? '',
    contactId: record?.contact.id ?? 0,
    kind: (record?.kind ?? 'flight') as TripBody['kind'],
    direction: record?.direction ?? 'in',
    departs: record?.departs ?? '',
    arrives: record?.arrives ?? '',
    isEstimated: record?.isEstimated ?? false,
    details: record?.details ?? '',
  });
  const [cost, setCost] = useState(record ? centsToText(record.costCents) : '');
  const costCents = centsFromText(cost);
  const set =
    <K extends keyof typeof v>(k: K) =>
    (value: (typeof v)[K]) =>
      setV((o) => ({ ...o, [k]: value }));
  // The chosen traveller stays a choice while a search lists others.
  const choices =
    record && !found.some((c) => c.id === record.contact.id)
      ? [{ ...record.contact, key: null }, ...found]
      : found;
  const contactId = v.contactId || choices[0]?.id || 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (costCents === null) return;
    onSave({ ...v, contactId, costCents });
  };
  return (
    <Modal
      title={record ? `Edit trip ${record.key}` : 'Add Trip'}
      onClose={onClose}
      width={620}
      footer={
        <>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="trip-form" className="primary" disabled={saving || !contactId}>
            {saving ? 'Saving…' : 'Save'}
          </button>
        </>
      }
    >
      <form id="trip-form" className="crew-form" onSubmit={submit}>
        <div className="field-row">
          <label className="field">
            <span>Find traveller</span>
            <input
              type="search"
              value={search}
              placeholder="Name or key"
              maxLength={100}
              onChange={(e) => setSearch(e.target.value)}
            />
          </label>
          <label className="field">
            <span>Traveller</span>
            <select value={contactId} onChange={(e) => set('contactId')(Number(e.target.value))} required>
              {choices.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                  {c.key ? ` (${c.key})` : ''}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="field-row">
          <label className="field">
            <span>Kind</span>
            <select value={v.kind} onChange={(e) => set('kind')(e.target.value as TripBody['kind'])}>
              {TRAVEL_KINDS.map((k) => (
                <option key={k} value={k}>
                  {TRAVEL_KIND_WORDS[k]}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Direction</span>
            <select value={v.direction} onChange={(e) => set('direction')(e.target.value as 'in' | 'out')}>
              <option value="in">In (to the show)</option>
              <option value="out">Out (home)</option>
            </select>
          </label>
        </div>
        <div className="field-row">
          <label className="field">
            <span>Departs (local time there)</span>
            <input
              type="datetime-local"
              value={v.departs}
              required
              onChange={(e) => set('departs')(e.target.value)}
            />
          </label>
          <label className="field">
            <span>Arrives (local time there)</span>
            <input
              type="datetime-local"
              value={v.arrives}
              min={v.departs || undefined}
              required
              onChange={(e) => set('arrives')(e.target.value)}
            />
          </label>
        </div>
        <label className="field">
          <span>Details</span>
          <input
            value={v.details}
            maxLength={500}
            placeholder="AA 1234 DFW → LAS"
            onChange={(e) => set('details')(e.target.value)}
          />
        </label>
        <label className="field">
          <span>Cost (fare, mileage: counted in the labor cost)</span>
          <input
            value={cost}
            inputMode="decimal"
            placeholder="0.00"
            aria-invalid={costCents === null}
            onChange={(e) => setCost(e.target.value)}
          />
          {costCents === null && <span className="form-error">An amount like 389.00</span>}
        </label>
        <label className="field">
          <span>Key (your system's; blank: one is made)</span>
          <input value={v.key} maxLength={100} onChange={(e) => set('key')(e.target.value)} />
        </label>
        <div className="checks">
          <label>
            <input
              type="checkbox"
              checked={v.isEstimated}
              onChange={(e) => set('isEstimated')(e.target.checked)}
            />{' '}
            Estimated (not booked yet)
          </label>
        </div>
      </form>
    </Modal>
  );
}
