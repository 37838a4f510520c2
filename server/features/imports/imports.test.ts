import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_KINDS, type ImportResult } from '../../../contracts/imports.js';
import { type Agent, loginAs } from '../../../test/agent.js';
import { buildEvent } from '../../../test/factories.js';
import { multipartBody } from '../../../test/multipart.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { selectRows } from '../../platform/db/types.js';
import { IMPORT_LOCK, runImport, runningImport } from '../../platform/imports/pipeline.js';
import { IMPORT_KIND_DEFS } from './kinds.js';

let t: TestApp;
let admin: Agent;

const csv = (...lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Crew');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function post(kind: string, bytes: Buffer, dryRun: boolean, as = admin, query = '') {
  return as.call({
    method: 'POST',
    url: `/imports/${kind}${query}`,
    ...multipartBody(
      { name: 'file', bytes, filename: `${kind}.csv`, type: 'text/csv' },
      { dryRun: String(dryRun) },
    ),
  });
}

/** Imports for real, expecting no error. */
async function load(kind: string, bytes: Buffer): Promise<ImportResult> {
  const res = await post(kind, bytes, false);
  expect(res.json().errors).toEqual([]);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** A refused import: 422, the errors' (row, column, message start), and nothing written. */
async function refused(kind: string, bytes: Buffer) {
  const res = await post(kind, bytes, false);
  expect(res.statusCode).toBe(422);
  const body = res.json() as ImportResult;
  expect(body.created + body.updated).toBe(0);
  return body.errors;
}

const count = async (table: string) =>
  Number(
    (await selectRows<{ n: string }>(t.db, sql`select count(*)::text as n from ${sql.identifier(table)}`))[0]!
      .n,
  );

const catalog = {
  departments: csv('Name,Color,Group,Order', 'Audio,#3a7bd5,Production,10', 'Video,#8E44AD,Production,20'),
  'pull-groups': csv('department,name', 'Audio,Microphones', 'Audio,Stands', 'Video,Screens'),
  categories: csv(
    'number,description,department,pull_group,weight_lbs,system,sales_only,labor,active,owned',
    '1001,SM58 Microphone,Audio,Microphones,0.7,no,no,no,yes,24',
    '1050,Mic Stand,audio,stands,8.25,,,,,40',
    '1060,Stand Adapter,Audio,Stands,0.1,,,,,10',
    '2000,Vocal Mic Kit,Audio,,12,yes,,,,0',
    '9001,A1 Audio Engineer,Audio,,,,,yes,,',
    '9002,Video Engineer,Video,,,,,true,1,',
  ),
  systems: csv('system,item,quantity', '2000,1001,4', '2000,1050,4'),
  dependencies: csv(
    'category,message,logic,requires_category,requires_pull_group',
    '1001,Each microphone needs a stand,all,1050,',
    '1001,Each microphone needs a stand,all,,Audio / Stands',
    '1050,A stand needs its adapter,other,1060,',
  ),
  'misc-items': csv('name', 'Gaff Tape Black 2in', 'Zip Ties'),
  events: csv('bid,show_name,start_date,end_date', '24101,Acme Sales Kickoff,2027-03-10,2027-03-12'),
} as const;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t.app, t.db, 'admin')).agent;
});
afterAll(() => t.close());

describe('importing a catalogue and a crew into an empty install', () => {
  it('a dry run counts and writes nothing; the import writes every kind, through the audit trail', async () => {
    const dry = await post('departments', catalog.departments, true);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toEqual({
      kind: 'departments',
      dryRun: true,
      rows: 2,
      created: 2,
      updated: 0,
      unchanged: 0,
      removed: 0,
      errors: [],
    });
    expect(await count('departments')).toBe(0);

    for (const [kind, bytes] of Object.entries(catalog)) {
      const result = await load(kind, bytes);
      expect(result.created, kind).toBe(result.rows);
    }
    const [audio] = await selectRows<{ color_hex: string; contrast_hex: string; color_name: string }>(
      t.db,
      sql`select color_hex, contrast_hex, color_name from departments where title = 'Audio'`,
    );
    expect(audio).toEqual({ color_hex: '#3A7BD5', contrast_hex: '#000000', color_name: 'Blue' });
    expect(await count('department_groups')).toBe(1);
    expect(await count('dependency_items')).toBe(3);
    const [stand] = await selectRows<Record<string, unknown>>(
      t.db,
      sql`select weight_lbs::float8 as w, is_active, owned_quantity from categories where category_number = 1050`,
    );
    expect(stand).toEqual({ w: 8.25, is_active: true, owned_quantity: 40 });
    const audited = await selectRows<{ n: string }>(
      t.db,
      sql`select count(*)::text as n from audit_entries where table_name = 'categories' and user_id is not null`,
    );
    expect(Number(audited[0]!.n)).toBe(6);
  });

  it('imports contacts from XLSX with their roles; a cached screen sees them', async () => {
    const before = await admin.call({ method: 'GET', url: '/tech-roles/lazy' });
    expect(before.json().contacts).toEqual([]);
    const file = await xlsx([
      ['key', 'first_name', 'last_name', 'email', 'department', 'staff', 'day_rate', 'roles'],
      ['T1', 'Jordan', 'Reyes', 'jordan@example.com', 'Audio', 'yes', 450.5, '9001; 9002'],
      ['T2', 'Sam', 'Lee', '', 'Video', 0, 300, 9002],
    ]);
    const result = await load('contacts', file);
    expect(result).toMatchObject({ rows: 2, created: 2 });
    expect(await count('tech_roles')).toBe(3);
    const after = await admin.call({ method: 'GET', url: '/tech-roles/lazy' });
    expect(
      after
        .json()
        .contacts.map((c: { contact_name: string }) => c.contact_name)
        .sort(),
    ).toEqual(['Lee, Sam', 'Reyes, Jordan']);
  });

  it('importing the same file again changes nothing; a changed cell updates that record only', async () => {
    const again = await load('categories', catalog.categories);
    expect(again).toMatchObject({ rows: 6, created: 0, updated: 0, unchanged: 6 });
    const edited = Buffer.from(
      catalog.categories
        .toString()
        .replace('1050,Mic Stand,audio,stands,8.25,,,,,40', '1050,Mic Stand,Audio,Stands,8.25,,,,no,40'),
    );
    expect(await load('categories', edited)).toMatchObject({ created: 0, updated: 1, unchanged: 5 });
    const systems = await load('systems', csv('system,item,quantity', '2000,1001,6'));
    expect(systems).toMatchObject({ updated: 1, removed: 1 });
    expect(await count('system_items')).toBe(1);
  });

  it('an untouched export of every kind, CSV and XLSX, imports as all unchanged', async () => {
    // Crew positions and travel (issue 34) hang on a show: one, with a position and a trip.
    const show = await buildEvent(t.db);
    await load(
      'positions',
      csv('bid,line,category,in,out', `${show.id},L1,9001,2026-12-01 07:00,2026-12-01 19:00`),
    );
    await load(
      'travel',
      csv('key,contact,bid,departs,arrives', `TR-1,T1,${show.id},2026-11-30 07:00,2026-11-30 09:30`),
    );
    // Bid items and commitments: show-lines.test.ts round-trips them.
    for (const kind of IMPORT_KINDS.filter((k) => k !== 'bid-items' && k !== 'commitments')) {
      for (const format of ['csv', 'xlsx']) {
        const exported = await admin.call({ method: 'GET', url: `/exports/${kind}.${format}` });
        expect(exported.statusCode, `${kind}.${format}`).toBe(200);
        const result = await load(kind, exported.rawPayload);
        expect(result.rows, `${kind}.${format}`).toBeGreaterThan(0);
        expect(result, `${kind}.${format}`).toMatchObject({
          created: 0,
          updated: 0,
          removed: 0,
          unchanged: result.rows,
        });
      }
      const template = await admin.call({ method: 'GET', url: `/imports/${kind}/template.csv` });
      expect(template.body.split('\r\n')[0]!.split(',')[0]).toBe(template.body.split(',')[0]);
      expect(template.body.trim().split('\n')).toHaveLength(2);
    }
  });
});

describe('a file with any error writes nothing and says what to fix', () => {
  it('names the unknown column, the unknown department, the duplicate key and the bad number', async () => {
    const before = await count('categories');
    const errors = await refused(
      'categories',
      csv(
        'number,description,department,Colour',
        '3001,Good Row,Audio,',
        '3002,Unknown dept,Lighting',
        '3001,Twice,Audio',
        'abc,Bad number,Audio',
      ),
    );
    expect(errors.map((e) => [e.row, e.column, e.message.slice(0, 20)])).toEqual([
      [1, 'Colour', 'Unknown column "Colo'],
      [4, 'number', 'The category number '],
      [5, 'number', 'should be a whole nu'],
    ]);
    const rows = await refused(
      'categories',
      csv(
        'number,description,department,weight_lbs',
        '3001,Good Row,Audio,',
        '3002,Unknown dept,Lighting,',
        '3001,Twice,Audio,',
        'abc,Bad number,Audio,',
        '3003,Heavy,Audio,1.234',
      ),
    );
    expect(rows.map((e) => [e.row, e.column, e.value])).toEqual([
      [4, 'number', '3001'],
      [5, 'number', 'abc'],
      [6, 'weight_lbs', '1.234'],
      [3, 'department', 'Lighting'],
    ]);
    expect(rows[0]!.message).toBe('The category number 3001 is in the file twice (also row 2): keep one row');
    expect(rows[3]!.message).toMatch(/^No department is named "Lighting"/);
    expect(await count('categories')).toBe(before);
  });

  it('refuses NUL bytes, over-long cells, bad yes/no, a missing required column', async () => {
    const errors = await refused('misc-items', csv('name', 'Tape\0Roll', 'x'.repeat(201)));
    expect(errors.map((e) => [e.row, e.message.slice(0, 14)])).toEqual([
      [2, 'holds a NUL ch'],
      [3, 'is 201 charact'],
    ]);
    const flags = await refused(
      'categories',
      csv('number,description,department,labor', '4001,Thing,Audio,maybe'),
    );
    expect(flags[0]).toMatchObject({
      row: 2,
      column: 'labor',
      message: 'should be yes or no (or true/false, 1/0)',
    });
    const missing = await refused('pull-groups', csv('name', 'Cables'));
    expect(missing[0]).toMatchObject({
      row: 1,
      column: 'department',
      message: 'The column "department" is missing: pull-groups need it',
    });
  });

  it('refuses a system naming a non-system category, and a dependency circle', async () => {
    const systems = await refused('systems', csv('system,item,quantity', '1001,1050,1'));
    expect(systems[0]!.message).toMatch(/^Category 1001 is not a system/);
    const deps = await refused(
      'dependencies',
      csv('category,message,logic,requires_category', '1060,An adapter needs a stand,all,1050'),
    );
    expect(deps[0]).toMatchObject({
      row: 2,
      column: 'requires_category',
      message: 'Dependencies may not go round in a circle: 1060 needs 1050 needs 1060',
    });
    const contacts = await refused(
      'contacts',
      csv('key,first_name,last_name,roles,department', 'T3,Al,Bo,1001,Sound'),
    );
    expect(contacts.map((e) => e.message.slice(0, 24))).toEqual([
      'No department is named "',
      'Category 1001 is not a l',
    ]);
  });
});

describe('scale and safety', () => {
  it('refuses a file over 20 MB in words', async () => {
    const res = await post('misc-items', Buffer.alloc(20 * 1024 * 1024 + 10, 'a'), true);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(
      'The file is larger than 20 MB: send a smaller file, or split it in parts.',
    );
  });

  it('runs one import at a time: a second one meanwhile is refused', async () => {
    const lines = ['name'];
    for (let i = 0; i < 20000; i++) lines.push(`Bulk item ${i}`);
    const kinds = IMPORT_KIND_DEFS;
    const first = runImport({ db: t.db, kind: kinds['misc-items'], bytes: csv(...lines), dryRun: true });
    expect(runningImport()).toBe('misc-items');
    await expect(
      runImport({ db: t.db, kind: kinds.departments, bytes: catalog.departments, dryRun: true }),
    ).rejects.toThrow(/^Another import \(misc-items\) is running/);
    expect(await first).toMatchObject({ rows: 20000, created: 20000, errors: [] });
    expect(runningImport()).toBe(null);
  });

  it.runIf(process.env.DATABASE_URL)(
    'refuses while another server process imports (the advisory lock)',
    async () => {
      const [{ db }] = (await selectRows<{ db: string }>(t.db, sql`select current_database() as db`)) as [
        { db: string },
      ];
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${db}`;
      const other = new pg.Client({ connectionString: url.toString() });
      await other.connect();
      try {
        await other.query('select pg_advisory_lock($1)', [IMPORT_LOCK]);
        const res = await post('misc-items', catalog['misc-items'], true);
        expect(res.statusCode).toBe(409);
        expect(res.json().error.message).toMatch(/^Another import \(in another server process\) is running/);
      } finally {
        await other.end();
      }
      expect((await post('misc-items', catalog['misc-items'], true)).statusCode).toBe(200);
    },
  );

  it('tells progress as ndjson lines, then the answer with its status', async () => {
    const res = await post(
      'misc-items',
      csv('name', 'Gaff Tape Black 2in', 'Sash Cord'),
      true,
      admin,
      '?progress=ndjson',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines[0]).toEqual({ progress: { phase: 'reading', done: 0, total: null } });
    expect(lines.at(-1)).toMatchObject({ status: 200, answer: { created: 1, unchanged: 1, dryRun: true } });
  });

  it('is for admins only', async () => {
    const { agent: staff } = await loginAs(t.app, t.db, 'staff');
    expect((await post('misc-items', catalog['misc-items'], true, staff)).statusCode).toBe(403);
    expect((await staff.call({ method: 'GET', url: '/exports/contacts.csv' })).statusCode).toBe(403);
  });
});
