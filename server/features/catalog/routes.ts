import type { FastifyInstance } from 'fastify';
import { catalogCalls as calls } from '../../../contracts/catalog.js';
import { categoryCalls } from '../../../contracts/catalog-categories.js';
import * as categories from '../../domains/catalog/admin/categories.js';
import * as departments from '../../domains/catalog/admin/departments.js';
import * as dependencies from '../../domains/catalog/admin/dependencies.js';
import { catalogOptions } from '../../domains/catalog/admin/options.js';
import * as pullGroups from '../../domains/catalog/admin/pull-groups.js';
import * as systems from '../../domains/catalog/admin/systems.js';
import { route } from '../../platform/http/route.js';
import * as miscItems from '../xbook/public.js';

/** The Catalog area (issue 33): admins list, add, edit and delete the catalogue's records. */
export async function catalogRoutes(app: FastifyInstance) {
  const db = app.db;
  route(app, calls.options, 'catalog.read', () => catalogOptions(db));

  route(app, calls.departments, 'catalog.read', ({ query }) => departments.departmentList(db, query));
  route(app, calls.createDepartment, 'catalog.write', async ({ body }) => ({
    department: await departments.createDepartment(db, body),
  }));
  route(app, calls.updateDepartment, 'catalog.write', async ({ params, body }) => ({
    department: await departments.editDepartment(db, params.id, body),
  }));
  route(app, calls.deleteDepartment, 'catalog.write', ({ params }) =>
    departments.removeDepartment(db, params.id),
  );

  route(app, calls.pullGroups, 'catalog.read', ({ query }) => pullGroups.pullGroupList(db, query));
  route(app, calls.createPullGroup, 'catalog.write', async ({ body }) => ({
    pullGroup: await pullGroups.createPullGroup(db, body),
  }));
  route(app, calls.updatePullGroup, 'catalog.write', async ({ params, body }) => ({
    pullGroup: await pullGroups.editPullGroup(db, params.id, body),
  }));
  route(app, calls.deletePullGroup, 'catalog.write', ({ params }) =>
    pullGroups.removePullGroup(db, params.id),
  );

  route(app, calls.miscItems, 'catalog.read', ({ query }) => miscItems.miscItemList(db, query));
  route(app, calls.createMiscItem, 'catalog.write', async ({ body }) => ({
    miscItem: await miscItems.createMiscItemRecord(db, body.name),
  }));
  route(app, calls.updateMiscItem, 'catalog.write', async ({ params, body }) => ({
    miscItem: await miscItems.renameMiscItem(db, params.id, body.name),
  }));
  route(app, calls.deleteMiscItem, 'catalog.write', ({ params }) => miscItems.removeMiscItem(db, params.id));

  route(app, categoryCalls.list, 'catalog.read', ({ query }) => categories.categoryList(db, query));
  route(app, categoryCalls.create, 'catalog.write', async ({ body }) => ({
    category: await categories.createCategory(db, body),
  }));
  route(app, categoryCalls.update, 'catalog.write', async ({ params, body }) => ({
    category: await categories.editCategory(db, params.id, body),
  }));
  route(app, categoryCalls.remove, 'catalog.write', ({ params }) => categories.removeCategory(db, params.id));

  route(app, categoryCalls.system, 'catalog.read', ({ params }) => systems.readSystem(db, params.id));
  route(app, categoryCalls.setSystem, 'catalog.write', ({ params, body }) =>
    systems.setSystem(db, params.id, body),
  );

  route(app, categoryCalls.dependencies, 'catalog.read', ({ query }) =>
    dependencies.dependencyList(db, query),
  );
  route(app, categoryCalls.createDependency, 'catalog.write', async ({ body }) => ({
    dependency: await dependencies.createDependency(db, body),
  }));
  route(app, categoryCalls.updateDependency, 'catalog.write', async ({ params, body }) => ({
    dependency: await dependencies.editDependency(db, params.id, body),
  }));
  route(app, categoryCalls.deleteDependency, 'catalog.write', ({ params }) =>
    dependencies.removeDependency(db, params.id),
  );
}
