import { z } from 'zod';
import { callsOf } from './call.js';
import { errorResponse, idParam, okResponse } from './common.js';

/** A position category (spec 3: category{name, description}; name is the category number). */
export const roleCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  department: z.string(),
});

export const roleContact = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  nickname: z.string().nullable(),
  /** "Last, First" (or nickname): how the list shows a contact. */
  contact_name: z.string(),
  department: z.string().nullable(),
});

export const techRole = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category: z.object({ name: z.string(), description: z.string() }),
});
export type TechRole = z.infer<typeof techRole>;

/** GET /tech-roles/lazy: the position categories and the technicians, for the screen's two lists. */
export const lazyResponse = z.object({ categories: z.array(roleCategory), contacts: z.array(roleContact) });

export const contactParams = z.object({ contactId: idParam });
export const rolesResponse = z.object({ roles: z.array(techRole) });

export const addRoleParams = z.object({ contactId: idParam, categoryId: idParam });
export const addRoleResponse = z.object({ newRole: techRole });

export const roleParams = z.object({ id: idParam });

/** GET /tech-roles/search?searchText: ids of the contacts holding a role matching a category number or description. */
export const searchQuery = z.object({ searchText: z.string().trim().min(1).max(200) });
export const searchResponse = z.object({ ids: z.array(z.number().int()) });

const call = callsOf('tech-roles');

/** The area's calls (spec 7). */
export const techRoleCalls = {
  lazy: call({
    method: 'GET',
    path: '/tech-roles/lazy',
    summary: 'Position categories and technicians',
    answer: lazyResponse,
  }),
  roles: call({
    method: 'GET',
    path: '/tech-roles/roles/{contactId}',
    summary: "A contact's roles",
    params: contactParams,
    answer: rolesResponse,
  }),
  add: call({
    method: 'POST',
    path: '/tech-roles/{contactId}/{categoryId}',
    summary: "Give a contact a role; 409 '{name} already has this role'",
    params: addRoleParams,
    answer: addRoleResponse,
    refusals: { 409: errorResponse },
  }),
  remove: call({
    method: 'DELETE',
    path: '/tech-roles/{id}',
    summary: 'Remove a role',
    params: roleParams,
    answer: okResponse,
  }),
  search: call({
    method: 'GET',
    path: '/tech-roles/search',
    summary: 'Ids of the contacts holding a role matching a category number or description',
    query: searchQuery,
    answer: searchResponse,
  }),
};
