import { z } from 'zod';
import { callsOf } from './call.js';
import { deleteResponse, listQuery, page, recordParams, requiredText } from './catalog-fields.js';
import { errorResponse } from './common.js';

/** Categories, systems and dependencies (issue 33, admins only). */

export const category = z.object({
  id: z.number().int(),
  number: z.number().int(),
  description: z.string(),
  departmentId: z.number().int(),
  department: z.string(),
  pullGroupId: z.number().int().nullable(),
  pullGroup: z.string().nullable(),
  weight: z.number(),
  isSystem: z.boolean(),
  isSalesOnly: z.boolean(),
  isLabor: z.boolean(),
  isEditable: z.boolean(),
  isActive: z.boolean(),
  ownedQuantity: z.number().int(),
});
export type Category = z.infer<typeof category>;

export const categoryBody = z.object({
  number: z.coerce.number().int().min(1).max(2_147_483_647),
  description: requiredText(200),
  departmentId: z.number().int().positive(),
  pullGroupId: z.number().int().positive().nullable().default(null),
  weight: z.coerce
    .number()
    .min(0)
    .max(99_999_999)
    .transform((w) => Math.round(w * 100) / 100)
    .default(0),
  isSystem: z.boolean().default(false),
  isSalesOnly: z.boolean().default(false),
  isLabor: z.boolean().default(false),
  isEditable: z.boolean().default(true),
  isActive: z.boolean().default(true),
  ownedQuantity: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
});
export type CategoryBody = z.input<typeof categoryBody>;

/** The list's filter: every category, only systems, or only position (labor) categories. */
export const categoryKind = z.enum(['all', 'system', 'labor']);
export const categoryListQuery = listQuery.extend({ kind: categoryKind.default('all') });

export const systemItem = z.object({
  categoryId: z.number().int(),
  number: z.number().int(),
  description: z.string(),
  quantity: z.number().int(),
});
export const systemResponse = z.object({
  system: z.object({ id: z.number().int(), number: z.number().int(), description: z.string() }),
  items: z.array(systemItem),
});
export type SystemAnswer = z.infer<typeof systemResponse>;
export const systemBody = z.object({
  items: z
    .array(
      z.object({
        categoryId: z.number().int().positive(),
        quantity: z.coerce.number().int().min(1).max(100_000),
      }),
    )
    .max(500),
});

export const dependencyLogic = z.enum(['all', 'other']);
/** A required item: a category or a pull group. */
export const requirement = z.union([
  z.object({ categoryId: z.number().int().positive() }),
  z.object({ pullGroupId: z.number().int().positive() }),
]);
export const dependency = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  category: z.string(),
  message: z.string(),
  logic: dependencyLogic,
  requires: z.array(
    z.object({
      categoryId: z.number().int().nullable(),
      pullGroupId: z.number().int().nullable(),
      label: z.string(),
    }),
  ),
});
export type Dependency = z.infer<typeof dependency>;
export const dependencyBody = z.object({
  categoryId: z.number().int().positive(),
  message: requiredText(500),
  logic: dependencyLogic,
  requires: z.array(requirement).min(1, 'needs at least one required category or pull group').max(100),
});
export type DependencyBody = z.input<typeof dependencyBody>;

const call = callsOf('catalog');
const refusals = { 409: errorResponse };

export const categoryCalls = {
  list: call({
    method: 'GET',
    path: '/catalog/categories',
    summary: 'Categories matching a number or description, a page at a time',
    query: categoryListQuery,
    answer: page(category),
  }),
  create: call({
    method: 'POST',
    path: '/catalog/categories',
    summary: 'Add a category (409 when the number is taken)',
    body: categoryBody,
    answer: z.object({ category }),
    refusals,
  }),
  update: call({
    method: 'PUT',
    path: '/catalog/categories/{id}',
    summary: 'Edit a category',
    params: recordParams,
    body: categoryBody,
    answer: z.object({ category }),
    refusals,
  }),
  remove: call({
    method: 'DELETE',
    path: '/catalog/categories/{id}',
    summary: 'Delete an unused category; one in use (on a pull, a sheet, a role) is deactivated',
    params: recordParams,
    answer: deleteResponse,
  }),
  system: call({
    method: 'GET',
    path: '/catalog/systems/{id}',
    summary: "A system category's items and their quantities per system",
    params: recordParams,
    answer: systemResponse,
  }),
  setSystem: call({
    method: 'PUT',
    path: '/catalog/systems/{id}',
    summary: "Replace a system category's items",
    params: recordParams,
    body: systemBody,
    answer: systemResponse,
  }),
  dependencies: call({
    method: 'GET',
    path: '/catalog/dependencies',
    summary: 'Dependencies matching a category or message, a page at a time',
    query: listQuery,
    answer: page(dependency),
  }),
  createDependency: call({
    method: 'POST',
    path: '/catalog/dependencies',
    summary: 'Add a dependency',
    body: dependencyBody,
    answer: z.object({ dependency }),
    refusals,
  }),
  updateDependency: call({
    method: 'PUT',
    path: '/catalog/dependencies/{id}',
    summary: 'Edit a dependency (409 when a pull holds a requirement it drops)',
    params: recordParams,
    body: dependencyBody,
    answer: z.object({ dependency }),
    refusals,
  }),
  deleteDependency: call({
    method: 'DELETE',
    path: '/catalog/dependencies/{id}',
    summary: 'Delete a dependency no pull has added from (409 otherwise)',
    params: recordParams,
    answer: deleteResponse,
    refusals,
  }),
};
