import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { confirmInviteRefusal, LOCKED_INVITE_MESSAGE, type Position } from '../../../contracts/labor-invites';
import { useDialogs } from '../../platform/dialogs';
import { ApiError } from '../../platform/http';
import { Modal } from '../../platform/modal';
import { showFailure } from '../../platform/refusals';
import { postInvite, postRound, reloadPosition, useCacheWriters } from './api';
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
  // Several technicians (a round): who, in the order chosen, and how the round asks them.
  const [several, setSeveral] = useState(false);
  const [group, setGroup] = useState<PickerRow[]>([]);
  const [mode, setMode] = useState<'first' | 'order'>('first');
  const [hours, setHours] = useState('4');
  const [includesTravelDates, setTravel] = useState(false);
  const [extraNotes, setNotes] = useState('');
  const [preview, setPreview] = useState<{ html: string; subject: string; to: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (row: PickerRow, on: boolean) =>
    setGroup((g) =>
      on ? [...g.filter((r) => r.tech.id !== row.tech.id), row] : g.filter((r) => r.tech.id !== row.tech.id),
    );

  async function sendRound(confirmed: boolean): Promise<void> {
    if (group.length < 2) return dialogs.alert('Choose at least two technicians');
    const answerMinutes = Math.round(Number(hours) * 60);
    if (mode === 'order' && !(answerMinutes >= 15 && answerMinutes <= 7 * 24 * 60))
      return dialogs.alert('Time to answer: from 0.25 to 168 hours');
    const answer = await postRound({
      lineItemID: p.id,
      eventID: p.event_id,
      contactIDs: group.map((r) => r.tech.id),
      mode,
      answerMinutes: mode === 'order' ? answerMinutes : 240,
      includesTravelDates,
      extraNotes,
      confirmed,
    });
    putPosition(answer.item);
    onClose();
    if (answer.delivery === 'failed')
      await dialogs.alert(
        'The offers are saved, but some emails could not be sent yet. They will be retried (see Outbox).',
      );
  }

  async function submit(isPreview: boolean, confirmed = false): Promise<void> {
    if (several && !isPreview) {
      setBusy(true);
      try {
        await sendRound(confirmed);
      } catch (error) {
        await askOrShow(error, () => submit(false, true));
      } finally {
        setBusy(false);
      }
      return;
    }
    const contactID = several ? (group[0]?.tech.id ?? null) : (chosen?.tech.id ?? null);
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
      await askOrShow(error, () => submit(isPreview, true));
    } finally {
      setBusy(false);
    }
  }

  /** Confirm first (someone away or booked: asked, then sent again with confirmed), else the refusal. */
  async function askOrShow(error: unknown, again: () => Promise<void>) {
    const question = error instanceof ApiError ? confirmInviteRefusal.safeParse(error.body) : undefined;
    if (question?.success) {
      if (await dialogs.confirm(question.data.attention)) return again();
    } else
      await showFailure(dialogs, error, {
        context: 'labor-invites invite',
        messages: { 423: LOCKED_INVITE_MESSAGE },
        queryClient,
      });
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
            {several ? `Send ${group.length || ''} Offers`.replace('  ', ' ') : 'Send Invite'}
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
        <fieldset className="offer-to">
          <legend>Offer to</legend>
          <label className="check">
            <input type="radio" name="offer-to" checked={!several} onChange={() => setSeveral(false)} />
            One technician
          </label>
          <label className="check">
            <input type="radio" name="offer-to" checked={several} onChange={() => setSeveral(true)} />
            Several technicians
          </label>
        </fieldset>
        {several && (
          <fieldset className="round-mode">
            <legend>Who gets it</legend>
            <label className="check">
              <input type="radio" name="mode" checked={mode === 'first'} onChange={() => setMode('first')} />
              First to accept (all asked at once)
            </label>
            <label className="check">
              <input type="radio" name="mode" checked={mode === 'order'} onChange={() => setMode('order')} />
              In order, one at a time
            </label>
            {mode === 'order' && (
              <label className="hours">
                Time to answer (hours)
                <input
                  type="number"
                  min={0.25}
                  max={168}
                  step={0.25}
                  value={hours}
                  onChange={(e) => setHours(e.target.value)}
                />
              </label>
            )}
          </fieldset>
        )}
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
            {several ? 'Invitees' : 'Invitee'} <span className="required">*</span>
          </span>
          <InviteePicker
            position={p}
            value={contactID}
            onChange={(_id, row) => {
              setChosen(row);
              setPreview(null);
            }}
            several={several ? { chosen: group.map((r) => r.tech.id), onToggle: toggle } : undefined}
          />
        </div>
        {several && group.length > 0 && (
          <ol className="round-order" aria-label={mode === 'order' ? 'Asked in this order' : 'Asked at once'}>
            {group.map((r) => (
              <li key={r.tech.id}>
                {r.tech.name}
                {r.mark && (
                  <span className={`muted small ${r.mark}`}> ({r.busy.map((b) => b.text).join('; ')})</span>
                )}
              </li>
            ))}
          </ol>
        )}
        {!several && chosen && chosen.busy.length > 0 && (
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
