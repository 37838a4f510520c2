import { inArray } from 'drizzle-orm';
import { eventComments } from '../features/comments/schema.js';
import { users } from '../platform/db/schema/core.js';
import { insertAll } from './insert.js';
import type { SeedGenerator } from './types.js';

const NOTES = [
  'Client wants a second confidence monitor downstage',
  'Confirm the rigging plot with the venue before we send the truck pack',
  'Power at the venue is 200A only; check the distro',
  'Need the podium mic swapped for a lav',
  'Load-in moved to 6 AM: crew call needs updating',
  'Projector in breakout B was flickering last year; send a spare',
  'Venue requires union stagehands for the ballroom',
  'Sub-rent the LED wall panels from the vendor?',
  'Account manager asked for a revised quote with uplighting',
  'Check the hotel has a loading dock clearance of 12 ft',
];

/** Comments on about one event in five; most of them resolved, the recent ones often not. */
export const commentsGenerator: SeedGenerator = {
  name: 'comments',
  async run({ tx, rng, core, today }) {
    const now = new Date(`${today}T18:00:00Z`).getTime();
    const writers = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.role, ['admin', 'staff']));
    const rows: (typeof eventComments.$inferInsert)[] = [];
    for (const event of core.events) {
      if (!rng.chance(0.2)) continue;
      for (let i = rng.int(1, 3); i > 0; i--) {
        const writer = rng.pick(writers);
        // Written in the weeks before the show, and never after today.
        const before = new Date(`${event.startDate}T15:00:00Z`).getTime() - rng.int(2, 30) * 86_400_000;
        const createdAt = new Date(
          Math.min(before, now - rng.int(1, 20) * 86_400_000) + rng.int(0, 480) * 60_000,
        );
        // Comments on past shows were mostly dealt with; on coming ones, often still open.
        const resolved = rng.chance(event.startDate < today ? 0.85 : 0.4);
        rows.push({
          eventId: event.id,
          comment: rng.pick(NOTES),
          createdByUserId: writer.id,
          creatorName: writer.name,
          createdAt,
          resolvedAt: resolved
            ? new Date(Math.min(createdAt.getTime() + rng.int(1, 72) * 3_600_000, now))
            : null,
          resolvedByUserId: resolved ? rng.pick(writers).id : null,
        });
      }
    }
    await insertAll(tx, eventComments, rows);
  },
};
