import type { OfferRound } from '../../../contracts/labor-invites';

const ANSWER: Record<OfferRound['members'][number]['answer'], string> = {
  pending: 'asked',
  queued: 'next in line',
  accepted: 'accepted',
  declined: 'declined',
  withdrawn: 'withdrawn',
  filled: 'told it was filled',
  expired: 'no answer in time',
};

/** A position's round under its status: the line, and who was asked, answered, is next, and when. */
export function RoundState({ round }: { round: OfferRound }) {
  return (
    <details className="round-state" open={round.state === 'open'}>
      <summary className="small">{round.summary}</summary>
      <ol className="small">
        {round.members.map((m) => (
          <li key={m.inviteId} className={`answer-${m.answer}`}>
            {m.name}: {ANSWER[m.answer]}
            {m.prettyAnsweredAt
              ? ` ${m.prettyAnsweredAt}`
              : m.prettyAskedAt && m.answer === 'pending'
                ? ` ${m.prettyAskedAt}`
                : ''}
          </li>
        ))}
      </ol>
    </details>
  );
}
