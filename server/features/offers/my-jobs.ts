import type { CallAnswer } from '../../../contracts/call.js';
import type { offerCalls } from '../../../contracts/offers.js';
import { tripView } from '../../domains/shows/trip-view.js';
import { closedAnswerText, whyNotAnswerable } from '../../domains/staffing/answers.js';
import type { SessionUser } from '../../platform/auth/session-store.js';
import type { Db } from '../../platform/db/types.js';
import { findJobsOf, findPendingOffersOf, findTripsOf } from './queries.js';
import { hasStarted, offerView, zoneOf } from './view.js';

/** Now as a wall-clock timestamp, a day early: a job that ends today still shows in any zone. */
const aDayAgo = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 19);

/** The signed-in tech's page: offers to answer, and the jobs ahead with their travel. */
export async function myJobs(db: Db, user: SessionUser): Promise<CallAnswer<typeof offerCalls.myJobs>> {
  const contactId = user.contact?.id ?? null;
  if (contactId === null) return { contactId, offers: [], jobs: [] };
  const now = aDayAgo();
  const [pending, jobs] = await Promise.all([
    findPendingOffersOf(db, contactId, now),
    findJobsOf(db, contactId, now),
  ]);
  // A started position's invite can no longer be answered: it shows as a tentative job instead.
  // One on a cancelled show or a stashed position stays, saying why it cannot be answered.
  const offers = pending.filter((o) => !hasStarted(o));
  const trips = await findTripsOf(db, contactId, [...new Set(jobs.map((j) => j.eventId))]);
  return {
    contactId,
    offers: offers.map((o) => ({
      ...offerView(o),
      closed: o.answer === 'pending' ? whyNotAnswerable(o) : closedAnswerText(o.answer),
    })),
    jobs: jobs
      .filter((j) => !offers.some((o) => o.positionId === j.positionId))
      .map((j) => {
        const { inviteId: _, ...job } = offerView(j);
        return {
          ...job,
          status: j.jobStatus,
          isCancelled: j.isCancelled,
          travel: trips.filter((t) => t.eventId === j.eventId).map((t) => tripView(t, zoneOf(j))),
        };
      }),
  };
}
