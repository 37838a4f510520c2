import type { BenchCase, ScreenCase } from '../case.js';
import { busyCases } from './busy.js';
import { daysUnavailableCases } from './days-unavailable.js';
import { eventCases, eventScreens } from './events.js';
import { flowCases, flowScreens } from './flow.js';
import { catalogImportCases, type ImportCase } from './imports.js';
import { laborCostCases } from './labor-cost.js';
import { laborInviteCases } from './labor-invites.js';
import { mixedCases } from './mixed.js';
import { printCases } from './prints.js';
import { showPullCases, showPullScreens } from './show-pulls.js';
import { showsImportCases } from './shows-import.js';
import { warehouseCases, warehouseScreens } from './warehouse.js';

export { type BackupCase, type BackupFigures, backupCases } from './backup.js';
export type { ImportCase, ImportedScreen, ImportFigures } from './imports.js';
export { type StreamCase, type StreamFigures, streamCases } from './streams.js';

import { xbookCases, xbookScreens } from './xbook.js';

/** Every API case of `npm run bench`; each area adds its file here as it lands. */
export const apiCases: BenchCase[] = [
  ...eventCases,
  ...showPullCases,
  ...laborInviteCases,
  ...laborCostCases,
  ...daysUnavailableCases,
  ...xbookCases,
  ...flowCases,
  ...mixedCases,
  ...busyCases,
  ...printCases,
  ...warehouseCases,
];
export const screenCases: ScreenCase[] = [
  ...eventScreens,
  ...showPullScreens,
  ...xbookScreens,
  ...flowScreens,
  ...warehouseScreens,
];

/** The imports, each file a dry run and then the import through the running server (issues 33, 34). */
export const importCases: ImportCase[] = [...catalogImportCases, ...showsImportCases];
