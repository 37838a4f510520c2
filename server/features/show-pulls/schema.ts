import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories } from '../../domains/catalog/schema.js';
import { contacts } from '../../domains/people/schema.js';
import { qty } from '../../domains/shows/quantity-column.js';
import { commitments, eventItems, events, showPulls } from '../../domains/shows/schema.js';
import { timestamps } from '../../platform/db/schema/columns.js';
import { users } from '../../platform/db/schema/core.js';

// The tables of dependencies and systems live beside their writes; drizzle-kit reads them from here.
export * from './dependencies/schema.js';
export * from './systems/schema.js';

/** A line of a pull: one per category (custom items may repeat a category). */
export const showPullItems = pgTable(
  'show_pull_items',
  {
    id: serial('id').primaryKey(),
    showPullId: integer('show_pull_id')
      .notNull()
      .references(() => showPulls.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    quantity: qty('quantity'),
    description: text('description').notNull(),
    notes: text('notes').notNull().default(''),
    writerNotes: text('writer_notes').notNull().default(''),
    weight: numeric('weight', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    ignoreWeightQty: qty('ignore_weight_qty'),
    isCustom: boolean('is_custom').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('show_pull_items_category_uq').on(t.showPullId, t.categoryId).where(sql`not ${t.isCustom}`),
    // The partial index above serves only non-custom lookups; whole-pull reads need this one.
    index('show_pull_items_pull_idx').on(t.showPullId),
    index('show_pull_items_category_id_idx').on(t.categoryId),
    check('show_pull_items_qty_ck', sql`${t.quantity} >= 0 and ${t.ignoreWeightQty} >= 0`),
  ],
);

/** Quantity of a bid item taken onto a pull; qty_cross_rented of it is sub-rented. */
export const eventItemAssignments = pgTable(
  'event_item_assignments',
  {
    id: serial('id').primaryKey(),
    showPullId: integer('show_pull_id')
      .notNull()
      .references(() => showPulls.id, { onDelete: 'cascade' }),
    eventItemId: integer('event_item_id')
      .notNull()
      .references(() => eventItems.id),
    quantity: qty('quantity'),
    qtyCrossRented: qty('qty_cross_rented'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('event_item_assignments_uq').on(t.showPullId, t.eventItemId),
    index('event_item_assignments_item_idx').on(t.eventItemId),
    check(
      'event_item_assignments_qty_ck',
      sql`${t.quantity} > 0 and ${t.qtyCrossRented} between 0 and ${t.quantity}`,
    ),
  ],
);

export const commitmentAssignments = pgTable(
  'commitment_assignments',
  {
    id: serial('id').primaryKey(),
    showPullId: integer('show_pull_id')
      .notNull()
      .references(() => showPulls.id, { onDelete: 'cascade' }),
    commitmentId: integer('commitment_id')
      .notNull()
      .references(() => commitments.id),
    quantity: qty('quantity'),
    qtyCrossRented: qty('qty_cross_rented'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('commitment_assignments_uq').on(t.showPullId, t.commitmentId),
    index('commitment_assignments_commitment_idx').on(t.commitmentId),
    check(
      'commitment_assignments_qty_ck',
      sql`${t.quantity} > 0 and ${t.qtyCrossRented} between 0 and ${t.quantity}`,
    ),
  ],
);

/** Units of a pull line sub-rented from a vendor (from an assignment's cross-rented part, or added by hand). */
export const crossRentalItems = pgTable(
  'cross_rental_items',
  {
    id: serial('id').primaryKey(),
    showPullItemId: integer('show_pull_item_id')
      .notNull()
      .references(() => showPullItems.id, { onDelete: 'cascade' }),
    quantity: qty('quantity'),
    vendorId: integer('vendor_id').references(() => contacts.id),
    eventItemAssignmentId: integer('event_item_assignment_id').references(() => eventItemAssignments.id, {
      onDelete: 'cascade',
    }),
    commitmentAssignmentId: integer('commitment_assignment_id').references(() => commitmentAssignments.id, {
      onDelete: 'cascade',
    }),
    ...timestamps,
  },
  (t) => [
    index('cross_rental_items_pull_item_idx').on(t.showPullItemId),
    uniqueIndex('cross_rental_items_eia_uq').on(t.eventItemAssignmentId),
    uniqueIndex('cross_rental_items_ca_uq').on(t.commitmentAssignmentId),
  ],
);

/** The technicians crewing an event (the pull's Techs list). */
export const eventTechs = pgTable(
  'event_techs',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('event_techs_uq').on(t.eventId, t.contactId),
    index('event_techs_contact_id_idx').on(t.contactId),
  ],
);
