import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { showPulls } from '../../domains/shows/schema.js';
import { timestamps } from '../../platform/db/schema/columns.js';
import { users } from '../../platform/db/schema/core.js';
import { showPullItems } from '../show-pulls/public.js';

/** What a scan counts: units pulled off the shelf, put on the truck, or checked back in. */
export const scanMode = pgEnum('warehouse_scan_mode', ['prep', 'load', 'return']);

/**
 * The company's cases (issue 38.3): labelled containers with a number (the label's QR code
 * names it), an empty weight, and a flag to retire one without losing the pulls it went on.
 */
export const warehouseCases = pgTable(
  'warehouse_cases',
  {
    id: serial('id').primaryKey(),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    emptyWeightLbs: numeric('empty_weight_lbs', { precision: 10, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('warehouse_cases_number_uq').on(t.number),
    check('warehouse_cases_number_ck', sql`${t.number} > 0`),
    check('warehouse_cases_weight_ck', sql`${t.emptyWeightLbs} >= 0`),
  ],
);

/** A truck of a pull: a name and a weight limit (none: no limit). */
export const warehouseTrucks = pgTable(
  'warehouse_trucks',
  {
    id: serial('id').primaryKey(),
    showPullId: integer('show_pull_id')
      .notNull()
      .references(() => showPulls.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    weightLimitLbs: numeric('weight_limit_lbs', { precision: 10, scale: 2, mode: 'number' }),
    ...timestamps,
  },
  (t) => [index('warehouse_trucks_pull_idx').on(t.showPullId)],
);

/**
 * A case on a pull (made when its label is scanned in Load mode, or when it is put on a truck),
 * and the truck it rides on. Its contents are the load scans made into it.
 */
export const warehousePullCases = pgTable(
  'warehouse_pull_cases',
  {
    id: serial('id').primaryKey(),
    showPullId: integer('show_pull_id')
      .notNull()
      .references(() => showPulls.id, { onDelete: 'cascade' }),
    caseId: integer('case_id')
      .notNull()
      .references(() => warehouseCases.id),
    truckId: integer('truck_id').references(() => warehouseTrucks.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('warehouse_pull_cases_uq').on(t.showPullId, t.caseId)],
);

/** The truck a line's loose units (those in no case) ride on. */
export const warehouseLineTrucks = pgTable(
  'warehouse_line_trucks',
  {
    id: serial('id').primaryKey(),
    showPullItemId: integer('show_pull_item_id')
      .notNull()
      .references(() => showPullItems.id, { onDelete: 'cascade' }),
    /** For the History: the trigger files the row under the pull's event. */
    showPullId: integer('show_pull_id')
      .notNull()
      .references(() => showPulls.id, { onDelete: 'cascade' }),
    truckId: integer('truck_id')
      .notNull()
      .references(() => warehouseTrucks.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('warehouse_line_trucks_line_uq').on(t.showPullItemId)],
);

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
    /** The case a load (or return) scan put the units into (or took them out of); none: loose. */
    caseId: integer('case_id').references(() => warehouseCases.id),
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
