import { useState } from 'react';
import type { RequestView } from '../../../contracts/crew-availability';
import { confirmInviteRefusal } from '../../../contracts/labor-invites';
import { useDialogs } from '../../platform/dialogs';
import { ApiError } from '../../platform/http';
import { useFailureHandler } from '../../platform/refusals';
import { useOfferYeses, usePositionsOver } from './api';

/**
 * The yeses become offers in one step: choose an uncrewed position over the request's dates and
 * how the round runs; labor invites sends them (a plain invite when one said yes).
 */
export function OfferYesesForm({ request: r }: { request: RequestView }) {
  const dialogs = useDialogs();
  const positions = usePositionsOver(r.startDate, r.endDate);
  const offer = useOfferYeses();
  const onFailed = useFailureHandler({ context: 'availability request offer' });
  const [positionId, setPositionId] = useState<number | null>(null);
  const [mode, setMode] = useState<'first' | 'order'>('first');
  const [includeMaybe, setIncludeMaybe] = useState(false);
  const list = positions.data ?? [];
  // A request about a show offers its positions first.
  const sorted = [...list].sort(
    (a, b) => Number(b.position.event_id === r.eventId) - Number(a.position.event_id === r.eventId),
  );
  const chosen = sorted.find((p) => p.position.id === positionId) ?? sorted[0];
  const count = r.tally.yes + (includeMaybe ? r.tally.maybe : 0);

  async function send(confirmed = false): Promise<void> {
    if (!chosen) return;
    try {
      const answer = await offer.mutateAsync({
        id: r.id,
        body: {
          lineItemID: chosen.position.id,
          eventID: chosen.position.event_id,
          mode,
          includeMaybe,
          confirmed,
          answerMinutes: 240,
          extraNotes: '',
        },
      });
      await dialogs.alert(
        `${chosen.position.description} offered to ${answer.offered} ${answer.offered === 1 ? 'technician' : 'technicians'}.`,
      );
    } catch (error) {
      const question = error instanceof ApiError ? confirmInviteRefusal.safeParse(error.body) : undefined;
      if (question?.success) {
        if (await dialogs.confirm(question.data.attention)) return send(true);
      } else await onFailed(error);
    }
  }

  if (positions.isPending) return <p className="muted small">Loading positions…</p>;
  if (!chosen) return <p className="muted small">No uncrewed position over these dates to offer.</p>;
  return (
    <fieldset className="offer-yeses" aria-label="Offer to the yeses">
      <label>
        Position
        <select value={chosen.position.id} onChange={(e) => setPositionId(Number(e.target.value))}>
          {sorted.map(({ position: p, showName }) => (
            <option key={p.id} value={p.id}>
              {p.event_id} {showName}: {p.description} ({p.prettyDateRange})
            </option>
          ))}
        </select>
      </label>
      <label>
        Who gets it
        <select value={mode} onChange={(e) => setMode(e.target.value as 'first' | 'order')}>
          <option value="first">First to accept</option>
          <option value="order">In order of their answers, 4 hours each</option>
        </select>
      </label>
      <label className="check">
        <input type="checkbox" checked={includeMaybe} onChange={(e) => setIncludeMaybe(e.target.checked)} />
        Include maybes
      </label>
      <button
        type="button"
        className="primary"
        disabled={offer.isPending || count === 0}
        onClick={() => send()}
      >
        Offer to {count} {includeMaybe ? 'yes / maybe' : count === 1 ? 'yes' : 'yeses'}
      </button>
    </fieldset>
  );
}
