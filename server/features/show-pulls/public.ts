/**
 * What other server areas may use of show pulls (the boundary check allows only this module): the
 * warehouse floor (issue 38) counts scans on the pull's lines, initials a fully prepped line's bid
 * items by the pull screen's own rule, and puts a scanned category onto the pull as a pull write.
 */
export { initialsAnswer, setInitials } from './assignments/initials.js';
export { publishPullWrite, pullChannel } from './live/publish.js';
export { showPullItems } from './schema.js';
export { adjustLine } from './write/queries.js';
export { lockedPull, type PullChange, runPullWrite } from './write/run.js';
