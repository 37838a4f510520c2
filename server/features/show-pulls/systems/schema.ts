import { index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/db/schema/columns.js';
import { categories } from '../../../platform/db/schema/core.js';
import { qty } from '../quantity-column.js';
import { showPulls } from '../schema.js';

/** A component of a system category, with its quantity per system. */
export const systemItems = pgTable(
  'system_items',
  {
    id: serial('id').primaryKey(),
    systemCategoryId: integer('system_category_id')
      .notNull()
      .references(() => categories.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    quantity: qty('quantity'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('system_items_uq').on(t.systemCategoryId, t.categoryId),
    index('system_items_category_id_idx').on(t.categoryId),
  ],
);

/** Quantity a system added to a component's pull line. */
export const systemAssignments = pgTable(
  'system_assignments',
  {
    id: serial('id').primaryKey(),
    showPullId: integer('show_pull_id')
      .notNull()
      .references(() => showPulls.id, { onDelete: 'cascade' }),
    systemCategoryId: integer('system_category_id')
      .notNull()
      .references(() => categories.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    quantity: qty('quantity'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('system_assignments_uq').on(t.showPullId, t.systemCategoryId, t.categoryId),
    index('system_assignments_category_idx').on(t.showPullId, t.categoryId),
  ],
);
