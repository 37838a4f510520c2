/**
 * What other areas may use of labor invites on the client: the invitee picker's pieces (every
 * technician with their roles, what each has over a date range, and the rows the filters leave),
 * so availability requests choose technicians the same way.
 */
export { techniciansQuery, useAvailability } from './api';
export { MARK_LABEL, type PickerRow, pickerRows } from './picker-rows';
