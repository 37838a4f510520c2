import type { OfferRound } from '../../../../contracts/labor-invites.js';
import { prettyStampWithZone } from '../../../platform/dates.js';
import type { Db } from '../../../platform/db/types.js';
import { findLatestRoundsOf, type RoundMemberRow } from './queries.js';

const stamp = (at: string | null) => (at ? prettyStampWithZone(new Date(at)) : null);

const ENDED = {
  filled: 'filled',
  exhausted: 'ended with no one accepting',
  withdrawn: 'withdrawn',
} as const;

/** The round in a line: who was asked, who answered, who is next, and when. */
function summaryOf(r: Omit<OfferRound, 'summary'>): string {
  const m = r.members;
  const count = (a: string) => m.filter((x) => x.answer === a).length;
  const declined = count('declined') + count('expired');
  const accepted = m.find((x) => x.answer === 'accepted');
  const mode = r.mode === 'first' ? 'First to accept' : 'In order';
  if (r.state !== 'open')
    return `${mode}: ${ENDED[r.state]}${accepted ? ` by ${accepted.name}` : ''} (${m.length} technicians).`;
  if (r.mode === 'first')
    return `${mode}: asked ${count('pending') + declined}, waiting on ${count('pending')}${declined ? `, ${declined} declined` : ''}.`;
  const asked = m.find((x) => x.answer === 'pending');
  const next = m.find((x) => x.answer === 'queued');
  return `${mode}: ${asked ? `${asked.name} asked${r.prettyDueAt ? `, answers by ${r.prettyDueAt}` : ''}` : 'asking the next'}${next ? `; next ${next.name}` : '; no one after'}.`;
}

function toRound(rows: RoundMemberRow[]): OfferRound {
  const head = rows[0]!;
  const round = {
    id: head.roundId,
    mode: head.mode,
    state: head.state,
    answerMinutes: head.answerMinutes,
    prettyDueAt: head.state === 'open' ? stamp(head.dueAt) : null,
    members: rows.map((r) => ({
      inviteId: r.inviteId,
      contactId: r.contactId,
      name: r.name,
      answer: r.answer as OfferRound['members'][number]['answer'],
      prettyAskedAt: stamp(r.askedAt),
      prettyAnsweredAt: stamp(r.answeredAt),
    })),
  };
  return { ...round, summary: summaryOf(round) };
}

/** Each position's latest round, by position id (one query for any number of positions). */
export async function roundsOf(db: Db, positionIds: readonly number[]): Promise<Map<number, OfferRound>> {
  const byPosition = new Map<number, RoundMemberRow[]>();
  for (const r of await findLatestRoundsOf(db, positionIds)) {
    const list = byPosition.get(r.positionId) ?? [];
    list.push(r);
    byPosition.set(r.positionId, list);
  }
  return new Map([...byPosition].map(([id, rows]) => [id, toRound(rows)]));
}
