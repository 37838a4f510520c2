import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../../test/agent.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { selectRows } from '../../../platform/db/types.js';
import { buildPullScenario } from '../test-fixture.js';

let t: TestApp;
let staff: Agent;
let s: Awaited<ReturnType<typeof buildPullScenario>>;
let sheetId: number;

/** A sheet written as the library stores it: a section, the pull's two categories, a misc item. */
async function buildSheet(departmentId: number, categoryIds: { mic: number; cable: number }) {
  const id = async (q: ReturnType<typeof sql>) => (await selectRows<{ id: number }>(t.db, q))[0]!.id;
  const folder = await id(
    sql`insert into xbook_folders (name, department_id) values ('Kits', ${departmentId}) returning id`,
  );
  const sheet = await id(
    sql`insert into xbook_sheets (name, department_id, folder_id) values ('Stage Kit', ${departmentId}, ${folder}) returning id`,
  );
  const misc = await id(
    sql`insert into xbook_misc_items (name) values ('Gaff Tape Sheet Test') returning id`,
  );
  await t.db.execute(sql`insert into xbook_sheet_items
      (sheet_id, department_id, kind, category_id, misc_item_id, section_name, quantity, notes, sort_order) values
      (${sheet}, ${departmentId}, 'category', ${categoryIds.mic}, null, null, 2, '', 1),
      (${sheet}, ${departmentId}, 'section', null, null, 'Cabling', 0, '', 2),
      (${sheet}, ${departmentId}, 'category', ${categoryIds.cable}, null, null, 5, '', 3),
      (${sheet}, ${departmentId}, 'misc', null, ${misc}, null, 1, 'Black', 4)`);
  return sheet;
}

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
  s = await buildPullScenario(t.db, 42411);
  const [dept] = await selectRows<{ department_id: number }>(
    t.db,
    sql`select department_id from categories where id = ${s.categories.sm58.id}`,
  );
  sheetId = await buildSheet(dept!.department_id, { mic: s.categories.sm58.id, cable: s.categories.xlr.id });
});
afterAll(() => t.close());

const body = (extra: object = {}) => ({ showPullID: s.main.id, sheetID: sheetId, times: 2, ...extra });

describe('a content sheet into a pull', () => {
  it('previews each line × N under its section, and asks for a category for the misc items', async () => {
    const res = await staff.call({
      method: 'GET',
      url: `/show-pull/from-sheet/preview?showPullID=${s.main.id}&sheetID=${sheetId}&times=2`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p.groups.map((g: { section: string | null }) => g.section)).toEqual([null, 'Cabling']);
    expect(p.groups[0].lines[0]).toMatchObject({ kind: 'category', addQty: 4, onPullQty: null });
    expect(p.groups[1].lines[1]).toMatchObject({ kind: 'custom', label: 'Gaff Tape Sheet Test', addQty: 2 });
    expect(p.needsMiscCategory).toBe(true);
  });

  it('refuses without a category for the misc items, changing nothing', async () => {
    const res = await staff.call({ method: 'POST', url: '/show-pull/from-sheet', payload: body() });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields.miscCategoryID).toBeTruthy();
    const lines = await selectRows(
      t.db,
      sql`select id from show_pull_items where show_pull_id = ${s.main.id}`,
    );
    expect(lines).toHaveLength(0);
  });

  it('raises the line already on the pull, adds the others, and names the sheet in the History', async () => {
    await staff.call({
      method: 'POST',
      url: '/show-pull/item/qty/update',
      payload: { showPullID: s.main.id, categoryID: s.categories.sm58.id, qty: 3 },
    });
    const res = await staff.call({
      method: 'POST',
      url: '/show-pull/from-sheet',
      payload: body({ miscCategoryID: s.categories.stand.id }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const update = res.json();
    type Line = {
      category_id: number;
      quantity: number;
      isCustom: boolean;
      description: string;
      notes: string;
    };
    const own = (id: number) => update.pullItems.filter((l: Line) => l.category_id === id && !l.isCustom);
    expect(own(s.categories.sm58.id)).toMatchObject([{ quantity: 7 }]);
    expect(own(s.categories.xlr.id)).toMatchObject([{ quantity: 10 }]);
    expect(update.pullItems.filter((l: Line) => l.isCustom)).toMatchObject([
      {
        description: 'Gaff Tape Sheet Test',
        quantity: 2,
        notes: 'Black',
        category_id: s.categories.stand.id,
      },
    ]);
    const history = await staff.call({ method: 'GET', url: `/events/${s.event.id}/history` });
    const entries = history.json().entries as { subject: string; changes: string[] }[];
    expect(entries.some((e) => e.changes.includes('note: added from sheet Stage Kit × 2'))).toBe(true);
  });

  it('refuses an unknown sheet and a count of 0', async () => {
    const unknown = await staff.call({
      method: 'POST',
      url: '/show-pull/from-sheet',
      payload: body({ sheetID: 999999 }),
    });
    expect(unknown.statusCode).toBe(404);
    const none = await staff.call({
      method: 'POST',
      url: '/show-pull/from-sheet',
      payload: body({ times: 0 }),
    });
    expect(none.statusCode).toBe(400);
  });
});
