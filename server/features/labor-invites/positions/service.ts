import type { LaborEvent, OfferRound, Position } from '../../../../contracts/labor-invites.js';
import { toAccountManager } from '../../../domains/staffing/account-manager.js';
import { lockPosition } from '../../../domains/staffing/writes.js';
import { dateOf, prettyDateRange, prettyTimestamp, prettyWallTime } from '../../../platform/dates.js';
import type { Db } from '../../../platform/db/types.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import { roundsOf } from '../rounds/view.js';
import {
  type EventRow,
  findEvent,
  findEventsBetween,
  findPendingInviteSender,
  findPosition,
  findPositionsOfEvents,
  type PositionRow,
} from './queries.js';

// The service's files take the platform's dateOf from here, with the position helpers they use.
export { dateOf };

export const locked = (message: string) => new AppError('locked', message);
export const conflict = (message: string) => new AppError('conflict', message);

export function toPosition(r: PositionRow, round: OfferRound | null = null): Position {
  const start = dateOf(r.inAt);
  const end = dateOf(r.outAt);
  return {
    id: r.id,
    event_id: r.eventId,
    category_id: r.categoryId,
    category: String(r.categoryNumber),
    description: r.description,
    contact:
      r.contactId === null
        ? null
        : { id: r.contactId, name: `${r.firstName} ${r.lastName}`, primary_email: r.email },
    status: r.contactId === null ? 'Uncrewed' : r.isTentative ? 'Tentative' : 'Confirmed',
    is_tentative: r.isTentative,
    is_stashed: r.isStashed,
    labor_is_resolved: r.isResolved,
    labor_notes: r.laborNotes,
    internal_notes: r.internalNotes,
    start_date: start,
    end_date: end,
    prettyLoadInDate: prettyWallTime(r.inAt),
    prettyLoadOutDate: prettyWallTime(r.outAt),
    prettyInvitationTimestamp: r.invitedAt ? prettyTimestamp(new Date(r.invitedAt)) : '',
    prettyDateRange: prettyDateRange(start, end),
    invite_id: r.inviteAnswer === 'pending' ? r.inviteId : null,
    isLocked: r.isLocked,
    round,
  };
}

/** The position as the screen shows it, with its latest round. */
export async function positionOf(db: Db, id: number): Promise<Position> {
  const row = await findPosition(db, id);
  if (!row) throw notFound(`Position ${id}`);
  return toPosition(row, (await roundsOf(db, [id])).get(id) ?? null);
}

function toEvent(e: EventRow, items: Position[]): LaborEvent {
  return {
    id: e.id,
    show_name: e.showName,
    account_manager: toAccountManager(e),
    fullStatus: [e.status, e.isCancelled ? 'Cancelled' : '', e.isLocked ? 'Locked' : '']
      .filter(Boolean)
      .join(' · '),
    location: e.location,
    backboneURL: `/events/${e.id}`,
    prettyDateRange: prettyDateRange(e.startDate, e.endDate),
    isLocked: e.isLocked,
    crewable_labor_items: items,
  };
}

/** Events with positions in the range, each with its positions: two queries, whatever the count. */
export async function listEvents(db: Db, start: string, end: string): Promise<LaborEvent[]> {
  const events = await findEventsBetween(db, start, end);
  const rows = await findPositionsOfEvents(
    db,
    events.map((e) => e.id),
  );
  const rounds = await roundsOf(
    db,
    rows.map((r) => r.id),
  );
  const byEvent = new Map<number, Position[]>();
  for (const r of rows) {
    const list = byEvent.get(r.eventId) ?? [];
    list.push(toPosition(r, rounds.get(r.id) ?? null));
    byEvent.set(r.eventId, list);
  }
  return events.map((e) => toEvent(e, byEvent.get(e.id) ?? []));
}

export async function getEvent(db: Db, id: number): Promise<LaborEvent> {
  const event = await findEvent(db, id);
  if (!event) throw notFound(`Event ${id}`);
  const rows = await findPositionsOfEvents(db, [id]);
  const rounds = await roundsOf(
    db,
    rows.map((r) => r.id),
  );
  return toEvent(
    event,
    rows.map((r) => toPosition(r, rounds.get(r.id) ?? null)),
  );
}

export const getPosition = positionOf;

/** The position, locked for the rest of the transaction (its writers queue in arrival order). */
export async function requirePosition(db: Db, id: number) {
  const p = await lockPosition(db, id);
  if (!p) throw notFound(`Position ${id}`);
  return p;
}

/** "Sent by Sam Staff on Nov 23, 2026, 4:37 PM": who put the position on tentative. */
export async function tentativeInfo(db: Db, positionId: number): Promise<string> {
  if (!(await findPosition(db, positionId))) throw notFound(`Position ${positionId}`);
  const sender = await findPendingInviteSender(db, positionId);
  if (!sender) throw conflict('This position is not tentative.');
  return `${sender.sender ?? 'Someone'} on ${prettyTimestamp(new Date(sender.sentAt))}`;
}
