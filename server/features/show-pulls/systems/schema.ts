import { index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories } from '../../../domains/catalog/schema.js';
import { qty } from '../../../domains/shows/quantity-column.js';
import { showPulls } from '../../../domains/shows/schema.js';
import { timestamps } from '../../../platform/db/schema/columns.js';

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
