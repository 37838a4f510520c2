/**
 * What other areas may use of offers: the look of a link's page (availability requests' page is
 * its sibling) and who a contact is as a user (the author of what a tech answers by link).
 */
export { LINK_PAGE_STYLE } from './page.js';
export { findUserIdOfContact } from './queries.js';
