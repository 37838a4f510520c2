/** What other areas may use of the library (the boundary check allows only this module). */
export { SheetFinder } from './search/sheet-finder';
