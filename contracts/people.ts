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

/** The People area: contacts and their tech roles (issue 33, admins only: day rates are theirs, spec 6). */

export const contactKind = z.enum(['technician', 'account_manager', 'vendor', 'client']);

export const contactRow = z.object({
  id: z.number().int(),
  key: z.string().nullable(),
  kind: contactKind,
  name: z.string(),
  department: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  isStaff: z.boolean(),
  isActive: z.boolean(),
});
export type ContactRow = z.infer<typeof contactRow>;

export const contactRole = z.object({
  categoryId: z.number().int(),
  number: z.number().int(),
  description: z.string(),
});

export const contact = z.object({
  id: z.number().int(),
  key: z.string().nullable(),
  kind: contactKind,
  firstName: z.string(),
  lastName: z.string(),
  nickname: z.string().nullable(),
  legalName: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  departmentId: z.number().int().nullable(),
  techGroup: z.string().nullable(),
  isStaff: z.boolean(),
  isPartTime: z.boolean(),
  isNew: z.boolean(),
  isActive: z.boolean(),
  targetDays: z.number().int(),
  dayRate: z.number(),
  homeState: z.string().nullable(),
  roles: z.array(contactRole),
});
export type Contact = z.infer<typeof contact>;

export const contactBody = z.object({
  /** The company's own id for the person (what an import matches on). */
  key: optionalText(100),
  kind: contactKind.default('technician'),
  firstName: requiredText(100),
  lastName: requiredText(100),
  nickname: optionalText(100),
  legalName: optionalText(200),
  email: optionalText(254).pipe(z.email('is not an email address').nullable()),
  mobile: optionalText(40),
  departmentId: z.number().int().positive().nullable().default(null),
  techGroup: optionalText(100),
  isStaff: z.boolean().default(false),
  isPartTime: z.boolean().default(false),
  isNew: z.boolean().default(false),
  isActive: z.boolean().default(true),
  targetDays: z.coerce.number().int().min(0).max(366).default(0),
  dayRate: z.coerce
    .number()
    .min(0)
    .max(99_999_999)
    .transform((r) => Math.round(r * 100) / 100)
    .default(0),
  homeState: optionalText(2).pipe(
    z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'is a two-letter state')
      .transform((s) => s.toUpperCase())
      .nullable(),
  ),
  /** Position categories the contact can fill. */
  roles: z.array(z.number().int().positive()).max(200).default([]),
});
export type ContactBody = z.input<typeof contactBody>;

const call = callsOf('people');

export const peopleCalls = {
  contacts: call({
    method: 'GET',
    path: '/people/contacts',
    summary: 'Contacts matching a name, email or key, a page at a time',
    query: listQuery,
    answer: page(contactRow),
  }),
  contact: call({
    method: 'GET',
    path: '/people/contacts/{id}',
    summary: 'One contact with their tech roles',
    params: recordParams,
    answer: z.object({ contact }),
  }),
  create: call({
    method: 'POST',
    path: '/people/contacts',
    summary: 'Add a contact with their tech roles (409 when the key is taken)',
    body: contactBody,
    answer: z.object({ contact }),
    refusals: { 409: errorResponse },
  }),
  update: call({
    method: 'PUT',
    path: '/people/contacts/{id}',
    summary: 'Edit a contact and their tech roles',
    params: recordParams,
    body: contactBody,
    answer: z.object({ contact }),
    refusals: { 409: errorResponse },
  }),
  remove: call({
    method: 'DELETE',
    path: '/people/contacts/{id}',
    summary: 'Delete an unused contact; one in use (on a position, an invite, a login) is deactivated',
    params: recordParams,
    answer: deleteResponse,
  }),
};
