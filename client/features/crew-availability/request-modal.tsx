import { type FormEvent, useState } from 'react';
import { MAX_REQUEST_DAYS } from '../../../contracts/crew-availability';
import { addDays, todayIso } from '../../platform/dates';
import { useDialogs } from '../../platform/dialogs';
import { Modal } from '../../platform/modal';
import { useFailureHandler } from '../../platform/refusals';
import type { PickerRow } from '../labor-invites/public';
import { useCreateRequest } from './api';
import { TechPicker } from './tech-picker';

/** "Are you free …?": the dates, a note, optionally the show's bid number, and who to ask. */
export function RequestModal({ onClose }: { onClose(): void }) {
  const dialogs = useDialogs();
  const create = useCreateRequest();
  const onFailed = useFailureHandler({ context: 'availability request' });
  const [startDate, setStart] = useState(() => addDays(todayIso(), 7));
  const [endDate, setEnd] = useState(() => addDays(todayIso(), 8));
  const [note, setNote] = useState('');
  const [bid, setBid] = useState('');
  const [chosen, setChosen] = useState<PickerRow[]>([]);
  const datesOk =
    startDate >= todayIso() && endDate >= startDate && endDate <= addDays(startDate, MAX_REQUEST_DAYS - 1);

  const toggle = (row: PickerRow, on: boolean) =>
    setChosen((c) =>
      on ? [...c.filter((r) => r.tech.id !== row.tech.id), row] : c.filter((r) => r.tech.id !== row.tech.id),
    );

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!datesOk) return dialogs.alert(`Choose dates from today on, at most ${MAX_REQUEST_DAYS} days`);
    if (chosen.length === 0) return dialogs.alert('Choose at least one technician');
    try {
      const answer = await create.mutateAsync({
        startDate,
        endDate,
        note,
        eventId: bid.trim() ? Number(bid) : null,
        contactIds: chosen.map((r) => r.tech.id),
      });
      onClose();
      if (answer.delivery === 'failed')
        await dialogs.alert(
          'The request is saved, but some emails could not be sent yet. They will be retried (see Outbox).',
        );
    } catch (error) {
      await onFailed(error);
    }
  }

  return (
    <Modal
      title="Ask who is free"
      onClose={onClose}
      width={640}
      footer={
        <>
          <span className="spacer" />
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="availability-form" className="primary" disabled={create.isPending}>
            {chosen.length
              ? `Ask ${chosen.length} ${chosen.length === 1 ? 'Technician' : 'Technicians'}`
              : 'Ask'}
          </button>
        </>
      }
    >
      <form id="availability-form" className="availability-form" onSubmit={submit} noValidate>
        <div className="dates">
          <label>
            From
            <input
              type="date"
              value={startDate}
              min={todayIso()}
              onChange={(e) => setStart(e.target.value)}
            />
          </label>
          <label>
            To
            <input type="date" value={endDate} min={startDate} onChange={(e) => setEnd(e.target.value)} />
          </label>
          <label>
            Bid (optional)
            <input
              inputMode="numeric"
              value={bid}
              onChange={(e) => setBid(e.target.value.replace(/\D/g, ''))}
            />
          </label>
        </div>
        <label>
          Note
          <textarea rows={2} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
        </label>
        {datesOk ? (
          <TechPicker
            startDate={startDate}
            endDate={endDate}
            chosen={chosen.map((r) => r.tech.id)}
            onToggle={toggle}
          />
        ) : (
          <p className="muted">
            Choose dates from today on, at most {MAX_REQUEST_DAYS} days, to see who is free.
          </p>
        )}
      </form>
    </Modal>
  );
}
