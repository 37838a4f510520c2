import type { ContactsResponse, FlowRange } from './flow.js';
import type { Commitment } from './flow-contact.js';
import { C, type LinesResponse, P, type PackedContact, T } from './flow-lines.js';
import { bits, dayNumber, dayNumbers, numbering, textTable } from './flow-packing.js';

/** The contacts answer of spec 7 in its compact form (the layout is in flow-lines.ts; unpacked by flow-lines-unpack.ts). */
export function packLines(answer: ContactsResponse, range: FlowRange): LinesResponse {
  const { texts, text } = textTable();
  const events: number[] = [];
  const eventOf = new Map<number, Commitment>();
  const event = numbering<number>((id) => {
    const c = eventOf.get(id)!;
    events.push(id, text(c.event.show_name), text(c.event.location), text(c.event.prettyDateRange));
    events.push(c.isCancelled ? 1 : 0);
  });
  const day = dayNumbers(range.start);
  const contacts = answer.contacts.map((c): PackedContact => {
    const commitments = c.commitments.flatMap((k) => {
      eventOf.set(k.event_id, k);
      return [
        k.id,
        event(k.event_id),
        day(k.visible_start_date),
        day(k.visible_end_date),
        bits([
          [k.is_tentative, C.tentative],
          [k.is_stashed, C.stashed],
          [k.is_deleted, C.deleted],
          [k.loadInIsConfirmed, C.loadInConfirmed],
          [k.loadOutIsConfirmed, C.loadOutConfirmed],
          [k.isOutOfRangeLeft, C.outOfRangeLeft],
          [k.isOutOfRangeRight, C.outOfRangeRight],
        ]),
        text(k.description),
        text(k.prettyLoadInDate),
        text(k.prettyLoadOutDate),
        text(k.bgColor),
        text(k.contrastColor),
        k.restConflict === null ? -1 : text(k.restConflict),
      ];
    });
    const away = c.daysUnavailable.flatMap((d) => [
      d.id,
      day(d.start_date),
      day(d.end_date),
      text(d.notes),
      text(d.prettyDateRange),
    ]);
    const travel = c.travelItems.flatMap((t) => [
      t.id,
      t.bid_id ?? -1,
      day(t.departure_date),
      day(t.arrival_date),
      Math.round(t.departureHour * 100),
      Math.round(t.travelTime * 100),
      bits([
        [t.isEstimated, T.estimated],
        [t.isFlight, T.flight],
        [t.isDrive, T.drive],
        [t.isLocal, T.local],
        [t.direction === 'out', T.homeward],
      ]),
      text(t.details),
      text(t.prettyDepartureDate),
      text(t.prettyArrivalDate),
    ]);
    const flags = bits([
      [c.is_staff, P.staff],
      [c.isNew, P.isNew],
      [c.isPartTime, P.partTime],
    ]);
    return [
      c.id,
      c.name,
      c.legal_name,
      c.first_name,
      c.last_name,
      c.nickname,
      c.contact_name,
      c.department_id,
      c.techGroupName,
      flags,
      c.target_days,
      c.day_rate,
      c.mobile_phone,
      c.primary_email,
      c.homeStateAbbrev,
      commitments,
      away,
      travel,
    ];
  });
  return {
    start: range.start,
    days: dayNumber(range.start, range.end) + 1,
    departments: answer.departments,
    texts,
    events,
    contacts,
    total: answer.total,
    isRemainder: answer.isRemainder,
  };
}
