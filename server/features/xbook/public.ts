/** What other server features may use of the library (the boundary check allows only this module). */

export { readSheetForPull, type SheetForPull, type SheetLineForPull } from './items/for-pull.js';
/** The Catalog area's misc items list and editor (issue 33). */
export {
  createMiscItemRecord,
  miscItemList,
  removeMiscItem,
  renameMiscItem,
} from './items/misc-items-admin.js';
export { miscItemsImport } from './items/misc-items-import.js';
