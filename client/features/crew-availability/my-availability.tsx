import {
  AVAILABILITY_ANSWER_LABEL,
  type AvailabilityAnswer,
  type MyAsk,
} from '../../../contracts/crew-availability';
import { useFailureHandler } from '../../platform/refusals';
import { useAnswerMine, useMyAsks } from './api';
import './crew-availability.css';

const ANSWERS: AvailabilityAnswer[] = ['yes', 'no', 'maybe'];

function AskCard({
  ask,
  send,
  pending,
}: {
  ask: MyAsk;
  send(a: AvailabilityAnswer): void;
  pending: boolean;
}) {
  return (
    <article className="job-card availability-ask" aria-label={`Availability: ${ask.prettyDateRange}`}>
      <h3>Are you free {ask.prettyDateRange}?</h3>
      <p className="muted">
        {ask.showName ? `${ask.showName} · ` : ''}
        {ask.sentBy ? `asked by ${ask.sentBy}` : ''}
      </p>
      {ask.note && <p className="job-notes">{ask.note}</p>}
      {ask.answer !== 'pending' && (
        <p role="status">
          You answered <strong>{AVAILABILITY_ANSWER_LABEL[ask.answer]}</strong>. Plans changed? Answer again.
        </p>
      )}
      <fieldset className="job-actions" aria-label="Your answer">
        {ANSWERS.map((a) => (
          <button
            key={a}
            type="button"
            className={ask.answer === a ? 'primary' : ''}
            aria-pressed={ask.answer === a}
            disabled={pending}
            onClick={() => send(a)}
          >
            {AVAILABILITY_ANSWER_LABEL[a]}
          </button>
        ))}
      </fieldset>
    </article>
  );
}

/** My jobs' availability requests: a tech answers Yes / No / Maybe (nothing is booked by it). */
export function MyAvailability() {
  const { data } = useMyAsks();
  const answer = useAnswerMine();
  const onFailed = useFailureHandler({ context: 'answering an availability request' });
  if (!data || data.asks.length === 0) return null;
  return (
    <>
      <h2>Are you free?</h2>
      {data.asks.map((a) => (
        <AskCard
          key={a.id}
          ask={a}
          pending={answer.isPending}
          send={(choice) => answer.mutateAsync({ id: a.id, answer: choice }).catch(onFailed)}
        />
      ))}
    </>
  );
}
