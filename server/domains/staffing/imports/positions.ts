import { sql } from 'drizzle-orm';
import { toLocalInput } from '../../../../contracts/local-time.js';
import { type Db, selectJsonRows, selectRows } from '../../../platform/db/types.js';
import { column } from '../../../platform/imports/columns.js';
import type { ImportKind } from '../../../platform/imports/kind.js';
import { noCategory } from '../../catalog/imports/lookups.js';
import { createPositions, type PositionValues, positionsChanged, updatePosition } from '../positions.js';

const columns = {
  bid: column.whole(1, { required: true }),
  line: column.text({ required: true, max: 100 }),
  category: column.whole(0, { required: true }),
  description: column.text({ max: 200 }),
  in: column.localDateTime({ required: true }),
  out: column.localDateTime({ required: true }),
  internal_notes: column.text({ max: 4000 }),
  stashed: column.yesNo(false),
  resolved: column.yesNo(false),
};

interface Stored {
  id: number;
  eventId: number;
  line: string;
  categoryId: number;
  categoryNumber: number;
  description: string;
  inAt: string;
  outAt: string;
  internalNotes: string;
  isStashed: boolean;
  isResolved: boolean;
  contactName: string | null;
  isTentative: boolean;
}

/** Positions of the given bids (every bid: null), with their line as the bid knows it (P<id> without one). */
const loadPositions = (tx: Db, bids: number[] | null) =>
  selectJsonRows<Stored>(
    tx,
    sql`select p.id, p.event_id as "eventId", coalesce(p.line_key, 'P' || p.id) as line,
          p.category_id as "categoryId", k.category_number as "categoryNumber", p.description,
          p.in_at as "inAt", p.out_at as "outAt", p.internal_notes as "internalNotes",
          p.is_stashed as "isStashed", p.is_resolved as "isResolved", p.is_tentative as "isTentative",
          c.first_name || ' ' || c.last_name as "contactName"
        from positions p join categories k on k.id = p.category_id left join contacts c on c.id = p.contact_id
        ${bids === null ? sql`` : sql`where p.event_id = any(${`{${bids.join(',')}}`}::int[])`}
        order by p.event_id, p.in_at, p.id`,
  );

const same = (old: Stored, v: PositionValues) =>
  old.line === v.line &&
  old.categoryId === v.categoryId &&
  old.description === v.description &&
  toLocalInput(old.inAt) === v.in &&
  toLocalInput(old.outAt) === v.out &&
  old.internalNotes === v.internalNotes &&
  old.isStashed === v.isStashed &&
  old.isResolved === v.isResolved;

/**
 * A bid's crew positions by their line key within the bid; the category by its number. Written
 * through the same functions as the event page (../positions.ts), so a crewed position's new times
 * tell its tech as a change by hand does. Positions the file does not list are left as they are.
 */
export const positionsImport: ImportKind<typeof columns> = {
  kind: 'positions',
  columns,
  keyColumn: 'line',
  keyOf: (v) => `${v.bid} ${v.line}`,
  describeKey: (v) => `The line "${v.line}" of bid ${v.bid}`,
  example: {
    bid: 24100,
    line: 'L1',
    category: 9001,
    description: 'A1 Audio Engineer',
    in: '2026-12-01T07:00',
    out: '2026-12-01T19:00',
    internal_notes: null,
    stashed: false,
    resolved: false,
  },

  async plan(tx, rows, report) {
    const bids = [...new Set(rows.map((r) => r.values.bid))];
    const events = new Map(
      (
        await selectRows<{ id: number; isLocked: boolean }>(
          tx,
          sql`select id, is_locked as "isLocked" from events where id = any(${`{${bids.join(',')}}`}::int[])`,
        )
      ).map((e) => [e.id, e]),
    );
    const categories = new Map(
      (
        await selectRows<{ id: number; number: number; description: string; isLabor: boolean }>(
          tx,
          sql`select id, category_number as number, description, is_labor as "isLabor" from categories`,
        )
      ).map((c) => [c.number, c]),
    );
    const existing = new Map((await loadPositions(tx, bids)).map((p) => [`${p.eventId} ${p.line}`, p]));
    const creates: { eventId: number; values: PositionValues }[] = [];
    const updates: { eventId: number; id: number; values: PositionValues }[] = [];
    let unchanged = 0;
    for (const { row, values: v } of rows) {
      let bad = false;
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
        report.error(row, 'bid', String(v.bid), `Bid ${v.bid} is locked: unlock it to change its positions`);
        bad = true;
      }
      const category = categories.get(v.category);
      if (!category) {
        report.error(row, 'category', String(v.category), noCategory(v.category));
        bad = true;
      } else if (!category.isLabor) {
        report.error(
          row,
          'category',
          String(v.category),
          `Category ${v.category} is not a labor category: a position is a labor category`,
        );
        bad = true;
      }
      if (v.in && v.out && v.out < v.in) {
        report.error(
          row,
          'out',
          v.out.replace('T', ' '),
          `is before the in time (${v.in.replace('T', ' ')})`,
        );
        bad = true;
      }
      const old = existing.get(`${v.bid} ${v.line}`);
      if (v.resolved && old?.contactName && !old.isResolved) {
        report.error(
          row,
          'resolved',
          'yes',
          `${old.contactName} is ${old.isTentative ? 'invited to' : 'confirmed on'} this position: only an uncrewed position can be resolved`,
        );
        bad = true;
      }
      if (bad || !category) continue;
      const values: PositionValues = {
        line: v.line!,
        categoryId: category.id,
        description: v.description ?? category.description,
        in: v.in!,
        out: v.out!,
        internalNotes: v.internal_notes ?? '',
        isStashed: v.stashed,
        isResolved: v.resolved,
      };
      if (!old) creates.push({ eventId: v.bid, values });
      else if (same(old, values)) unchanged++;
      else updates.push({ eventId: v.bid, id: old.id, values });
    }
    return {
      created: creates.length,
      updated: updates.length,
      unchanged,
      async write(tx, progress) {
        let done = 0;
        // A bid's new positions in one go (in the file's order), as the bid items are.
        const byEvent = new Map<number, PositionValues[]>();
        for (const c of creates) byEvent.set(c.eventId, [...(byEvent.get(c.eventId) ?? []), c.values]);
        for (const [eventId, list] of byEvent) {
          await createPositions(tx, eventId, list);
          done += list.length;
          progress(done);
        }
        for (const u of updates) {
          await updatePosition(tx, u.eventId, u.id, u.values);
          progress(++done);
        }
        if (done) await positionsChanged(tx);
      },
    };
  },

  async exportRows(db) {
    return (await loadPositions(db, null)).map((p) => ({
      bid: p.eventId,
      line: p.line,
      category: p.categoryNumber,
      description: p.description,
      in: toLocalInput(p.inAt),
      out: toLocalInput(p.outAt),
      internal_notes: p.internalNotes || null,
      stashed: p.isStashed,
      resolved: p.isResolved,
    }));
  },
};
