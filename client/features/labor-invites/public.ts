/** What other areas may use of labor invites (the boundary check allows only this module). */

/** The labor screen opened on one event's positions. */
export { laborEventPath } from './address';
/** Every technician, for a picker: query options under this area's key. */
export { techniciansQuery } from './api';
