import { and, eq, sql } from 'drizzle-orm';
import type { CommitmentValues } from '../../../contracts/events/commitments.js';
import { type Db, selectRows } from '../../platform/db/types.js';
import { insertRows, updateRows } from '../../platform/imports/write.js';
import { idList } from './edits.js';
import { commitments } from './schema.js';

const columns = (v: CommitmentValues) => ({
  categoryId: v.categoryId,
  quantity: v.quantity,
  crossRentalQty: v.crossRentalQty,
});

/** The event's commitments among `ids`, or all of them, with their category. */
export const findEventCommitments = (tx: Db, eventId: number) =>
  selectRows<{ id: number; category_id: number; category_number: number }>(
    tx,
    sql`select m.id, m.category_id, c.category_number from commitments m
        join categories c on c.id = m.category_id where m.event_id = ${eventId}`,
  );

export const insertCommitments = (tx: Db, eventId: number, rows: readonly CommitmentValues[]) =>
  insertRows(
    tx,
    commitments,
    rows.map((v) => ({ eventId, ...columns(v) })),
  );

export const updateCommitments = (tx: Db, rows: readonly { id: number; values: CommitmentValues }[]) =>
  updateRows(
    tx,
    commitments,
    ['categoryId', 'quantity', 'crossRentalQty'],
    rows.map((r) => ({ id: r.id, ...columns(r.values) })),
  );

export const deleteCommitment = (tx: Db, eventId: number, id: number) =>
  tx.delete(commitments).where(and(eq(commitments.id, id), eq(commitments.eventId, eventId)));

/** The commitments among `ids` whose pulls hold more than is committed. */
export const findOverCommitted = async (tx: Db, ids: readonly number[]) =>
  ids.length
    ? (
        await selectRows<{ id: number }>(
          tx,
          sql`select m.id from commitments m
              where m.id in ${idList(ids)}
                and m.quantity < (select coalesce(sum(a.quantity), 0) from commitment_assignments a
                                  where a.commitment_id = m.id)`,
        )
      ).map((r) => r.id)
    : [];
