import type { FlowDepartment } from './flow.js';
import type { Commitment, FlowDayUnavailable, TravelItem } from './flow-contact.js';
import {
  AWAY_FIELDS,
  C,
  COMMITMENT_FIELDS,
  EVENT_FIELDS,
  type FlowLine,
  type LinesResponse,
  P,
  T,
  TRAVEL_FIELDS,
  type TravelKind,
  travelFormatted,
  travelSummary,
} from './flow-lines.js';
import { dateNames } from './flow-packing.js';

const kindOf = (flags: number): TravelKind =>
  flags & T.flight ? 'flight' : flags & T.drive ? 'drive' : flags & T.local ? 'local' : 'other';

/** The lines of a compact answer as the contacts call gives them: a few objects per record, no parsing of dates. */
export function unpackLines(l: LinesResponse): {
  departments: FlowDepartment[];
  contacts: FlowLine[];
  total: number;
  isRemainder: boolean;
} {
  const { texts, days } = l;
  const date = dateNames(l.start);
  const titles = new Map(l.departments.map((d) => [d.id, d.title]));
  const EW = EVENT_FIELDS.length;
  const events = Array.from({ length: l.events.length / EW }, (_, n) => {
    const e = l.events.slice(n * EW, n * EW + EW);
    return {
      event: { id: e[0]!, show_name: texts[e[1]!]!, location: texts[e[2]!]!, prettyDateRange: texts[e[3]!]! },
      isCancelled: e[4] === 1,
    };
  });
  const contacts = l.contacts.map((p): FlowLine => {
    const [id, name, legal, first, last, nickname, contactName, departmentId, group, flags] = p;
    const commitments: Commitment[] = [];
    const cs = p[15];
    for (let i = 0; i < cs.length; i += COMMITMENT_FIELDS.length) {
      const e = events[cs[i + 1]!]!;
      const from = cs[i + 2]!;
      const to = cs[i + 3]!;
      const f = cs[i + 4]!;
      const rest = cs[i + 10]!;
      commitments.push({
        id: cs[i]!,
        visible_start_date: date(from),
        visible_end_date: date(to),
        visible_day_qty: to - from + 1,
        isOutOfRangeLeft: !!(f & C.outOfRangeLeft),
        isOutOfRangeRight: !!(f & C.outOfRangeRight),
        bgColor: texts[cs[i + 8]!]!,
        contrastColor: texts[cs[i + 9]!]!,
        is_tentative: !!(f & C.tentative),
        is_stashed: !!(f & C.stashed),
        is_deleted: !!(f & C.deleted),
        isCancelled: e.isCancelled,
        loadInIsConfirmed: !!(f & C.loadInConfirmed),
        loadOutIsConfirmed: !!(f & C.loadOutConfirmed),
        event: e.event,
        event_id: e.event.id,
        contact_id: id,
        description: texts[cs[i + 5]!]!,
        techStatus: f & C.tentative ? 'Tentative' : 'Confirmed',
        prettyLoadInDate: texts[cs[i + 6]!]!,
        prettyLoadOutDate: texts[cs[i + 7]!]!,
        restConflict: rest < 0 ? null : texts[rest]!,
      });
    }
    const daysUnavailable: FlowDayUnavailable[] = [];
    const us = p[16];
    for (let i = 0; i < us.length; i += AWAY_FIELDS.length) {
      const startDay = us[i + 1]!;
      const endDay = us[i + 2]!;
      daysUnavailable.push({
        id: us[i]!,
        contact_id: id,
        start_date: date(startDay),
        end_date: date(endDay),
        visible_start_date: date(Math.max(0, startDay)),
        visible_end_date: date(Math.min(days - 1, endDay)),
        notes: texts[us[i + 3]!]!,
        prettyDateRange: texts[us[i + 4]!]!,
      });
    }
    const travelItems: TravelItem[] = [];
    const ts = p[17];
    for (let i = 0; i < ts.length; i += TRAVEL_FIELDS.length) {
      const bid = ts[i + 1]!;
      const f = ts[i + 6]!;
      const details = texts[ts[i + 7]!]!;
      const departs = texts[ts[i + 8]!]!;
      const arrives = texts[ts[i + 9]!]!;
      const t = {
        kind: kindOf(f),
        isEstimated: !!(f & T.estimated),
        direction: f & T.homeward ? ('out' as const) : ('in' as const),
        eventId: bid < 0 ? null : bid,
        details,
      };
      travelItems.push({
        id: ts[i]!,
        bid_id: t.eventId,
        contact_id: id,
        departure_date: date(ts[i + 2]!),
        arrival_date: date(ts[i + 3]!),
        departureHour: ts[i + 4]! / 100,
        travelTime: ts[i + 5]! / 100,
        isEstimated: t.isEstimated,
        isEstimatedIn: t.isEstimated && t.direction === 'in',
        isFlight: t.kind === 'flight',
        isDrive: t.kind === 'drive',
        isLocal: t.kind === 'local',
        prettyDepartureDate: departs,
        prettyArrivalDate: arrives,
        direction: t.direction,
        details,
        formatted: travelFormatted(travelSummary(t), departs, arrives),
      });
    }
    return {
      id,
      name,
      legal_name: legal,
      first_name: first,
      last_name: last,
      nickname,
      contact_name: contactName,
      department: departmentId === null ? null : (titles.get(departmentId) ?? null),
      department_id: departmentId,
      techGroupName: group,
      is_staff: !!(flags & P.staff),
      target_days: p[10],
      day_rate: p[11],
      mobile_phone: p[12],
      primary_email: p[13],
      homeStateAbbrev: p[14],
      isNew: !!(flags & P.isNew),
      isPartTime: !!(flags & P.partTime),
      eventIDs: [...new Set(commitments.map((c) => c.event_id))],
      commitments,
      daysUnavailable,
      travelItems,
    };
  });
  return { departments: l.departments, contacts, total: l.total, isRemainder: l.isRemainder };
}
