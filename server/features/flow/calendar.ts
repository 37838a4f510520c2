import {
  type ContactsResponse,
  FLOW_FIRST_PAGE,
  type FlowDate,
  type FlowRange,
  type OverviewEvent,
} from '../../../contracts/flow.js';
import type { FlowContact } from '../../../contracts/flow-contact.js';
import { findDepartments } from '../../domains/catalog/departments.js';
import { toAccountManager } from '../../domains/staffing/account-manager.js';
import { groupByContact } from '../../domains/staffing/by-contact.js';
import { DEFAULT_REST_HOURS, lookAroundDays, restConflictsByJob } from '../../domains/staffing/rest.js';
import { canEdit, isAdmin } from '../../platform/auth/permissions.js';
import type { SessionUser } from '../../platform/auth/session-store.js';
import { addDays, dateOf, prettyWallTime } from '../../platform/dates.js';
import type { Db } from '../../platform/db/types.js';
import { contactName } from '../../platform/people.js';
import { requireEvent } from '../events/public.js';
import {
  type CommitmentRow,
  type ContactRow,
  countTechnicians,
  findAway,
  findCommitments,
  findTechnicians,
  findTravel,
} from './contacts-queries.js';
import { findOverviewEvents, findRelatedEventIds, type OverviewRow } from './overview-queries.js';
import { datesOf, daysBetween, toCommitment, toDayUnavailable, toTravelItem } from './records.js';

/** A booking as the rest rule reads it: neither cancelled nor stashed (tentative ones count). */
const restJob = (c: CommitmentRow) => ({
  id: c.id,
  eventId: c.eventId,
  showName: c.showName,
  state: c.venueState,
  inAt: c.inAt,
  outAt: c.outAt,
});

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** The columns of the calendar (GET /flow/techs/config). */
export function getConfig(user: SessionUser, range: FlowRange) {
  const dates: FlowDate[] = datesOf(range.start, range.end).map((date) => {
    const d = new Date(`${date}T00:00:00Z`);
    const dow = d.getUTCDay();
    return {
      date,
      weekday: WEEKDAY.format(d),
      day: d.getUTCDate(),
      month: MONTH.format(d),
      isWeekend: dow === 0 || dow === 6,
      isFirstOfMonth: d.getUTCDate() === 1,
    };
  });
  return { dates, amAdmin: isAdmin(user.role), myContactId: user.contact?.id ?? null };
}

/**
 * One part of the contacts (GET /flow/techs/contacts): the first FLOW_FIRST_PAGE technicians in
 * calendar order, or the rest. Four queries for the part, whatever its size. A job that follows
 * another too closely (rest, or time to get there: domains/staffing/rest.ts) carries the reason.
 */
export async function listContacts(
  db: Db,
  user: SessionUser,
  range: FlowRange,
  isRemainder: boolean,
  restHours = DEFAULT_REST_HOURS,
): Promise<ContactsResponse> {
  const page = isRemainder ? { offset: FLOW_FIRST_PAGE, limit: null } : { offset: 0, limit: FLOW_FIRST_PAGE };
  const [rows, total, departments] = await Promise.all([
    findTechnicians(db, page),
    countTechnicians(db),
    findDepartments(db),
  ]);
  const ids = rows.map((r) => r.id);
  // Jobs and trips a few days before the range too: the first job in view may follow one too closely.
  const before = addDays(range.start, -lookAroundDays(restHours));
  const [commitments, away, travel] = await Promise.all([
    findCommitments(db, ids, before, range.end),
    findAway(db, ids, range.start, range.end),
    findTravel(db, ids, before, range.end),
  ]);
  const byCommitment = groupByContact(commitments);
  const byAway = groupByContact(away);
  const byTravel = groupByContact(travel);
  const amAdmin = isAdmin(user.role);
  const seesAllNotes = canEdit(user.role);
  const dates = datesOf(range.start, range.end);
  const contacts = rows.map((r): FlowContact => {
    const flowDates: FlowContact['flowDates'] = {};
    // Visible spans are inside the range: mark them by index, with no date arithmetic per day.
    const mark = (from: string, to: string) => {
      const last = daysBetween(range.start, to);
      for (let i = daysBetween(range.start, from); i <= last; i++)
        flowDates[dates[i]!] = { hasRecords: true };
    };
    const jobs = byCommitment.get(r.id) ?? [];
    const tripRows = byTravel.get(r.id) ?? [];
    const bookings = jobs.filter((c) => !c.isCancelled && !c.isStashed);
    const rest =
      bookings.length > 1 ? restConflictsByJob(bookings.map(restJob), tripRows, restHours) : undefined;
    const mine = jobs
      .filter((c) => dateOf(c.outAt) >= range.start)
      .map((c) => toCommitment(c, range, rest?.get(c.id)?.text ?? null));
    for (const c of mine) mark(c.visible_start_date, c.visible_end_date);
    const days = (byAway.get(r.id) ?? []).map((a) =>
      toDayUnavailable(a, range, seesAllNotes || user.contact?.id === r.id),
    );
    for (const d of days) mark(d.visible_start_date, d.visible_end_date);
    const trips = tripRows.filter((t) => dateOf(t.departsAt) >= range.start).map(toTravelItem);
    for (const t of trips) flowDates[t.departure_date] = { hasRecords: true };
    return toContact(r, amAdmin, {
      eventIDs: [...new Set(mine.map((c) => c.event_id))],
      flowDates,
      commitments: mine,
      daysUnavailable: days,
      travelItems: trips,
    });
  });
  return {
    departments: departments.map((d) => ({
      id: d.id,
      title: d.title,
      bgColor: d.colorHex,
      contrastColor: d.contrastHex,
    })),
    contacts,
    total,
    isRemainder,
  };
}

function toContact(
  r: ContactRow,
  amAdmin: boolean,
  records: Pick<FlowContact, 'eventIDs' | 'flowDates' | 'commitments' | 'daysUnavailable' | 'travelItems'>,
): FlowContact {
  const rate = Number(r.dayRate);
  return {
    id: r.id,
    name: `${r.nickname || r.firstName} ${r.lastName}`,
    legal_name: r.legalName,
    first_name: r.firstName,
    last_name: r.lastName,
    nickname: r.nickname,
    contact_name: contactName(r),
    department: r.department,
    department_id: r.departmentId,
    techGroupName: r.techGroup,
    is_staff: r.isStaff,
    target_days: r.targetDays,
    // Spec 6: admins see the rate of a tech who is not staff, when it is above zero.
    day_rate: amAdmin && !r.isStaff && rate > 0 ? rate : null,
    mobile_phone: r.mobilePhone,
    primary_email: r.email,
    homeStateAbbrev: r.homeState,
    isNew: r.isNew,
    isPartTime: r.isPartTime,
    ...records,
  };
}

function toOverviewEvent(e: OverviewRow): OverviewEvent {
  return {
    id: e.id,
    show_name: e.showName,
    show_state: e.venueState,
    startDate: dateOf(e.firstIn),
    endDate: dateOf(e.lastOut),
    isCancelled: e.isCancelled,
    prettyStartTimestamp: prettyWallTime(e.firstIn),
    prettyEndTimestamp: prettyWallTime(e.lastOut),
    location: e.location,
    account_manager: toAccountManager(e),
    openPositions: e.openPositions,
  };
}

/** The event overview (GET /flow/techs/events): events packed into as few rows as never overlap. */
export async function listOverviewRows(db: Db, range: FlowRange) {
  const events = (await findOverviewEvents(db, range.start, range.end)).map(toOverviewEvent);
  const rows: { events: OverviewEvent[]; lastEnd: string }[] = [];
  // Soonest first, each into the first row whose last event ended the day before it starts.
  for (const e of events) {
    const row = rows.find((r) => r.lastEnd < e.startDate);
    if (row) {
      row.events.push(e);
      row.lastEnd = e.endDate;
    } else rows.push({ events: [e], lastEnd: e.endDate });
  }
  return rows.map((r) => ({ events: r.events }));
}

export async function relatedEventIds(db: Db, eventId: number): Promise<number[]> {
  await requireEvent(db, eventId);
  return findRelatedEventIds(db, eventId);
}
