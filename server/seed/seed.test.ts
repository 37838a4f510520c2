import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.js';
import { verifyPassword } from '../features/auth/passwords.js';
import { addDays } from '../platform/dates.js';
import { type Db, selectRows } from '../platform/db/types.js';
import { contrastHex } from '../domains/catalog/colors.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty, type SeedSummary, seedDemo } from './index.js';

const TODAY = '2026-03-01';

type Row = Record<string, unknown>;

/** Every seeded row except the timestamps, in a stable order. */
async function snapshot(db: Db) {
  const q = (query: SQL) => selectRows<Row>(db, query);
  return {
    departments:
      await q(sql`select d.id, d.title, d.color_hex, d.contrast_hex, d.color_name, d.sort_order, g.name as grp
      from departments d left join department_groups g on g.id = d.group_id order by d.id`),
    pullGroups: await q(sql`select id, name, department_id from pull_groups order by id`),
    categories:
      await q(sql`select id, category_number, description, department_id, pull_group_id, weight_lbs::text,
      is_system, is_sales_only, is_labor, is_editable from categories order by id`),
    contacts:
      await q(sql`select id, kind, first_name, last_name, nickname, company_name, mobile_phone, primary_email,
      department_id, tech_group, is_staff, target_days, day_rate::text, home_state, is_part_time, is_new
      from contacts order by id`),
    events:
      await q(sql`select id, show_name, account_manager_id, status, location, venue_state, start_date::text,
      end_date::text, load_in_date::text, load_out_date::text, is_cancelled, is_locked from events order by id`),
    users: await q(sql`select id, email, name, initials, role, contact_id from users order by id`),
    xbookFolders: await q(sql`select id, name, department_id, parent_id from xbook_folders order by id`),
    xbookSheets: await q(
      sql`select id, name, notes, department_id, folder_id, category_id from xbook_sheets order by id`,
    ),
    xbookItems:
      await q(sql`select id, sheet_id, department_id, kind, category_id, misc_item_id, section_name, quantity, notes,
      sort_order from xbook_sheet_items order by id`),
  };
}

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

const drops: (() => Promise<void>)[] = [];
let db: Db;
let summary: SeedSummary;
let first: Snapshot;
let emptyBefore: boolean;

beforeAll(async () => {
  const t = await createTestDatabase();
  drops.push(t.drop);
  db = t.database.db;
  emptyBefore = await isDatabaseEmpty(db);
  summary = await seedDemo(db, { scale: 'small', today: TODAY });
  first = await snapshot(db);
});
afterAll(async () => {
  for (const drop of drops) await drop();
});

describe('seedDemo small', () => {
  it('gives the same rows on a second fresh database', async () => {
    const t = await createTestDatabase();
    drops.push(t.drop);
    const again = await seedDemo(t.database.db, { scale: 'small', today: TODAY });
    expect(again).toEqual(summary);
    expect(await snapshot(t.database.db)).toEqual(first);
  });

  it('makes plausible numbers of rows, matching the summary', () => {
    expect(summary).toEqual({
      departments: 5,
      categories: first.categories.length,
      contacts: first.contacts.length,
      technicians: 60,
      events: 80,
      users: first.users.length,
    });
    expect(summary.categories).toBeGreaterThan(300);
    expect(summary.categories).toBeLessThan(600);
    expect(summary.contacts).toBeGreaterThan(summary.technicians);
    expect(first.departments.map((d) => d.title)).toEqual([
      'Audio',
      'Video',
      'Lighting',
      'Staging',
      'Rigging',
    ]);
    expect(first.pullGroups.length).toBeGreaterThan(20);
  });

  it("is nobody's change: the audit trail stays empty", async () => {
    const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from audit_entries`);
    expect(row!.n).toBe(0);
  });

  it('flips isDatabaseEmpty', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(db)).toBe(false);
  });

  it('numbers categories by department and marks labor, systems and sales-only ones', () => {
    const cats = first.categories;
    expect(new Set(cats.map((c) => c.category_number)).size).toBe(cats.length);
    for (const [i, d] of first.departments.entries()) {
      const mine = cats.filter((c) => c.department_id === d.id);
      for (const c of mine) expect(Math.floor(Number(c.category_number) / 1000)).toBe(i + 1);
      expect(mine.some((c) => c.is_labor)).toBe(true);
      expect(mine.some((c) => c.is_system)).toBe(true);
      expect(mine.some((c) => c.is_sales_only)).toBe(true);
      expect(d.contrast_hex).toBe(contrastHex(String(d.color_hex)));
    }
    const descriptions = cats.map((c) => c.description);
    expect(descriptions).toContain('Shure SM58 Microphone');
    expect(descriptions).toContain('A1 Audio Engineer');
    expect(descriptions).toContain('CM Lodestar 1 Ton Motor');
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('gives technicians rates and targets that fit their group', () => {
    const techs = first.contacts.filter((c) => c.kind === 'technician');
    expect(techs).toHaveLength(60);
    expect(new Set(techs.map((t) => t.tech_group))).toEqual(
      new Set(['Staff', 'Primary', 'Secondary', 'Overhire']),
    );
    for (const t of techs) {
      expect(t.is_staff).toBe(t.tech_group === 'Staff');
      const rate = Number(t.day_rate);
      if (t.is_staff) expect([rate, t.target_days]).toEqual([0, 220]);
      else expect(rate >= 350 && rate <= 900 && Number(t.target_days) >= 40).toBe(true);
      expect(t.home_state).toMatch(/^[A-Z]{2}$/);
      expect(t.mobile_phone).toMatch(/^\d{3}-555-\d{4}$/);
      expect(t.primary_email).toMatch(/@example\.(com|net)$/);
    }
    const emails = first.contacts.map((c) => c.primary_email);
    expect(new Set(emails).size).toBe(emails.length);
  });

  it('spreads events from a month before today to three months after', () => {
    const events = first.events;
    expect(events[0]!.id).toBe(24_100);
    for (const e of events) {
      expect(String(e.start_date) >= addDays(TODAY, -30) && String(e.start_date) <= addDays(TODAY, 90)).toBe(
        true,
      );
      expect(String(e.load_in_date) < String(e.start_date)).toBe(true);
      expect(String(e.end_date) >= String(e.start_date)).toBe(true);
      expect(String(e.load_out_date) >= String(e.end_date)).toBe(true);
      expect(e.is_cancelled).toBe(e.status === 'Cancelled');
      expect(e.account_manager_id).not.toBeNull();
    }
    expect(new Set(events.map((e) => e.status))).toEqual(
      new Set(['Quote', 'Tentative', 'Confirmed', 'Cancelled']),
    );
  });

  it('fills the library: a few hundred sheets in nested folders of every department, with their items', () => {
    const { xbookFolders: folders, xbookSheets: sheets, xbookItems: items } = first;
    expect(sheets.length).toBeGreaterThanOrEqual(200);
    expect(sheets.length).toBeLessThan(1000);
    const depth = (id: unknown): number => {
      const f = folders.find((x) => x.id === id)!;
      return f.parent_id === null ? 1 : 1 + depth(f.parent_id);
    };
    expect(Math.max(...folders.map((f) => depth(f.id)))).toBe(3);
    for (const d of first.departments) {
      expect(sheets.some((x) => x.department_id === d.id)).toBe(true);
      for (const x of sheets.filter((y) => y.department_id === d.id))
        expect(folders.find((f) => f.id === x.folder_id)!.department_id).toBe(d.id);
    }
    expect(new Set(items.map((i) => i.kind))).toEqual(new Set(['category', 'section', 'misc']));
    for (const i of items)
      expect(i.department_id).toBe(sheets.find((x) => x.id === i.sheet_id)!.department_id);
    expect(items.length / sheets.length).toBeGreaterThan(8);
  });

  it('creates the demo accounts with their roles; tech@ is a technician with the same name', async () => {
    const users = first.users;
    for (const a of DEMO_ACCOUNTS) {
      expect(users.find((u) => u.email === a.email)).toMatchObject({ role: a.role, name: a.name });
    }
    expect(DEMO_ACCOUNTS.map((a) => a.role)).toEqual(['admin', 'staff', 'tech']);
    const tech = users.find((u) => u.email === 'tech@example.com')!;
    const contact = first.contacts.find((c) => c.id === tech.contact_id)!;
    expect(contact.kind).toBe('technician');
    expect(`${contact.first_name} ${contact.last_name}`).toBe(tech.name);
    expect(tech.initials).toBe('TB');
    const [row] = await selectRows<{ password_hash: string }>(
      db,
      sql`select password_hash from users where email = 'admin@example.com'`,
    );
    expect(await verifyPassword(row!.password_hash, DEMO_PASSWORD)).toBe(true);
  });
});
