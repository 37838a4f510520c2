/** What other areas may use of show pulls (the boundary check allows only this module). */

export { EventPulls } from './event-pulls/event-pulls';
/** "Add to a pull…" on a content sheet's page (issue 24.1). */
export { AddSheetToPullButton } from './from-sheet/add-sheet-to-pull';
