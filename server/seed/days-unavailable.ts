import { inArray } from 'drizzle-orm';
import { daysUnavailable } from '../domains/staffing/schema.js';
import { addDays } from '../platform/dates.js';
import { users } from '../platform/db/schema/core.js';
import { insertAll } from './insert.js';
import type { SeedGenerator } from './types.js';

const NOTES = [
  'Vacation',
  'Family wedding',
  'Other gig',
  'Doctor appointment',
  'Out of town',
  'Training course',
  '',
];

const DEMO_TECH_SOURCES = ['tech', 'tech', 'staff'] as const;

/** A few ranges per technician around today: most entered by the tech, some by staff. */
export const daysUnavailableGenerator: SeedGenerator = {
  name: 'days-unavailable',
  async run({ tx, rng, core, today }) {
    const staff = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.role, ['admin', 'staff']));
    const techUsers = new Map(
      (await tx.select({ id: users.id, contactId: users.contactId }).from(users)).map((u) => [
        u.contactId,
        u.id,
      ]),
    );
    const rows: (typeof daysUnavailable.$inferInsert)[] = [];
    for (const tech of core.technicians) {
      const count =
        tech.id === core.demoTechContactId
          ? 3
          : rng.weighted([
              [0, 30],
              [1, 35],
              [2, 25],
              [3, 10],
            ] as const);
      for (let i = 0; i < count; i++) {
        const startDate = addDays(today, rng.int(-30, 120));
        // The demo tech always has their own days and one entered by staff (shown, not editable).
        const source =
          tech.id === core.demoTechContactId
            ? DEMO_TECH_SOURCES[i]!
            : rng.weighted([
                ['tech', 60],
                ['staff', 30],
                ['declined', 10],
              ] as const);
        rows.push({
          contactId: tech.id,
          startDate,
          endDate: addDays(
            startDate,
            rng.weighted([
              [0, 30],
              [1, 20],
              [2, 20],
              [4, 15],
              [6, 15],
            ] as const),
          ),
          notes: rng.pick(NOTES),
          source,
          createdByUserId: source === 'tech' ? (techUsers.get(tech.id) ?? null) : rng.pick(staff).id,
        });
      }
    }
    await insertAll(tx, daysUnavailable, rows);
  },
};
