/**
 * What other server areas may use of show pulls (the boundary check allows only this module): the
 * warehouse floor (issue 38) counts scans on the pull's lines, initials a fully prepped line's bid
 * items by the pull screen's own rule, and puts a scanned category onto the pull as a pull write.
 */
export { initialsAnswer, setInitials } from './assignments/initials.js';
export { publishPullWrite, pullChannel } from './live/publish.js';
// The warehouse's case labels draw their QR codes as the pull's labels do, and its pull list by
// case is the printed pull list with its sections made of cases.
export { type PrintSection, printSections } from './prints/lines.js';
export { pullListPdf, pullListSheet } from './prints/pull-list.js';
export { drawQr, qrReady } from './prints/qr.js';
export { findPrintExtras } from './prints/queries.js';
export { showPullItems } from './schema.js';
export { getShowPullView } from './view/view.js';
export { adjustLine } from './write/queries.js';
export { lockedPull, type PullChange, runPullWrite } from './write/run.js';
