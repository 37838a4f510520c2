import { boolean, index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories, dependencies, dependencyItems } from '../../../domains/catalog/schema.js';
import { qty } from '../../../domains/shows/quantity-column.js';
import { showPulls } from '../../../domains/shows/schema.js';
import { timestamps } from '../../../platform/db/schema/columns.js';
import { showPullItems } from '../schema.js';

/** Quantity of a required category added to the pull for a pull item's dependency. */
export const dependencyAssignments = pgTable(
  'dependency_assignments',
  {
    id: serial('id').primaryKey(),
    showPullId: integer('show_pull_id')
      .notNull()
      .references(() => showPulls.id, { onDelete: 'cascade' }),
    dependencyItemId: integer('dependency_item_id')
      .notNull()
      .references(() => dependencyItems.id),
    forShowPullItemId: integer('for_show_pull_item_id')
      .notNull()
      .references(() => showPullItems.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    quantity: qty('quantity'),
    ...timestamps,
  },
  (t) => [
    index('dependency_assignments_pull_idx').on(t.showPullId, t.categoryId),
    index('dependency_assignments_for_idx').on(t.forShowPullItemId),
    index('dependency_assignments_item_idx').on(t.dependencyItemId),
  ],
);

export const satisfiedDependencies = pgTable(
  'satisfied_dependencies',
  {
    id: serial('id').primaryKey(),
    showPullItemId: integer('show_pull_item_id')
      .notNull()
      .references(() => showPullItems.id, { onDelete: 'cascade' }),
    dependencyId: integer('dependency_id')
      .notNull()
      .references(() => dependencies.id, { onDelete: 'cascade' }),
    isSatisfied: boolean('is_satisfied').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('satisfied_dependencies_uq').on(t.showPullItemId, t.dependencyId),
    index('satisfied_dependencies_dependency_idx').on(t.dependencyId),
  ],
);
