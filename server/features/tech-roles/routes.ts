import type { FastifyInstance } from 'fastify';
import { techRoleCalls as calls } from '../../../contracts/tech-roles.js';
import { route } from '../../platform/http/route.js';
import * as service from './service.js';

export async function techRoleRoutes(app: FastifyInstance) {
  route(app, calls.lazy, 'tech-roles.read', () => service.lazyLists(app.db));
  route(app, calls.roles, 'tech-roles.read', async ({ params }) => ({
    roles: await service.listRoles(app.db, params.contactId),
  }));
  route(app, calls.add, 'tech-roles.write', async ({ params }) => ({
    newRole: await service.addRole(app.db, params.contactId, params.categoryId),
  }));
  route(app, calls.remove, 'tech-roles.write', async ({ params }) => {
    await service.removeRole(app.db, params.id);
    return { ok: true as const };
  });
  route(app, calls.search, 'tech-roles.read', async ({ query }) => ({
    ids: await service.searchByRole(app.db, query.searchText),
  }));
}
