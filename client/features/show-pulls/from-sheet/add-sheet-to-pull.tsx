import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../../platform/modal';
import { useCurrentUser } from '../../../platform/session';
import { eventPullsQuery } from '../api';
import { AddFromSheetModal } from './add-from-sheet-modal';

type Sheet = { id: number; name: string };

/** Chooses the pull: the event by its number (as the pull header shows it), then one of its pulls. */
function ChoosePullModal({ onPick, onClose }: { onPick(pullId: number): void; onClose(): void }) {
  const [text, setText] = useState('');
  const [eventId, setEventId] = useState<number | null>(null);
  const pulls = useQuery({ ...eventPullsQuery(eventId ?? 0), enabled: eventId !== null, retry: false });
  const shown = eventId !== null;
  return (
    <Modal title="Add to a pull" onClose={onClose}>
      <form
        className="search-row"
        onSubmit={(e) => {
          e.preventDefault();
          const n = Number(text.replace(/^#/, '').trim());
          setEventId(Number.isInteger(n) && n > 0 ? n : null);
        }}
      >
        <input
          aria-label="Event number"
          placeholder="Event # (as on the pull)"
          value={text}
          onChange={(e) => setText(e.target.value)}
          inputMode="numeric"
          data-autofocus
        />
        <button type="submit" disabled={!text.trim()}>
          Find pulls
        </button>
      </form>
      {shown && pulls.isError && <p className="form-error">No event #{eventId}.</p>}
      {shown && pulls.data && (
        <ul className="picker-list" aria-label="Pulls of the event">
          {pulls.data.pulls.map((p) => (
            <li key={p.id}>
              <button type="button" className="link-button" onClick={() => onPick(p.id)}>
                {p.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

/** "Add to a pull…" on a content sheet's page (issue 24.1): choose the pull, then as on the pull. */
export function AddSheetToPullButton({ sheet }: { sheet: Sheet }) {
  const canWrite = useCurrentUser().canEdit;
  const [step, setStep] = useState<'closed' | 'pull' | { pullId: number } | { added: number }>('closed');
  if (!canWrite) return null;
  const close = () => setStep('closed');
  return (
    <>
      <button type="button" onClick={() => setStep('pull')}>
        Add to a pull…
      </button>
      {step === 'pull' && <ChoosePullModal onPick={(pullId) => setStep({ pullId })} onClose={close} />}
      {typeof step === 'object' && 'pullId' in step && (
        <AddFromSheetModal
          pullId={step.pullId}
          sheet={sheet}
          onClose={close}
          onAdded={() => setStep({ added: step.pullId })}
        />
      )}
      {typeof step === 'object' && 'added' in step && (
        <Modal title="Added to the pull" onClose={close}>
          <p>
            {sheet.name} was added. <Link to={`/show-pulls/${step.added}`}>Open the pull</Link>
          </p>
        </Modal>
      )}
    </>
  );
}
