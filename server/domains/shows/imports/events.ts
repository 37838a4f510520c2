import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../../platform/db/types.js';
import { column } from '../../../platform/imports/columns.js';
import type { ImportKind } from '../../../platform/imports/kind.js';
import {
  canonicalZone,
  changedFields,
  type EventField,
  type EventRecord,
  eventProblems,
  isLockedChange,
  lockedMessage,
  zoneProblem,
} from '../event-rules.js';
import { changeEvents, createEvents } from '../events.js';
import { findAllEventRecords, findEventRecords } from '../events-queries.js';

const columns = {
  bid: column.whole(1, { required: true }),
  show_name: column.text({ required: true, max: 200 }),
  account_manager: column.text({ max: 100 }),
  status: column.text({ max: 40 }),
  location: column.text({ max: 500 }),
  venue_state: column.text({ max: 40 }),
  time_zone: column.text({ max: 64 }),
  start_date: column.date({ required: true }),
  end_date: column.date({ required: true }),
  load_in: column.date(),
  load_out: column.date(),
  cancelled: column.yesNo(false),
  locked: column.yesNo(false),
};

/** A blank status, as on the form: the show is quoted, not yet confirmed. */
const DEFAULT_STATUS = 'Quote';

/** The column each rule of event-rules.ts names, as the file spells it. */
const COLUMN_OF: Partial<Record<EventField, keyof typeof columns>> = {
  startDate: 'start_date',
  endDate: 'end_date',
  loadInDate: 'load_in',
  loadOutDate: 'load_out',
  timeZone: 'time_zone',
};

/** Contacts by the company's key (people/imports/contacts.ts writes it), and the key of each id. */
async function contactKeys(tx: Db) {
  const rows = await selectRows<{ id: number; key: string }>(
    tx,
    sql`select id, external_key as key from contacts where external_key is not null`,
  );
  return {
    idOf: new Map(rows.map((r) => [r.key.toLowerCase(), r.id])),
    keyOf: new Map(rows.map((r) => [r.id, r.key])),
  };
}

/**
 * The company's shows by bid number, with their account manager by contact key. A row writes
 * through the same functions as the event page (`createEvents`, `changeEvents`), so cancelling a
 * crewed show by file writes the crew's notices, and a locked bid refuses a change as it does there.
 */
export const eventsImport: ImportKind<typeof columns> = {
  kind: 'events',
  columns,
  keyColumn: 'bid',
  keyOf: (v) => String(v.bid),
  describeKey: (v) => `Bid ${v.bid}`,
  example: {
    bid: 24101,
    show_name: 'Acme Sales Kickoff',
    account_manager: 'AM001',
    status: 'Confirmed',
    location: 'Grand Ballroom, Dallas TX',
    venue_state: 'TX',
    time_zone: 'America/Chicago',
    start_date: '2027-03-10',
    end_date: '2027-03-12',
    load_in: '2027-03-09',
    load_out: '2027-03-13',
    cancelled: false,
    locked: false,
  },

  async plan(tx, rows, report) {
    const { idOf } = await contactKeys(tx);
    const stored = await findEventRecords(
      tx,
      rows.map((r) => r.values.bid),
    );
    const creates: EventRecord[] = [];
    const updates: EventRecord[] = [];
    let unchanged = 0;
    for (const { row, values: v } of rows) {
      let bad = false;
      const accountManagerId = v.account_manager ? idOf.get(v.account_manager.toLowerCase()) : null;
      if (accountManagerId === undefined) {
        report.error(
          row,
          'account_manager',
          v.account_manager!,
          `No contact has the key "${v.account_manager}": import the people first, or check the key`,
        );
        bad = true;
      }
      const zone = v.time_zone ? canonicalZone(v.time_zone) : null;
      if (v.time_zone && !zone) {
        report.error(row, 'time_zone', v.time_zone, zoneProblem(v.time_zone));
        bad = true;
      }
      const record: EventRecord = {
        id: v.bid,
        showName: v.show_name!,
        accountManagerId: accountManagerId ?? null,
        status: v.status ?? DEFAULT_STATUS,
        location: v.location ?? '',
        venueState: v.venue_state,
        timeZone: zone,
        startDate: v.start_date!,
        endDate: v.end_date!,
        loadInDate: v.load_in,
        loadOutDate: v.load_out,
        isCancelled: v.cancelled,
        isLocked: v.locked,
      };
      for (const p of eventProblems(record)) {
        const name = COLUMN_OF[p.field] ?? 'end_date';
        report.error(row, name, String(v[name] ?? ''), p.message);
        bad = true;
      }
      if (bad) continue;
      const before = stored.get(v.bid);
      if (!before) creates.push(record);
      else if (!changedFields(before, record).length) unchanged++;
      else if (isLockedChange(before, record))
        report.error(
          row,
          'locked',
          'yes',
          `${lockedMessage(v.bid)} (say no in this row's locked column to unlock it and change it)`,
        );
      else updates.push(record);
    }
    return {
      created: creates.length,
      updated: updates.length,
      unchanged,
      async write(tx, progress) {
        await createEvents(tx, creates, progress);
        await changeEvents(tx, updates, (n) => progress(creates.length + n));
      },
    };
  },

  async exportRows(db) {
    const { keyOf } = await contactKeys(db);
    return (await findAllEventRecords(db)).map((e) => ({
      bid: e.id,
      show_name: e.showName,
      account_manager: e.accountManagerId === null ? null : (keyOf.get(e.accountManagerId) ?? null),
      status: e.status,
      location: e.location || null,
      venue_state: e.venueState,
      time_zone: e.timeZone,
      start_date: e.startDate,
      end_date: e.endDate,
      load_in: e.loadInDate,
      load_out: e.loadOutDate,
      cancelled: e.isCancelled,
      locked: e.isLocked,
    }));
  },
};
