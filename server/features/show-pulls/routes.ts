import type { FastifyPluginAsync } from 'fastify';
import { assignmentRoutes } from './assignments/routes.js';
import { dependencyRoutes } from './dependencies/routes.js';
import { fromSheetRoutes } from './from-sheet/routes.js';
import { lineRoutes } from './lines/routes.js';
import { liveRoutes } from './live/routes.js';
import { printRoutes } from './prints/routes.js';
import { systemRoutes } from './systems/routes.js';
import { viewRoutes } from './view/routes.js';

/**
 * The show pull area, by what a writer does: the screen's reads (view), bid items and commitments
 * (assignments), the pull's lines, dependencies, systems, and the prints. Every write runs through
 * `runPullWrite` (write/run.ts).
 */
export const showPullRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, opts) => {
  viewRoutes(app);
  assignmentRoutes(app);
  lineRoutes(app);
  dependencyRoutes(app);
  systemRoutes(app);
  printRoutes(app, opts.publicUrl);
  fromSheetRoutes(app);
  liveRoutes(app);
};
