import type { ImportKind } from '../../../contracts/imports.js';
import { categoriesImport } from '../../domains/catalog/imports/categories.js';
import { departmentsImport } from '../../domains/catalog/imports/departments.js';
import { dependenciesImport } from '../../domains/catalog/imports/dependencies.js';
import { pullGroupsImport } from '../../domains/catalog/imports/pull-groups.js';
import { systemsImport } from '../../domains/catalog/imports/systems.js';
import { contactsImport } from '../../domains/people/imports/contacts.js';
import { bidItemsImport } from '../../domains/shows/imports/bid-items.js';
import { commitmentsImport } from '../../domains/shows/imports/commitments.js';
import { eventsImport } from '../../domains/shows/imports/events.js';
import { travelImport } from '../../domains/shows/imports/travel.js';
import { positionsImport } from '../../domains/staffing/imports/positions.js';
import type { AnyImportKind } from '../../platform/imports/kind.js';
import { miscItemsImport } from '../xbook/public.js';

/** Every kind the import takes, each owned by the module that owns its tables. */
export const IMPORT_KIND_DEFS: Readonly<Record<ImportKind, AnyImportKind>> = {
  departments: departmentsImport,
  'pull-groups': pullGroupsImport,
  categories: categoriesImport,
  systems: systemsImport,
  dependencies: dependenciesImport,
  'misc-items': miscItemsImport,
  contacts: contactsImport,
  events: eventsImport,
  'bid-items': bidItemsImport,
  commitments: commitmentsImport,
  positions: positionsImport,
  travel: travelImport,
};
