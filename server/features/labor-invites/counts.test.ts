import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LaborEvent, type PositionFilter, positionFilter } from '../../../contracts/labor-invites.js';
import { positionFilterOf } from '../../../contracts/labor-invites-filters.js';
import { type Agent, loginAs } from '../../../test/agent.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { addDays } from '../../platform/dates.js';
import { selectRows } from '../../platform/db/types.js';
import { seedDemo } from '../../seed/index.js';

const TODAY = '2026-11-23';
const range = { startDate: TODAY, endDate: addDays(TODAY, 30) };
let t: TestApp;
let staff: Agent;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, { scale: 'small', today: TODAY });
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
});
afterAll(() => t.close());

describe('labor invite counts on the demo data', () => {
  it('lists under each filter exactly the positions the database says it means (spec 4)', async () => {
    const res = await staff.call({
      method: 'GET',
      url: `/labor-invites/events?startDate=${range.startDate}&endDate=${range.endDate}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = (res.json().events as LaborEvent[]).flatMap((e) => e.crewable_labor_items);
    const listed = (f: PositionFilter) =>
      items.filter((p) => f === 'All' || positionFilterOf(p) === f).map((p) => p.id);

    // Written from the spec's words, apart from the screen's function.
    const rows = await selectRows<{ id: number; filter: PositionFilter | null }>(
      t.db,
      sql`select p.id, case
            when p.is_stashed then null
            when p.contact_id is null then case when p.is_resolved then null else 'Uncrewed' end
            when p.is_tentative then 'Tentative' else 'Confirmed' end as filter
          from positions p join events e on e.id = p.event_id
          where e.start_date <= ${range.endDate} and e.end_date >= ${range.startDate}`,
    );
    const expected = (f: PositionFilter) =>
      rows
        .filter((r) => f === 'All' || r.filter === f)
        .map((r) => r.id)
        .sort((a, b) => a - b);
    for (const f of positionFilter.options)
      expect(
        listed(f).sort((a, b) => a - b),
        f,
      ).toEqual(expected(f));

    // The demo has each kind the counts used to mix up: resolved, stashed, stashed on a cancelled bid.
    expect(items.some((p) => p.status === 'Uncrewed' && p.labor_is_resolved)).toBe(true);
    expect(items.some((p) => p.is_stashed)).toBe(true);
    const stashedHeld = items.filter((p) => p.is_stashed && p.status !== 'Uncrewed');
    for (const p of stashedHeld) expect(listed(p.status)).not.toContain(p.id);
    for (const p of items.filter((x) => x.labor_is_resolved)) expect(listed('Uncrewed')).not.toContain(p.id);
  });
});
