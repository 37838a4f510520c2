import type { FastifyPluginAsync } from 'fastify';
import { showPullPrintRoutes } from './routes/print.js';
import { showPullReadRoutes } from './routes/read.js';
import { showPullWriteRoutes } from './routes/write.js';

/** The show pull area: the screen's read call, the spec's calls, and the prints. */
export const showPullRoutes: FastifyPluginAsync = async (app) => {
  await app.register(showPullReadRoutes);
  await app.register(showPullWriteRoutes);
  await app.register(showPullPrintRoutes);
};
