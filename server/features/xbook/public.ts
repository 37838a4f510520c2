/** What other server features may use of the library (the boundary check allows only this module). */

export { miscItemsImport } from './misc-items-import.js';
export { readSheetForPull, type SheetForPull, type SheetLineForPull } from './service/for-pull.js';
/** The Catalog area's misc items list and editor (issue 33). */
export {
  createMiscItemRecord,
  miscItemList,
  removeMiscItem,
  renameMiscItem,
} from './service/misc-items-admin.js';
