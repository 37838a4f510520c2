import { asc, eq, sql } from 'drizzle-orm';
import { events } from '../../../platform/db/schema/core.js';
import type { Db } from '../../../platform/db/types.js';
import { notFound } from '../../../platform/http/errors.js';
import { showPulls } from '../schema.js';

const summary = (p: { id: number; name: string; isMain: boolean }) => ({
  id: p.id,
  name: p.isMain ? 'Main Show Pull' : p.name,
  isMain: p.isMain,
});

async function requireEvent(db: Db, eventId: number) {
  const [e] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!e) throw notFound(`Event ${eventId}`);
}

/** An event's pulls, main first. Every event has its Main Show Pull: made here if it is missing. */
export async function listPulls(db: Db, eventId: number) {
  await requireEvent(db, eventId);
  // The partial unique index (one main pull per event) makes this safe when two ask at once.
  await db.execute(
    sql`insert into show_pulls (event_id, name, is_main) values (${eventId}, 'Main Show Pull', true)
        on conflict (event_id) where is_main do nothing`,
  );
  const rows = await db
    .select({ id: showPulls.id, name: showPulls.name, isMain: showPulls.isMain })
    .from(showPulls)
    .where(eq(showPulls.eventId, eventId))
    .orderBy(sql`${showPulls.isMain} desc`, asc(showPulls.id));
  return rows.map(summary);
}

/** A further named pull (a second truck, a breakout room). */
export async function createPull(db: Db, eventId: number, name: string) {
  await requireEvent(db, eventId);
  const [row] = await db
    .insert(showPulls)
    .values({ eventId, name, isMain: false })
    .returning({ id: showPulls.id, name: showPulls.name, isMain: showPulls.isMain });
  return summary(row!);
}
