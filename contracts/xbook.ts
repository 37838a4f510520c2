import { itemCalls } from './xbook/items.js';
import { libraryCalls } from './xbook/library.js';
import { searchCalls } from './xbook/search.js';
import { sheetCalls } from './xbook/sheet.js';
import { verbCalls } from './xbook/verbs.js';

/**
 * The library (spec 2.2 to 2.8, 7 "Xbook"), by sub-area: texts of the spec, the browser (departments,
 * folders, pickers), search, a content sheet, and its items with their images.
 */
export * from './xbook/fields.js';
export * from './xbook/items.js';
export * from './xbook/library.js';
export * from './xbook/search.js';
export * from './xbook/sheet.js';
export * from './xbook/texts.js';
export * from './xbook/verbs.js';

/** Every call of the library: one descriptor each (contracts/call.ts). */
export const xbookCalls = { ...libraryCalls, ...searchCalls, ...sheetCalls, ...itemCalls, ...verbCalls };
