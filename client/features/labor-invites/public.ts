/**
 * What other areas may use of labor invites on the client: the invitee picker's list (every
 * technician with what each has over a date range, its filter bar and the rows the filters leave),
 * so availability requests choose technicians the same way.
 */
export { useTechnicianList } from './picker-filters';
export { MARK_LABEL, type PickerRow } from './picker-rows';
