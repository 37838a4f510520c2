import { memo, useId, useState } from 'react';
import {
  type DeclinedInvite,
  LOCKED_INVITE_MESSAGE,
  LOCKED_RESOLVE_MESSAGE,
  type Position,
} from '../../../contracts/labor-invites';
import { useDialogs } from '../../platform/dialogs';
import {
  getTentativeInfo,
  postAccept,
  postDecline,
  postNotes,
  postResolved,
  postWithdraw,
  postWithdrawRound,
} from './api';
import { positionTone } from './filters';
import { RoundState } from './round-state';
import { usePositionAction } from './use-position-action';

interface Props {
  position: Position;
  onInvite(position: Position): void;
  /** After a decline: who declined which dates (days unavailable offers to mark them). */
  onDeclined(declined: DeclinedInvite): void;
}

/** Said on hover and to screen readers by every control a locked bid disables. */
export const LOCKED_REASON = `${LOCKED_INVITE_MESSAGE}: invites, answers, resolving and notes wait until it is unlocked.`;

/** One row of an event's positions table: Cat., Position, Tech, Status, In, Out, Internal Notes, Actions, Notes. */
export const PositionRow = memo(function PositionRow({ position: p, onInvite, onDeclined }: Props) {
  const dialogs = useDialogs();
  const { run, busy } = usePositionAction(p.id);
  const tone = positionTone(p);
  const name = p.contact?.name ?? '';
  // A locked bid disables its writes up front, each saying why (title on hover, description for
  // screen readers), rather than refusing after a click.
  const reasonId = useId();
  const off = p.isLocked
    ? { disabled: true, title: LOCKED_REASON, 'aria-describedby': reasonId }
    : { disabled: busy };

  const accept = async () => {
    if (!p.invite_id || !(await dialogs.confirm(`Manually accept this invite for ${name}?`))) return;
    await run(() => postAccept(p.invite_id!));
  };
  const decline = async () => {
    const question = `Manually decline this invite for ${name}? This records their answer (given by phone or in person). To take the offer back yourself, use Withdraw.`;
    if (!p.invite_id || !(await dialogs.confirm(question))) return;
    const answer = await run(() => postDecline(p.invite_id!));
    if (answer) onDeclined(answer.declined);
  };
  const withdraw = async () => {
    const question = `Withdraw the offer to ${name}? They are told it was withdrawn; it is not recorded as their decline.`;
    if (!p.invite_id || !(await dialogs.confirm(question))) return;
    await run(() => postWithdraw(p.invite_id!));
  };
  const round = p.round?.state === 'open' ? p.round : null;
  const withdrawRound = async () => {
    if (!round || !(await dialogs.confirm('Withdraw every open offer of this round? Those asked are told.')))
      return;
    await run(() => postWithdrawRound(round.id));
  };
  const info = async () => {
    const answer = await run(() => getTentativeInfo(p.id));
    if (answer) await dialogs.alert(`Marked tentative by ${answer.markedTentativeBy}`);
  };

  return (
    <tr
      className={`position tone-${tone}${p.is_stashed ? ' stashed' : ''}`}
      data-position-id={p.id}
      aria-busy={busy || undefined}
    >
      <td className="num">{p.category}</td>
      <td>{p.description}</td>
      <td>
        {p.contact ? (
          p.contact.primary_email ? (
            <a href={`mailto:${p.contact.primary_email}`}>{p.contact.name}</a>
          ) : (
            p.contact.name
          )
        ) : (
          '-'
        )}
      </td>
      <td className="status">
        {p.status}
        {p.labor_is_resolved && <span className="muted"> (resolved)</span>}
        {p.prettyInvitationTimestamp && p.status !== 'Uncrewed' && (
          <div className="muted small">Invited {p.prettyInvitationTimestamp}</div>
        )}
        {p.round && <RoundState round={p.round} />}
      </td>
      <td className="when">{p.prettyLoadInDate}</td>
      <td className="when">{p.prettyLoadOutDate}</td>
      <td className="notes">{p.internal_notes || '-'}</td>
      <td className="actions" title={p.isLocked && !p.is_stashed ? LOCKED_REASON : undefined}>
        {!p.is_stashed && actions()}
        {p.isLocked && !p.is_stashed && (
          <span className="locked-mark" aria-hidden="true">
            Locked
          </span>
        )}
        <span id={reasonId} hidden>
          {LOCKED_REASON}
        </span>
      </td>
      <td className="notes">
        {p.is_stashed ? (
          p.labor_notes || '-'
        ) : (
          <NotesInput
            value={p.labor_notes}
            label={`Notes for ${p.description}`}
            lock={p.isLocked ? { title: LOCKED_REASON, 'aria-describedby': reasonId } : undefined}
            onSave={(notes) => run(() => postNotes(p.id, notes))}
          />
        )}
      </td>
    </tr>
  );

  function actions() {
    const stopRound = round && (
      <button type="button" {...off} onClick={withdrawRound}>
        Withdraw offers
      </button>
    );
    if (p.status === 'Tentative')
      return (
        <>
          <button type="button" {...off} onClick={accept}>
            Accept
          </button>
          <button type="button" {...off} onClick={decline}>
            Decline
          </button>
          <button type="button" {...off} onClick={withdraw}>
            Withdraw
          </button>
          {stopRound}
          <button type="button" className="link-button" disabled={busy} onClick={info}>
            Info
          </button>
        </>
      );
    if (stopRound) return stopRound;
    if (p.status === 'Confirmed') return null;
    if (p.labor_is_resolved)
      return (
        <button
          type="button"
          {...off}
          onClick={() => run(() => postResolved(p.id, false), LOCKED_RESOLVE_MESSAGE)}
        >
          Un-Resolve
        </button>
      );
    return (
      <>
        <button type="button" className="primary" {...off} onClick={() => onInvite(p)}>
          Send Invite
        </button>
        <button
          type="button"
          {...off}
          onClick={() => run(() => postResolved(p.id, true), LOCKED_RESOLVE_MESSAGE)}
        >
          Resolve
        </button>
      </>
    );
  }
});

/**
 * The tech-visible notes, saved when the field is left changed. A refused save (the bid was locked
 * meanwhile, say) puts the saved text back, so nothing unsaved stays looking saved.
 */
function NotesInput({
  value,
  label,
  lock,
  onSave,
}: {
  value: string;
  label: string;
  /** Set on a locked bid: the field is disabled and says why. */
  lock?: { title: string; 'aria-describedby': string };
  /** Answers undefined when the save was refused. */
  onSave(notes: string): Promise<unknown>;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState<string | null>(value);
  if (value !== seen) {
    // A reload brought new notes, or a save was refused: show what is saved.
    setSeen(value);
    setText(value);
  }
  const save = async () => {
    if (text === value) return;
    if ((await onSave(text)) === undefined) setSeen(null);
  };
  return (
    <input
      type="text"
      aria-label={label}
      className={text !== value ? 'pending' : undefined}
      value={text}
      maxLength={4000}
      disabled={Boolean(lock)}
      {...lock}
      onChange={(e) => setText(e.target.value)}
      onBlur={save}
      onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
    />
  );
}
