import type { FastifyInstance } from 'fastify';
import { apiTokenCalls as calls } from '../../../contracts/api-tokens.js';
import { route } from '../../platform/http/route.js';
import * as service from './service.js';

/** API tokens for integrations (issue 32.6). A token itself cannot reach these (permissions.ts). */
export async function apiTokenRoutes(app: FastifyInstance) {
  route(app, calls.list, 'api-tokens.manage', async () => ({ tokens: await service.listTokens(app.db) }));
  route(app, calls.create, 'api-tokens.manage', ({ user, body }) => service.createToken(app.db, user, body));
  route(app, calls.revoke, 'api-tokens.manage', async ({ params }) => {
    await service.revokeToken(app.db, params.id);
    return { ok: true as const };
  });
}
