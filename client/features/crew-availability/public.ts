/** What other areas may use of availability requests: the tech's list on My jobs. */
export { MyAvailability } from './my-availability';
