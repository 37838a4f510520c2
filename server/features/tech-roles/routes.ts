import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, okResponse } from '../../../contracts/common.js';
import {
  addRoleParams,
  addRoleResponse,
  contactParams,
  lazyResponse,
  roleParams,
  rolesResponse,
  searchQuery,
  searchResponse,
} from '../../../contracts/tech-roles.js';
import * as service from './service.js';

const conflict = { 409: errorResponses[400] };

export const techRoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tech-roles/lazy',
    {
      config: { access: 'tech-roles.read' },
      schema: {
        tags: ['tech-roles'],
        summary: 'Position categories and technicians',
        response: { 200: lazyResponse, ...errorResponses },
      },
    },
    async () => service.lazyLists(app.db),
  );

  app.get(
    '/tech-roles/roles/:contactId',
    {
      config: { access: 'tech-roles.read' },
      schema: {
        tags: ['tech-roles'],
        summary: "A contact's roles",
        params: contactParams,
        response: { 200: rolesResponse, ...errorResponses },
      },
    },
    async (request) => ({ roles: await service.listRoles(app.db, request.params.contactId) }),
  );

  app.post(
    '/tech-roles/:contactId/:categoryId',
    {
      config: { access: 'tech-roles.write' },
      schema: {
        tags: ['tech-roles'],
        summary: "Give a contact a role; 409 '{name} already has this role'",
        params: addRoleParams,
        response: { 200: addRoleResponse, ...errorResponses, ...conflict },
      },
    },
    async (request) => ({
      newRole: await service.addRole(app.db, request.params.contactId, request.params.categoryId),
    }),
  );

  app.delete(
    '/tech-roles/:id',
    {
      config: { access: 'tech-roles.write' },
      schema: {
        tags: ['tech-roles'],
        summary: 'Remove a role',
        params: roleParams,
        response: { 200: okResponse, ...errorResponses },
      },
    },
    async (request) => {
      await service.removeRole(app.db, request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/tech-roles/search',
    {
      config: { access: 'tech-roles.read' },
      schema: {
        tags: ['tech-roles'],
        summary: 'Ids of the contacts holding a role matching a category number or description',
        querystring: searchQuery,
        response: { 200: searchResponse, ...errorResponses },
      },
    },
    async (request) => ({ ids: await service.searchByRole(app.db, request.query.searchText) }),
  );
};
