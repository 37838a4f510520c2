import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { showPulls } from '../../domains/shows/schema.js';
import { timestamps } from '../../platform/db/schema/columns.js';
import { users } from '../../platform/db/schema/core.js';
import { showPullItems } from '../show-pulls/public.js';

/** What a scan counts: units pulled off the shelf, put on the truck, or checked back in. */
export const scanMode = pgEnum('warehouse_scan_mode', ['prep', 'load', 'return']);

/**
 * One counted scan on the warehouse floor. Counts per line and mode are sums of these (never kept
 * apart, so they cannot drift), and `client_scan_id`, made by the device, makes a resent scan
 * (a lost answer, a queue sent again) count once.
 */
export const warehouseScans = pgTable(
  'warehouse_scans',
  {
    id: serial('id').primaryKey(),
    clientScanId: text('client_scan_id').notNull(),
    showPullId: integer('show_pull_id')
      .notNull()
      .references(() => showPulls.id, { onDelete: 'cascade' }),
    showPullItemId: integer('show_pull_item_id')
      .notNull()
      .references(() => showPullItems.id, { onDelete: 'cascade' }),
    mode: scanMode('mode').notNull(),
    quantity: integer('quantity').notNull(),
    /** The code as scanned (a label's address or a category number), for the History. */
    code: text('code').notNull(),
    userId: integer('user_id').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('warehouse_scans_client_uq').on(t.clientScanId),
    index('warehouse_scans_line_idx').on(t.showPullItemId, t.mode),
    index('warehouse_scans_pull_idx').on(t.showPullId),
    check('warehouse_scans_qty_ck', sql`${t.quantity} > 0`),
  ],
);
