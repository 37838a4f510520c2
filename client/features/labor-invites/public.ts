/** What other areas may use of labor invites (the boundary check allows only this module). */

/** Every technician, for a picker: query options under this area's key. */
export { techniciansQuery } from './api';
