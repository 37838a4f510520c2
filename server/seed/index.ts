import { sql } from 'drizzle-orm';
import { hashPassword } from '../features/auth/passwords.js';
import { todayIso } from '../platform/dates.js';
import { type Db, selectRows } from '../platform/db/types.js';
import { seedCore } from './core.js';
import { FEATURE_GENERATORS } from './generators.js';
import { createRng } from './random.js';
import { isScale, SCALES, type Scale } from './sizes.js';
import type { SeedContext } from './types.js';
import { DEMO_PASSWORD, seedUsers } from './users.js';

export { isScale, SCALES, type Scale } from './sizes.js';
export type { CoreIds, SeedContext, SeedGenerator } from './types.js';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './users.js';

export interface SeedSummary {
  departments: number;
  categories: number;
  contacts: number;
  technicians: number;
  events: number;
  users: number;
}

function checkToday(today: string): string {
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(today) && new Date(`${today}T00:00:00Z`).toISOString().startsWith(today);
  if (!valid) throw new Error(`today must be a date like 2026-03-01, got "${today}"`);
  return today;
}

/**
 * Fills an empty database with the demo data (small) or the benchmark data (large, xlarge), in one transaction.
 * The same scale and `today` always give the same rows; dates are relative to `today` (default: today, UTC).
 */
export async function seedDemo(db: Db, opts: { scale: Scale; today?: string }): Promise<SeedSummary> {
  const { scale } = opts;
  if (!isScale(scale)) throw new Error(`scale must be one of ${SCALES.join(', ')}, got "${String(scale)}"`);
  const today = checkToday(opts.today ?? todayIso());
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const summary = await db.transaction(async (tx) => {
    // Demo data is not anyone's change: no audit entries for it.
    await tx.execute(sql`select set_config('loadout.audit', 'off', true)`);
    const rng = createRng();
    const core = await seedCore(tx, rng.fork('core'), scale, today);
    const ctx: SeedContext = { tx, rng: rng.fork('users'), scale, today, core };
    const users = await seedUsers(ctx, passwordHash);
    for (const generator of FEATURE_GENERATORS)
      await generator.run({ ...ctx, rng: rng.fork(generator.name) });
    return {
      departments: core.departments.size,
      categories: core.categories.length,
      contacts: core.accountManagers.length + core.vendorIds.length + core.technicians.length,
      technicians: core.technicians.length,
      events: core.events.length,
      users,
    };
  });
  // Fresh statistics, so the planner uses the indexes on the new rows (PGlite never autovacuums).
  await db.execute(sql`analyze`);
  return summary;
}

/** True when there are no users and no events: a fresh database the demo may be seeded into. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await selectRows<{ empty: boolean }>(
    db,
    sql`select not exists (select 1 from users) and not exists (select 1 from events) as empty`,
  );
  return row?.empty ?? true;
}
