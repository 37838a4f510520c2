import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../../platform/db/types.js';
import type { ImportPlan, Report } from '../../../platform/imports/kind.js';
import { noCategory } from '../../catalog/imports/lookups.js';

/*
 * What the imports of an event's lines (bid items, commitments) look up: the bid each row names,
 * which must exist and be unlocked (the hand edits' rule, told by row), and its category.
 */

export async function eventsByBid(
  tx: Db,
  bids: readonly number[],
): Promise<Map<number, { locked: boolean }>> {
  const ids = [...new Set(bids)];
  if (!ids.length) return new Map();
  const rows = await selectRows<{ id: number; is_locked: boolean }>(
    tx,
    sql`select id, is_locked from events where id in (${sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.id, { locked: r.is_locked }]));
}

/** Reports a row whose bid is unknown; true when the row may go on. */
export function checkBid(events: Map<number, { locked: boolean }>, row: number, bid: number, report: Report) {
  if (events.has(bid)) return true;
  report.error(
    row,
    'bid',
    String(bid),
    `No event has the bid number ${bid}: add it with the events import first, or check the number`,
  );
  return false;
}

/**
 * Reports a row that would change a locked bid (the hand edits' rule); an unchanged row of a
 * locked bid is fine, so an untouched export still imports back.
 */
export function refuseLocked(
  events: Map<number, { locked: boolean }>,
  row: number,
  bid: number,
  report: Report,
) {
  if (!events.get(bid)?.locked) return false;
  report.error(
    row,
    'bid',
    String(bid),
    `Bid ${bid} is locked: unlock it on its event page before importing changes to its lines`,
  );
  return true;
}

export interface CategoryRef {
  id: number;
  description: string;
  isLabor: boolean;
}

/** Every category by number, with its description (a line's description when the file leaves it blank). */
export async function categoriesByNumber(tx: Db): Promise<Map<number, CategoryRef>> {
  const rows = await selectRows<CategoryRef & { number: number }>(
    tx,
    sql`select id, category_number as number, description, is_labor as "isLabor" from categories`,
  );
  return new Map(rows.map(({ number, ...c }) => [number, c]));
}

/** The equipment category a row names by number, or a reported error. */
export function gearCategory(
  byNumber: Map<number, CategoryRef>,
  row: number,
  n: number,
  report: Report,
): CategoryRef | undefined {
  const category = byNumber.get(n);
  if (!category) report.error(row, 'category', String(n), noCategory(n));
  else if (category.isLabor)
    report.error(
      row,
      'category',
      String(n),
      `Category ${n} is a labor category: a crew position, not a line of gear`,
    );
  else return category;
  return undefined;
}

/**
 * What a lines import (bid items, commitments) will write, gathered bid by bid with its counts;
 * the plan then writes each bid's rows in one call of the domain's own save, as the event page does.
 */
export class WritesByBid<W> {
  created = 0;
  updated = 0;
  unchanged = 0;
  private readonly byBid = new Map<number, W[]>();

  add(bid: number, isNew: boolean, write: W): void {
    if (isNew) this.created++;
    else this.updated++;
    const list = this.byBid.get(bid);
    if (list) list.push(write);
    else this.byBid.set(bid, [write]);
  }

  plan(save: (tx: Db, bid: number, list: W[]) => Promise<unknown>): ImportPlan {
    const { created, updated, unchanged, byBid } = this;
    return {
      created,
      updated,
      unchanged,
      async write(tx, progress) {
        let done = 0;
        for (const [bid, list] of byBid) {
          await save(tx, bid, list);
          done += list.length;
          progress(done);
        }
      },
    };
  }
}
