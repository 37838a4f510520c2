import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.js';
import { type Db, selectRows } from '../platform/db/types.js';
import { seedDemo } from './index.js';

const TODAY = '2026-03-01';
let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const t = await createTestDatabase();
  db = t.database.db;
  drop = t.drop;
  await seedDemo(db, { scale: 'small', today: TODAY });
});
afterAll(() => drop());

describe('seedDemo: flow calendar data', () => {
  it('gives the crew of events travel there and back, of every kind, next to their positions', async () => {
    const trips = await selectRows<{
      kind: string;
      direction: string;
      is_estimated: boolean;
      departs: string;
      arrives: string;
      first_in: string;
      last_out: string;
      details: string;
    }>(
      db,
      sql`select t.kind, t.direction, t.is_estimated, t.departs_at::text as departs, t.arrives_at::text as arrives,
            w.first_in::text, w.last_out::text, t.details
          from travel_items t
          join (select event_id, contact_id, min(in_at) as first_in, max(out_at) as last_out
                from positions where contact_id is not null group by event_id, contact_id) w
            on w.event_id = t.event_id and w.contact_id = t.contact_id`,
    );
    const [{ n }] = (await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from travel_items`,
    )) as [{ n: number }];
    expect(trips.length).toBe(n);
    expect(n).toBeGreaterThan(100);
    expect(new Set(trips.map((t) => t.kind))).toEqual(new Set(['flight', 'drive', 'local', 'other']));
    expect(trips.some((t) => t.is_estimated)).toBe(true);
    for (const t of trips) {
      expect(t.arrives >= t.departs).toBe(true);
      // In before the first call, home after the last out.
      if (t.direction === 'in') expect(t.arrives <= t.first_in).toBe(true);
      else expect(t.departs >= t.last_out).toBe(true);
      if (t.kind === 'flight' && !t.is_estimated)
        expect(t.details).toMatch(/^[A-Z]{2} \d+ [A-Z]{3} → [A-Z]{3}$/);
      if (t.is_estimated) expect(t.departs.slice(0, 10) >= TODAY).toBe(true);
    }
  });
});
