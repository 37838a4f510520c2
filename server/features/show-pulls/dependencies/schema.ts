import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/db/schema/columns.js';
import { categories, pullGroups } from '../../../platform/db/schema/core.js';
import { qty } from '../quantity-column.js';
import { showPullItems, showPulls } from '../schema.js';

export const dependencyLogic = pgEnum('dependency_logic', ['all', 'other']);

/** "When this category is on the pull you also need ...". */
export const dependencies = pgTable(
  'dependencies',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    message: text('message').notNull(),
    logicType: dependencyLogic('logic_type').notNull(),
    ...timestamps,
  },
  (t) => [index('dependencies_category_id_idx').on(t.categoryId)],
);

/** A required item of a dependency: a category or a pull group. */
export const dependencyItems = pgTable(
  'dependency_items',
  {
    id: serial('id').primaryKey(),
    dependencyId: integer('dependency_id')
      .notNull()
      .references(() => dependencies.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id),
    pullGroupId: integer('pull_group_id').references(() => pullGroups.id),
    ...timestamps,
  },
  (t) => [
    index('dependency_items_dependency_idx').on(t.dependencyId),
    check('dependency_items_one_ck', sql`(${t.categoryId} is null) <> (${t.pullGroupId} is null)`),
  ],
);

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
