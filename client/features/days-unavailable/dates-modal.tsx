import { type FormEvent, useState } from 'react';
import {
  DATES_INVALID_MESSAGE,
  type DayUnavailable,
  heldPositionsRefusal,
} from '../../../contracts/days-unavailable';
import { useDialogs } from '../../platform/dialogs';
import { ApiError } from '../../platform/http';
import { Modal } from '../../platform/modal';
import { showFailure } from '../../platform/refusals';
import { isDatesInvalid, useDeleteDates, useSaveDates } from './api';

interface Props {
  contactId: number;
  /** The record being edited; absent to add one. */
  record?: DayUnavailable;
  /** Prefilled dates (after a declined invite). */
  initial?: { startDate: string; endDate: string; notes?: string };
  afterDeclinedInvite?: boolean;
  onClose(): void;
}

/** The Add Dates modal (spec 2.9, 5): both dates required, each input bounds the other. */
export function DatesModal({ contactId, record, initial, afterDeclinedInvite, onClose }: Props) {
  const dialogs = useDialogs();
  const save = useSaveDates();
  const remove = useDeleteDates(contactId);
  const [startDate, setStart] = useState(record?.start_date ?? initial?.startDate ?? '');
  const [endDate, setEnd] = useState(record?.end_date ?? initial?.endDate ?? '');
  const [notes, setNotes] = useState(record?.notes ?? initial?.notes ?? '');

  async function submit(e: FormEvent | null, confirmed = false): Promise<void> {
    e?.preventDefault();
    if (!startDate || !endDate) return dialogs.alert('Please enter both a start and end date');
    try {
      await save.mutateAsync({
        id: record?.id,
        contactId,
        startDate,
        endDate,
        notes,
        afterDeclinedInvite,
        confirmed,
      });
      onClose();
    } catch (error) {
      // Over work the tech holds (issue 22.5): asked first, then sent again with confirmed.
      const question = error instanceof ApiError ? heldPositionsRefusal.safeParse(error.body) : undefined;
      if (question?.success) {
        if (await dialogs.confirm(question.data.attention)) return submit(null, true);
      } else if (isDatesInvalid(error)) await dialogs.alert(DATES_INVALID_MESSAGE);
      else await showFailure(dialogs, error, { context: 'days-unavailable save' });
    }
  }

  async function onDelete() {
    if (!record || !(await dialogs.confirm('Are you sure you want to delete these dates?'))) return;
    await remove.mutateAsync(record.id);
    onClose();
  }

  return (
    <Modal
      title={record ? 'Edit Dates' : 'Add Dates'}
      onClose={onClose}
      width={420}
      footer={
        <>
          {record && (
            <button type="button" className="danger" onClick={onDelete} disabled={remove.isPending}>
              Delete
            </button>
          )}
          <span className="spacer" />
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="dates-form" className="primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </button>
        </>
      }
    >
      <form id="dates-form" className="dates-form" onSubmit={submit} noValidate>
        <label>
          Start
          <input
            type="date"
            value={startDate}
            max={endDate || undefined}
            onChange={(e) => setStart(e.target.value)}
          />
        </label>
        <label>
          End
          <input
            type="date"
            value={endDate}
            min={startDate || undefined}
            onChange={(e) => setEnd(e.target.value)}
          />
        </label>
        <label className="notes">
          Notes
          <textarea rows={3} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </label>
      </form>
    </Modal>
  );
}
