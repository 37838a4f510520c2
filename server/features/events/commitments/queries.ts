import { sql } from 'drizzle-orm';
import type { Commitment } from '../../../../contracts/events/commitments.js';
import { type Db, selectJsonRows } from '../../../platform/db/types.js';

/** The event's commitments (or one), by category number, with what each pull holds. */
export const findCommitments = (db: Db, eventId: number, id?: number) =>
  selectJsonRows<Omit<Commitment, 'isOverAssigned'>>(
    db,
    sql`select m.id, m.category_id as "categoryId", c.category_number as "categoryNumber",
               c.description as "categoryDescription", m.quantity, m.cross_rental_qty as "crossRentalQty",
               coalesce((select json_agg(json_build_object('pullId', p.id, 'pullName', p.name,
                                                           'quantity', a.quantity) order by p.id)
                         from commitment_assignments a join show_pulls p on p.id = a.show_pull_id
                         where a.commitment_id = m.id), '[]') as pulls
        from commitments m join categories c on c.id = m.category_id
        where m.event_id = ${eventId} ${id === undefined ? sql`` : sql`and m.id = ${id}`}
        order by c.category_number, m.id`,
  );
