import { sql } from 'drizzle-orm';
import { toLocalInput } from '../../../../contracts/local-time.js';
import { type Db, selectJsonRows, selectRows } from '../../../platform/db/types.js';
import { column } from '../../../platform/imports/columns.js';
import type { ImportKind } from '../../../platform/imports/kind.js';
import { createTrip, type TripValues, updateTrip } from '../travel.js';

const columns = {
  key: column.text({ required: true, max: 100 }),
  contact: column.text({ required: true, max: 100 }),
  bid: column.maybeWhole(1),
  // `other`: trips from before issue 34, so their export reads back.
  kind: column.oneOf(['flight', 'drive', 'local', 'other']),
  direction: column.oneOf(['in', 'out']),
  departs: column.localDateTime({ required: true }),
  arrives: column.localDateTime({ required: true }),
  estimated: column.yesNo(false),
  details: column.text({ max: 500 }),
  cost: column.cents(1_000_000),
};

interface Stored {
  id: number;
  key: string;
  contactId: number;
  contactKey: string | null;
  eventId: number | null;
  eventLocked: boolean | null;
  kind: TripValues['kind'];
  direction: 'in' | 'out';
  departsAt: string;
  arrivesAt: string;
  isEstimated: boolean;
  details: string;
  costCents: number;
}

const loadTrips = (tx: Db) =>
  selectJsonRows<Stored>(
    tx,
    sql`select t.id, coalesce(t.key, 'T' || t.id) as key, t.contact_id as "contactId", c.external_key as "contactKey",
          t.event_id as "eventId", e.is_locked as "eventLocked", t.kind, t.direction,
          t.departs_at as "departsAt", t.arrives_at as "arrivesAt", t.is_estimated as "isEstimated", t.details,
          t.cost_cents as "costCents"
        from travel_items t join contacts c on c.id = t.contact_id left join events e on e.id = t.event_id
        order by t.departs_at, t.id`,
  );

const same = (old: Stored, v: TripValues) =>
  old.key === v.key &&
  old.contactId === v.contactId &&
  old.eventId === v.eventId &&
  old.kind === v.kind &&
  old.direction === v.direction &&
  toLocalInput(old.departsAt) === v.departs &&
  toLocalInput(old.arrivesAt) === v.arrives &&
  old.isEstimated === v.isEstimated &&
  old.details === v.details &&
  old.costCents === v.costCents;

/**
 * The crew's trips by the company's own key; the traveller by their contact key, the show by its
 * bid. Written through the same functions as the event page (../travel.ts).
 */
export const travelImport: ImportKind<typeof columns> = {
  kind: 'travel',
  columns,
  keyColumn: 'key',
  keyOf: (v) => v.key!,
  describeKey: (v) => `The key "${v.key}"`,
  example: {
    key: 'TR-1001',
    contact: 'T0001',
    bid: 24100,
    kind: 'flight',
    direction: 'in',
    departs: '2026-11-30T07:00',
    arrives: '2026-11-30T09:30',
    estimated: false,
    details: 'AA 1234 DFW → LAS',
    cost: 38_900,
  },

  async plan(tx, rows, report) {
    const contacts = new Map(
      (
        await selectRows<{ id: number; key: string }>(
          tx,
          sql`select id, external_key as key from contacts where external_key is not null`,
        )
      ).map((c) => [c.key, c.id]),
    );
    const bids = [...new Set(rows.flatMap((r) => (r.values.bid === null ? [] : [r.values.bid])))];
    const events = new Map(
      (
        await selectRows<{ id: number; isLocked: boolean }>(
          tx,
          sql`select id, is_locked as "isLocked" from events where id = any(${`{${bids.join(',')}}`}::int[])`,
        )
      ).map((e) => [e.id, e]),
    );
    const existing = new Map((await loadTrips(tx)).map((t) => [t.key, t]));
    const creates: TripValues[] = [];
    const updates: { id: number; values: TripValues }[] = [];
    let unchanged = 0;
    for (const { row, values: v } of rows) {
      let bad = false;
      const contactId = contacts.get(v.contact!);
      if (contactId === undefined) {
        report.error(
          row,
          'contact',
          v.contact!,
          `No contact has the key "${v.contact}": import the people first, or check the key`,
        );
        bad = true;
      }
      if (v.bid !== null) {
        const event = events.get(v.bid);
        if (!event) {
          report.error(
            row,
            'bid',
            String(v.bid),
            `No event has the bid number ${v.bid}: import the events first`,
          );
          bad = true;
        } else if (event.isLocked) {
          report.error(row, 'bid', String(v.bid), `Bid ${v.bid} is locked: unlock it to change its travel`);
          bad = true;
        }
      }
      const old = existing.get(v.key!);
      if (old?.eventLocked && old.eventId !== v.bid) {
        report.error(row, 'bid', String(v.bid ?? ''), `The trip is for bid ${old.eventId}, which is locked`);
        bad = true;
      }
      if (v.departs && v.arrives && v.arrives < v.departs) {
        report.error(
          row,
          'arrives',
          v.arrives.replace('T', ' '),
          `is before it departs (${v.departs.replace('T', ' ')})`,
        );
        bad = true;
      }
      if (bad) continue;
      const values: TripValues = {
        key: v.key!,
        contactId: contactId!,
        eventId: v.bid,
        kind: v.kind ?? 'flight',
        direction: v.direction ?? 'in',
        departs: v.departs!,
        arrives: v.arrives!,
        isEstimated: v.estimated,
        details: v.details ?? '',
        costCents: v.cost ?? 0,
      };
      if (!old) creates.push(values);
      else if (same(old, values)) unchanged++;
      else updates.push({ id: old.id, values });
    }
    return {
      created: creates.length,
      updated: updates.length,
      unchanged,
      async write(tx, progress) {
        let done = 0;
        for (const c of creates) {
          await createTrip(tx, c);
          progress(++done);
        }
        for (const u of updates) {
          await updateTrip(tx, u.id, u.values);
          progress(++done);
        }
      },
    };
  },

  async exportRows(db) {
    return (await loadTrips(db)).map((t) => ({
      key: t.key,
      contact: t.contactKey ?? `C${t.contactId}`,
      bid: t.eventId,
      kind: t.kind,
      direction: t.direction,
      departs: toLocalInput(t.departsAt),
      arrives: toLocalInput(t.arrivesAt),
      estimated: t.isEstimated,
      details: t.details || null,
      cost: t.costCents,
    }));
  },
};
