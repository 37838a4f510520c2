import type { FastifyInstance } from 'fastify';
import { xbookCalls as calls } from '../../../../contracts/xbook.js';
import { route } from '../../../platform/http/route.js';
import {
  addItem,
  createMiscItem,
  deleteItem,
  listCategories,
  listItems,
  listMiscItems,
  reorderItems,
  setItemNotes,
  setItemQuantity,
} from './service.js';

const ok = { ok: true as const };

/** A sheet's items: list, add, order, quantity, notes, delete; and what the pickers list. */
export async function xbookItemRoutes(app: FastifyInstance) {
  route(app, calls.items, 'xbook.read', async ({ params }) => ({
    items: await listItems(app.db, params.id),
  }));
  route(app, calls.reorderItems, 'xbook.write', async ({ params, body }) => {
    await reorderItems(app.db, params.id, body);
    return ok;
  });
  route(app, calls.addItem, 'xbook.write', async ({ params, body }) => ({
    item: await addItem(app.db, params.id, body),
  }));
  route(app, calls.deleteItem, 'xbook.write', async ({ params }) => {
    await deleteItem(app.db, params.id);
    return ok;
  });
  route(app, calls.setItemQuantity, 'xbook.write', async ({ params, body }) => {
    await setItemQuantity(app.db, params.id, body);
    return ok;
  });
  route(app, calls.setItemNotes, 'xbook.write', async ({ params, body }) => {
    await setItemNotes(app.db, params.id, body);
    return ok;
  });

  route(app, calls.categories, 'xbook.read', async () => ({ categories: await listCategories(app.db) }));
  route(app, calls.miscItems, 'xbook.read', async () => ({ items: await listMiscItems(app.db) }));
  route(app, calls.createMiscItem, 'xbook.write', async ({ body }) => ({
    item: await createMiscItem(app.db, body),
  }));
}
