import { sql } from 'drizzle-orm';
import type { FlowRole } from '../../../contracts/flow.js';
import { type Db, selectJsonRows } from '../../platform/db/types.js';

/**
 * The tech roles (spec 2.13) held by at least one technician, by category number, each with its
 * holders: one query, so "who is free" can be narrowed to a role on the client.
 */
export const findRoles = (db: Db) =>
  selectJsonRows<FlowRole>(
    db,
    sql`select cat.id, cat.category_number::text as name, cat.description,
          array_agg(r.contact_id order by r.contact_id) as "contactIds"
        from tech_roles r
        join categories cat on cat.id = r.category_id and cat.is_labor
        join contacts c on c.id = r.contact_id and c.kind = 'technician'
        group by cat.id, cat.category_number, cat.description
        order by cat.category_number, cat.id`,
  );
