import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../contracts/common.js';
import {
  categoriesResponse,
  createFolderBody,
  createFolderResponse,
  createMiscItemBody,
  departmentResponse,
  departmentsResponse,
  folderResponse,
  idParams,
  miscItemResponse,
  miscItemsResponse,
  recentResponse,
  searchForm,
  searchResponse,
} from '../../../../contracts/xbook.js';
import { sendJson } from '../../../platform/http/send-json.js';
import * as browse from '../service/browse.js';
import { createMiscItem, listCategories, listMiscItems } from '../service/items.js';
import { searchJson } from '../service/search.js';

const tags = ['xbook'];
const read = { access: 'xbook.read' as const };
const write = { access: 'xbook.write' as const };

/** The browser: departments, their folder trees, recent sheets, search, and what the pickers list. */
export const xbookBrowseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/xbook/departments',
    {
      config: read,
      schema: {
        tags,
        summary: 'The departments, with their colours and groups (the department buttons)',
        response: { 200: departmentsResponse, ...errorResponses },
      },
    },
    async () => ({ departments: await browse.listDepartments(app.db) }),
  );

  app.get(
    '/xbook/departments/:id',
    {
      config: read,
      schema: {
        tags,
        summary: "The department's folder tree and all its content sheets",
        params: idParams,
        response: { 200: departmentResponse, ...errorResponses },
      },
    },
    async (request) => browse.getDepartment(app.db, request.params.id),
  );

  app.get(
    '/xbook/folders/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'A folder with the folders above it (where a search result leads)',
        params: idParams,
        response: { 200: folderResponse, ...errorResponses },
      },
    },
    async (request) => ({ folder: await browse.getFolder(app.db, request.params.id) }),
  );

  app.post(
    '/xbook/folder',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a folder to a department, at the top or inside parentFolderID',
        body: createFolderBody,
        response: { 200: createFolderResponse, ...errorResponses },
      },
    },
    async (request) => ({ folder: await browse.createFolder(app.db, request.body) }),
  );

  app.get(
    '/xbook/recent',
    {
      config: read,
      schema: {
        tags,
        summary: 'The sheets the user opened last (Recent Sheets)',
        response: { 200: recentResponse, ...errorResponses },
      },
    },
    async (request) => ({ sheets: await browse.recentSheets(app.db, request.user!.id) }),
  );

  app.post(
    '/xbook/search',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Search folders, sheet names and sheet items (category number, description, misc item name); form-encoded',
        body: searchForm,
        consumes: ['application/x-www-form-urlencoded'],
        response: { 200: searchResponse, ...errorResponses },
      },
    },
    async (request, reply) => sendJson(reply, await searchJson(app.db, request.body)),
  );

  app.get(
    '/xbook/categories',
    {
      config: read,
      schema: {
        tags,
        summary: 'Equipment categories of every department (the category selects)',
        response: { 200: categoriesResponse, ...errorResponses },
      },
    },
    async () => ({ categories: await listCategories(app.db) }),
  );

  app.get(
    '/xbook/misc-items',
    {
      config: read,
      schema: { tags, summary: 'The misc items', response: { 200: miscItemsResponse, ...errorResponses } },
    },
    async () => ({ items: await listMiscItems(app.db) }),
  );

  app.post(
    '/xbook/misc-item',
    {
      config: write,
      schema: {
        tags,
        summary: 'Create a misc item (409 when one of that name exists)',
        body: createMiscItemBody,
        response: { 200: miscItemResponse, ...errorResponses, 409: errorResponses[400] },
      },
    },
    async (request) => ({ item: await createMiscItem(app.db, request.body.name) }),
  );
};
