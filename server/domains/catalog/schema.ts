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
import { timestamps } from '../../platform/db/schema/columns.js';

/*
 * The catalogue: departments and their groups, pull groups, categories, and what a category brings
 * with it (a system's items, a dependency's required categories or pull groups). What a show pull
 * assigns from them lives with the show pulls.
 */

/** The library groups departments into named groups (e.g. "Production", "Scenic"). */
export const departmentGroups = pgTable('department_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  ...timestamps,
});

export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull().unique(),
    colorHex: text('color_hex').notNull(),
    contrastHex: text('contrast_hex').notNull(),
    colorName: text('color_name').notNull(),
    groupId: integer('group_id').references(() => departmentGroups.id),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('departments_group_id_idx').on(t.groupId)],
);

export const pullGroups = pgTable(
  'pull_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('pull_groups_department_name_uq').on(t.departmentId, t.name)],
);

/** An equipment category, or (is_labor) a labor position category. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    categoryNumber: integer('category_number').notNull(),
    description: text('description').notNull(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    pullGroupId: integer('pull_group_id').references(() => pullGroups.id),
    weightLbs: numeric('weight_lbs', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    isSystem: boolean('is_system').notNull().default(false),
    isSalesOnly: boolean('is_sales_only').notNull().default(false),
    isLabor: boolean('is_labor').notNull().default(false),
    isEditable: boolean('is_editable').notNull().default(true),
    /** A category in use is deactivated, never deleted: it stays on the pulls that hold it. */
    isActive: boolean('is_active').notNull().default(true),
    /** How many the company owns: the warehouse floor counts its shortages from it. */
    ownedQuantity: integer('owned_quantity').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('categories_number_uq').on(t.categoryNumber),
    index('categories_department_id_idx').on(t.departmentId),
    index('categories_pull_group_id_idx').on(t.pullGroupId),
    // Library search finds sheet items by category description: lower(description) LIKE '%word%'
    // (pg_trgm serves any substring; LIKE on the lowered text is several times faster than ILIKE).
    index('categories_description_trgm_idx').using('gin', sql`lower(${t.description}) gin_trgm_ops`),
    // ...and walks descriptions in order (words too short for trigrams).
    index('categories_description_lower_idx').on(sql`lower(${t.description})`, t.id),
    check('categories_owned_quantity_ck', sql`${t.ownedQuantity} >= 0`),
  ],
);

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
    quantity: integer('quantity').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('system_items_uq').on(t.systemCategoryId, t.categoryId),
    index('system_items_category_id_idx').on(t.categoryId),
  ],
);

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
