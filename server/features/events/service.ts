import type { AuditEntry } from '../../../contracts/audit.js';
import type { QueryOf } from '../../../contracts/call.js';
import type { EventDetail, EventSummary, eventCalls } from '../../../contracts/events.js';
import { toAccountManager } from '../../domains/staffing/account-manager.js';
import { readAuditTrail } from '../../platform/audit.js';
import { prettyDateRange } from '../../platform/dates.js';
import type { Db } from '../../platform/db/types.js';
import { notFound } from '../../platform/http/errors.js';
import { createJsonCache, type JsonAnswer } from '../../platform/versioned-cache.js';
import { EVENT_LIST_TABLES, type EventRow, findAccountManagers, findEvent, findEvents } from './queries.js';

type EventListQuery = QueryOf<typeof eventCalls.list>;

function toSummary(r: EventRow): EventSummary {
  return {
    id: r.id,
    show_name: r.showName,
    account_manager: toAccountManager(r),
    status: r.status,
    location: r.location,
    startDate: r.startDate,
    endDate: r.endDate,
    prettyDateRange: prettyDateRange(r.startDate, r.endDate),
    isCancelled: r.isCancelled,
  };
}

export async function listEvents(db: Db, query: EventListQuery): Promise<EventSummary[]> {
  return (await findEvents(db, query)).map(toSummary);
}

const listCache = createJsonCache({ tables: EVENT_LIST_TABLES, maxBytes: 4_000_000 });

/** The list call's answer as JSON text, kept while events and contacts have not moved. */
export function eventListJson(db: Db, query: EventListQuery): Promise<JsonAnswer> {
  const key = JSON.stringify([query.startDate, query.endDate, query.search, query.limit]);
  return listCache.get(db, key, async () => ({ events: await listEvents(db, query) }));
}

/** One event's answer, kept beside the lists (the same tables; a few hundred bytes each). */
export const eventJson = (db: Db, id: number): Promise<JsonAnswer> =>
  listCache.get(db, `event:${id}`, async () => ({ event: await getEvent(db, id) }));

export async function getEvent(db: Db, id: number): Promise<EventDetail> {
  const r = await findEvent(db, id);
  if (!r) throw notFound(`Event ${id}`);
  return {
    ...toSummary(r),
    venue_state: r.venueState,
    loadInDate: r.loadInDate,
    loadOutDate: r.loadOutDate,
    isLocked: r.isLocked,
    time_zone: r.timeZone,
  };
}

/** The event's audit trail: pulls, bid items, positions, invites and comments. */
export async function eventHistory(db: Db, id: number, limit: number): Promise<AuditEntry[]> {
  if (!(await findEvent(db, id))) throw notFound(`Event ${id}`);
  return readAuditTrail(db, { eventId: id }, limit);
}

export async function accountManagers(db: Db) {
  return (await findAccountManagers(db)).map((c) => ({ id: c.id, name: `${c.first} ${c.last}` }));
}
