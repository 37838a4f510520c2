import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { xbookFolderRoutes } from './folders/routes.js';
import { xbookImageRoutes } from './images/routes.js';
import { xbookItemRoutes } from './items/routes.js';
import { xbookPrintRoutes } from './prints/routes.js';
import { xbookSearchRoutes } from './search/routes.js';
import { xbookSheetRoutes } from './sheets/routes.js';

/** The library (spec 2.2 to 2.8, 7 "Xbook"); item images of older versions were in uploadsDir/xbook. */
export const xbookRoutes: FastifyPluginAsync<{ uploadsDir: string }> = async (app, { uploadsDir }) => {
  await app.register(xbookFolderRoutes);
  await app.register(xbookSearchRoutes);
  await app.register(xbookSheetRoutes);
  await app.register(xbookItemRoutes);
  await app.register(xbookPrintRoutes);
  await app.register(xbookImageRoutes, { imageDir: path.join(uploadsDir, 'xbook') });
};
