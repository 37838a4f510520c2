import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { xbookBrowseRoutes } from './routes/browse.js';
import { xbookItemRoutes } from './routes/items.js';
import { xbookSheetRoutes } from './routes/sheets.js';
import { xbookVerbRoutes } from './routes/verbs.js';

/** The library (spec 2.2 to 2.8, 7 "Xbook"); item images live in uploadsDir/xbook. */
export const xbookRoutes: FastifyPluginAsync<{ uploadsDir: string }> = async (app, { uploadsDir }) => {
  await app.register(xbookBrowseRoutes);
  await app.register(xbookSheetRoutes);
  await app.register(xbookVerbRoutes);
  await app.register(xbookItemRoutes, { imageDir: path.join(uploadsDir, 'xbook') });
};
