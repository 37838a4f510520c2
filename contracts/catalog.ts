import { z } from 'zod';
import { callsOf } from './call.js';
import {
  deleteResponse,
  listQuery,
  optionalText,
  page,
  recordParams,
  requiredText,
} from './catalog-fields.js';
import { errorResponse } from './common.js';

/** Departments, pull groups and misc items: the catalogue's small lists (issue 33, admins only). */

export const department = z.object({
  id: z.number().int(),
  title: z.string(),
  /** #RRGGBB, and the readable text colour on it. */
  color: z.string(),
  contrast: z.string(),
  group: z.string().nullable(),
  order: z.number().int(),
  categories: z.number().int(),
});
export type Department = z.infer<typeof department>;

export const departmentBody = z.object({
  title: requiredText(100),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'is a colour as #RRGGBB')
    .transform((c) => c.toLowerCase()),
  /** A department group's name; a new name makes the group. Blank: no group. */
  group: optionalText(100),
  order: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type DepartmentBody = z.input<typeof departmentBody>;

export const pullGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  departmentId: z.number().int(),
  department: z.string(),
  categories: z.number().int(),
});
export type PullGroup = z.infer<typeof pullGroup>;
export const pullGroupBody = z.object({ name: requiredText(100), departmentId: z.number().int().positive() });
export type PullGroupBody = z.input<typeof pullGroupBody>;

export const miscItem = z.object({ id: z.number().int(), name: z.string(), sheets: z.number().int() });
export type MiscItem = z.infer<typeof miscItem>;
export const miscItemBody = z.object({ name: requiredText(200) });

/** What the editors' selects offer: every department, pull group and department group. */
export const optionsResponse = z.object({
  departments: z.array(z.object({ id: z.number().int(), title: z.string() })),
  pullGroups: z.array(z.object({ id: z.number().int(), name: z.string(), departmentId: z.number().int() })),
  departmentGroups: z.array(z.string()),
});
export type CatalogOptions = z.infer<typeof optionsResponse>;

const call = callsOf('catalog');
const refusals = { 409: errorResponse };

/** The Catalog area's small lists: list (search, page), create, edit, delete. */
export const catalogCalls = {
  options: call({
    method: 'GET',
    path: '/catalog/options',
    summary: 'Every department, pull group and department group, for the editors’ selects',
    answer: optionsResponse,
  }),
  departments: call({
    method: 'GET',
    path: '/catalog/departments',
    summary: 'Departments matching a search, a page at a time',
    query: listQuery,
    answer: page(department),
  }),
  createDepartment: call({
    method: 'POST',
    path: '/catalog/departments',
    summary: 'Add a department (409 when the title is taken)',
    body: departmentBody,
    answer: z.object({ department }),
    refusals,
  }),
  updateDepartment: call({
    method: 'PUT',
    path: '/catalog/departments/{id}',
    summary: 'Edit a department',
    params: recordParams,
    body: departmentBody,
    answer: z.object({ department }),
    refusals,
  }),
  deleteDepartment: call({
    method: 'DELETE',
    path: '/catalog/departments/{id}',
    summary: 'Delete an unused department (409 naming what still uses it)',
    params: recordParams,
    answer: deleteResponse,
    refusals,
  }),
  pullGroups: call({
    method: 'GET',
    path: '/catalog/pull-groups',
    summary: 'Pull groups matching a search, a page at a time',
    query: listQuery,
    answer: page(pullGroup),
  }),
  createPullGroup: call({
    method: 'POST',
    path: '/catalog/pull-groups',
    summary: 'Add a pull group to a department (409 when the department has one of that name)',
    body: pullGroupBody,
    answer: z.object({ pullGroup }),
    refusals,
  }),
  updatePullGroup: call({
    method: 'PUT',
    path: '/catalog/pull-groups/{id}',
    summary: 'Edit a pull group',
    params: recordParams,
    body: pullGroupBody,
    answer: z.object({ pullGroup }),
    refusals,
  }),
  deletePullGroup: call({
    method: 'DELETE',
    path: '/catalog/pull-groups/{id}',
    summary: 'Delete an unused pull group (409 naming what still uses it)',
    params: recordParams,
    answer: deleteResponse,
    refusals,
  }),
  miscItems: call({
    method: 'GET',
    path: '/catalog/misc-items',
    summary: 'Misc items matching a search, a page at a time',
    query: listQuery,
    answer: page(miscItem),
  }),
  createMiscItem: call({
    method: 'POST',
    path: '/catalog/misc-items',
    summary: 'Add a misc item (409 when one of that name exists)',
    body: miscItemBody,
    answer: z.object({ miscItem }),
    refusals,
  }),
  updateMiscItem: call({
    method: 'PUT',
    path: '/catalog/misc-items/{id}',
    summary: 'Rename a misc item',
    params: recordParams,
    body: miscItemBody,
    answer: z.object({ miscItem }),
    refusals,
  }),
  deleteMiscItem: call({
    method: 'DELETE',
    path: '/catalog/misc-items/{id}',
    summary: 'Delete a misc item no sheet lists (409 otherwise)',
    params: recordParams,
    answer: deleteResponse,
    refusals,
  }),
};
