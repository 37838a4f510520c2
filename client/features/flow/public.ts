/** What other areas may use of the flow calendar (the boundary check allows only this module). */
export { CalendarFeedLink } from './feed/calendar-feed';
