import { buildCalendar, sequenceOf } from '../../platform/ics.js';
import { wallToInstant } from '../../platform/places.js';

export interface JobFacts {
  positionId: number;
  eventId: number;
  showName: string;
  description: string;
  location: string;
  inAt: string;
  outAt: string;
  zone: string;
}

/**
 * The job as an .ics attachment: the same UID as its entry in the tech's calendar feed, so an
 * added attachment and a subscribed feed are one entry. Tentative until the tech accepts.
 */
export function jobIcs(job: JobFacts, status: 'tentative' | 'confirmed' | 'cancelled', now = new Date()) {
  return buildCalendar({ name: job.showName, product: 'Work offer', method: 'publish' }, [
    {
      uid: `position-${job.positionId}@loadout`,
      start: wallToInstant(job.inAt, job.zone),
      end: wallToInstant(job.outAt, job.zone),
      summary: `${status === 'confirmed' ? '' : status === 'tentative' ? 'Tentative: ' : 'Cancelled: '}${job.eventId} ${job.showName} (${job.description})`,
      location: job.location,
      description: `Bid ${job.eventId}: ${job.showName}\nPosition: ${job.description}`,
      status,
      sequence: sequenceOf(now),
    },
  ]);
}
