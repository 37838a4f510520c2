import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { confirmInviteRefusal, LOCKED_INVITE_MESSAGE, type Position } from '../../../contracts/labor-invites';
import { useDialogs } from '../../platform/dialogs';
import { ApiError } from '../../platform/http';
import { Modal } from '../../platform/modal';
import { showFailure } from '../../platform/refusals';
import { postInvite, reloadPosition, useCacheWriters } from './api';
import { InviteePicker } from './invitee-picker';
import type { PickerRow } from './picker-rows';

/**
 * The invite form (spec 2.10, 4): event, position, dates, 'include travel dates', a required
 * Invitee, Extra Notes; View Preview shows the message, Send Invite sends it and closes.
 */
export function InviteModal({
  position: p,
  showName,
  onClose,
}: {
  position: Position;
  showName: string;
  onClose(): void;
}) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const { putPosition } = useCacheWriters();
  const [chosen, setChosen] = useState<PickerRow | null>(null);
  const contactID = chosen?.tech.id ?? null;
  const [includesTravelDates, setTravel] = useState(false);
  const [extraNotes, setNotes] = useState('');
  const [preview, setPreview] = useState<{ html: string; subject: string; to: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(isPreview: boolean, confirmed = false): Promise<void> {
    if (!contactID) return dialogs.alert('Invitee is required');
    setBusy(true);
    try {
      const answer = await postInvite({
        lineItemID: p.id,
        eventID: p.event_id,
        contactID,
        includesTravelDates,
        extraNotes,
        isPreview,
        confirmed,
      });
      if ('preview' in answer)
        return setPreview({ html: answer.preview, subject: answer.subject, to: answer.to });
      putPosition(await reloadPosition(p.id));
      onClose();
      if (answer.delivery === 'failed')
        await dialogs.alert(
          'The invite is saved, but the email could not be sent yet. It will be retried (see Outbox).',
        );
    } catch (error) {
      // Confirm first: the invitee is away or booked; asked, then sent again with confirmed.
      const question = error instanceof ApiError ? confirmInviteRefusal.safeParse(error.body) : undefined;
      if (question?.success) {
        if (await dialogs.confirm(question.data.attention)) return submit(isPreview, true);
      } else
        await showFailure(dialogs, error, {
          context: 'labor-invites invite',
          messages: { 423: LOCKED_INVITE_MESSAGE },
          queryClient,
        });
    } finally {
      setBusy(false);
    }
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(false);
  };

  return (
    <Modal
      title="Send Invite"
      onClose={onClose}
      width={640}
      footer={
        <>
          <button type="button" onClick={() => submit(true)} disabled={busy}>
            View Preview
          </button>
          <span className="spacer" />
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="invite-form" className="primary" disabled={busy}>
            Send Invite
          </button>
        </>
      }
    >
      <form id="invite-form" className="invite-form" onSubmit={onSubmit} noValidate>
        <dl className="facts">
          <dt>Event</dt>
          <dd>
            {p.event_id} {showName}
          </dd>
          <dt>Position</dt>
          <dd>
            {p.category} {p.description}
          </dd>
          <dt>Dates</dt>
          <dd>
            {p.prettyDateRange}{' '}
            <span className="muted">
              (in {p.prettyLoadInDate}, out {p.prettyLoadOutDate})
            </span>
          </dd>
        </dl>
        <label className="check">
          <input
            type="checkbox"
            checked={includesTravelDates}
            onChange={(e) => setTravel(e.target.checked)}
          />
          Include travel dates
        </label>
        <div className="field">
          <span className="field-label">
            Invitee <span className="required">*</span>
          </span>
          <InviteePicker
            position={p}
            value={contactID}
            onChange={(_id, row) => {
              setChosen(row);
              setPreview(null);
            }}
          />
        </div>
        {chosen && chosen.busy.length > 0 && (
          <ul className={`conflicts ${chosen.mark}`} aria-label="Conflicts">
            <li className="who">{chosen.tech.name}, on these dates:</li>
            {chosen.busy.map((b) => (
              <li key={`${b.kind}${b.eventId}${b.startDate}${b.text}`}>{b.text}</li>
            ))}
          </ul>
        )}
        <label>
          Extra Notes
          <textarea rows={3} maxLength={4000} value={extraNotes} onChange={(e) => setNotes(e.target.value)} />
        </label>
        {preview && (
          <section className="preview" aria-label="Preview">
            <div className="muted small">
              To {preview.to} · {preview.subject}
            </div>
            {/* The server renders the message; a sandboxed frame shows it without running anything. */}
            <iframe title="Invite preview" sandbox="" srcDoc={preview.html} />
          </section>
        )}
      </form>
    </Modal>
  );
}
