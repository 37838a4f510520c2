import { eq } from 'drizzle-orm';
import { events } from '../../domains/shows/schema.js';
import type { Db } from '../../platform/db/types.js';
import { notFound } from '../../platform/http/errors.js';

/** The areas that hang records on an event (pulls, comments, the flow calendar) check it this one way. */
export async function requireEvent(db: Db, eventId: number): Promise<void> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId)).limit(1);
  if (!row) throw notFound(`Event ${eventId}`);
}
