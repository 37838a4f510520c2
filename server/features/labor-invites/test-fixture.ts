import { buildCategory, buildContact, buildEvent } from '../../../test/factories.js';
import { daysUnavailable, positions } from '../../domains/staffing/schema.js';
import type { Db } from '../../platform/db/types.js';

/** An event with one uncrewed position, a position category, and two technicians. */
export async function buildStaffingScenario(db: Db, overrides: { isLocked?: boolean } = {}) {
  const event = await buildEvent(db, {
    showName: 'Acme Winter Gala',
    startDate: '2026-12-10',
    endDate: '2026-12-12',
    location: 'Grand Ballroom, Dallas TX',
    isLocked: overrides.isLocked ?? false,
  });
  const category = await buildCategory(db, { isLabor: true, description: 'A1 Audio Engineer' });
  const [position] = await db
    .insert(positions)
    .values({
      eventId: event.id,
      categoryId: category.id,
      description: 'A1 Audio Engineer',
      inAt: '2026-12-09 07:00:00',
      outAt: '2026-12-12 23:00:00',
      laborNotes: 'Blacks required',
    })
    .returning();
  const tech = await buildContact(db, {
    firstName: 'Rae',
    lastName: 'Lindqvist',
    primaryEmail: 'rae@example.test',
  });
  const other = await buildContact(db, {
    firstName: 'Omar',
    lastName: 'Haddad',
    primaryEmail: 'omar@example.test',
  });
  return { event, category, position: position!, tech, other };
}

export async function markAway(db: Db, contactId: number, startDate: string, endDate: string, notes = '') {
  await db.insert(daysUnavailable).values({ contactId, startDate, endDate, notes, source: 'tech' });
}
