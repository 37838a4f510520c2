/** What other areas may use of comments (the boundary check allows only this module). */
export { EventComments } from './event-comments';
