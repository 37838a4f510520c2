import type { FastifyInstance } from 'fastify';
import { peopleCalls as calls } from '../../../contracts/people.js';
import * as contacts from '../../domains/people/contacts.js';
import { route } from '../../platform/http/route.js';

/** The People area (issue 33): admins list, add, edit and delete contacts with their tech roles. */
export async function peopleRoutes(app: FastifyInstance) {
  const db = app.db;
  route(app, calls.contacts, 'people.read', ({ query }) => contacts.contactList(db, query));
  route(app, calls.contact, 'people.read', async ({ params }) => ({
    contact: await contacts.readContact(db, params.id),
  }));
  route(app, calls.create, 'people.write', async ({ body }) => ({
    contact: await contacts.createContact(db, body),
  }));
  route(app, calls.update, 'people.write', async ({ params, body }) => ({
    contact: await contacts.editContact(db, params.id, body),
  }));
  route(app, calls.remove, 'people.write', ({ params }) => contacts.removeContact(db, params.id));
}
