import type { Db } from '../../../platform/db/types.js';
import { createVersionedCache } from '../../../platform/versioned-cache.js';
import { type CategoryRow, findEventCategories } from '../lines/category-queries.js';
import { findSystems } from '../systems/queries.js';
import { type EventItemRow, findEventItems } from './queries.js';

/** The tables the event's parts read (test/harness/cache-tables.test.ts holds it to that). */
export const EVENT_PARTS_TABLES = [
  'categories',
  'commitments',
  'contacts',
  'departments',
  'event_items',
  'pull_groups',
  'system_items',
] as const;

export interface EventParts {
  items: EventItemRow[];
  categories: CategoryRow[];
  systems: Awaited<ReturnType<typeof findSystems>>;
}

/** What the event gives every pull: its bid items, their categories, the systems of its departments. */
export async function readEventParts(db: Db, eventId: number): Promise<EventParts> {
  const [items, categories, systems] = await Promise.all([
    findEventItems(db, eventId),
    findEventCategories(db, eventId),
    findSystems(db, eventId),
  ]);
  return { items, categories, systems };
}

// Most of a pull's answer is the event's bid items, which assigning and un-assigning do not change:
// kept while their tables have not moved, so a write's answer reads only what the pulls hold.
const eventPartsCache = createVersionedCache<EventParts>({
  tables: EVENT_PARTS_TABLES,
  maxSize: 32,
  sizeOf: () => 1,
});

export const cachedEventParts = (db: Db, eventId: number) =>
  eventPartsCache.get(db, String(eventId), () => readEventParts(db, eventId));
