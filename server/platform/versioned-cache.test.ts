import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/test-db.js';
import { readVersions } from './db/table-versions.js';
import { type Database, type Db, selectRows } from './db/types.js';
import { createJsonCache, type JsonAnswer } from './versioned-cache.js';

let database: Database;
let drop: () => Promise<void>;
let url: string | undefined;
beforeAll(async () => {
  ({ database, drop, url } = await createTestDatabase());
  await database.db.execute(
    sql`insert into departments (title, color_hex, contrast_hex, color_name) values ('Audio', '#000', '#fff', 'Black')`,
  );
});
afterAll(() => drop());

const touch = (tx: Db) =>
  tx.execute(sql`update departments set title = title where id = (select min(id) from departments)`);
const touchDepartments = () => database.db.transaction(touch);

const text = async (answer: Promise<JsonAnswer>) => (await answer).body.toString();

describe('versioned cache', () => {
  it('builds once for simultaneous readers, again when one of its tables moves', async () => {
    const cache = createJsonCache({ tables: ['departments'], maxBytes: 1000 });
    let builds = 0;
    const build = async () => {
      builds++;
      await new Promise((r) => setTimeout(r, 10));
      return { n: builds };
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => text(cache.get(database.db, 'k', build))),
    );
    expect(new Set(answers)).toEqual(new Set(['{"n":1}']));
    expect(await text(cache.get(database.db, 'k', build))).toBe('{"n":1}');
    // A table it does not read leaves it alone.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update events set id = id where id < 0`);
    });
    expect(await text(cache.get(database.db, 'k', build))).toBe('{"n":1}');
    await touchDepartments();
    expect(await text(cache.get(database.db, 'k', build))).toBe('{"n":2}');
    expect(builds).toBe(2);
  });

  it('counts a transaction once, only when it commits, and a write from outside the app at once', async () => {
    const before = (await readVersions(database.db)).get('departments') ?? 0;
    await database.db.transaction(async (tx) => {
      await touch(tx);
      await touch(tx);
    });
    expect((await readVersions(database.db)).get('departments')).toBe(before + 1);
    await expect(
      database.db.transaction(async (tx) => {
        await touch(tx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await readVersions(database.db)).get('departments')).toBe(before + 1);
    await touch(database.db);
    expect((await readVersions(database.db)).get('departments')).toBe(before + 2);
  });

  it('keeps nothing built inside a transaction, and drops the least recently used past its bound', async () => {
    const cache = createJsonCache({ tables: ['departments'], maxBytes: 10 });
    let builds = 0;
    const build = async () => `b${++builds}`;
    await database.db.transaction(() => cache.get(database.db, 'k', build));
    expect(await text(cache.get(database.db, 'k', build))).toBe('"b2"');
    expect(await text(cache.get(database.db, 'k', build))).toBe('"b2"');
    await cache.get(database.db, 'j', build); // 5 bytes each as counted: two fit, a third does not
    await cache.get(database.db, 'i', build);
    await cache.get(database.db, 'k', build);
    expect(builds).toBe(5);
  });

  it('lets a failed build fail its readers and be tried again', async () => {
    const cache = createJsonCache({ tables: ['departments'], maxBytes: 1000 });
    await expect(cache.get(database.db, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await text(cache.get(database.db, 'k', async () => 'ok'))).toBe('"ok"');
  });

  it('puts the touch trigger on every table but the counters, the audit trail and the live streams', async () => {
    const rows = await selectRows<{ tablename: string }>(
      database.db,
      sql`
      select t.tablename from pg_tables t
      where t.schemaname = 'public'
        and t.tablename not in ('change_counters', 'audit_entries', 'live_sequences', 'live_payloads')
        and not exists (select 1 from pg_trigger g join pg_class c on c.oid = g.tgrelid
                        where c.relname = t.tablename and g.tgname = 'touch_update')`,
    );
    expect(rows).toEqual([]);
  });

  it('reads the versions again only after a write: none per cached read while nothing was written', async () => {
    const db = database.db;
    const first = readVersions(db);
    const departments = (await first).get('departments');
    const again = readVersions(db);
    await db.transaction((tx) => tx.execute(sql`select count(*) from departments`));
    const afterReadOnly = readVersions(db);
    expect(again).toBe(first);
    expect(afterReadOnly).toBe(first);
    // Queries per cached read, counted where every root query goes (selectRows → execute).
    const cache = createJsonCache({ tables: ['departments'], maxBytes: 1000 });
    await cache.get(db, 'q', async () => 1);
    const queries = vi.spyOn(db, 'execute');
    for (let i = 0; i < 20; i++) await cache.get(db, 'q', async () => 1);
    expect(queries).toHaveBeenCalledTimes(0);
    queries.mockRestore();
    await touchDepartments();
    const afterTransaction = await readVersions(db);
    expect(afterTransaction.get('departments')).toBe((departments ?? 0) + 1);
    // A write outside a transaction counts at once, and is seen by the next read.
    await db.execute(sql`update departments set title = title where id = (select min(id) from departments)`);
    expect((await readVersions(db)).get('departments')).toBe((departments ?? 0) + 2);
  });

  describe.skipIf(!process.env.DATABASE_URL)('on PostgreSQL, by notification', () => {
    const outside = async (query: string) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        return (await c.query(query)).rows;
      } finally {
        await c.end();
      }
    };
    const departmentsVersion = async () => (await readVersions(database.db)).get('departments') ?? 0;

    it("sees another process's write at once, by its notification", async () => {
      const before = await departmentsVersion();
      await outside('update departments set title = title where id = (select min(id) from departments)');
      await expect.poll(departmentsVersion, { timeout: 500, interval: 5 }).toBe(before + 1);
    });

    it('asks at every read while its LISTEN connection is lost, and nothing once it listens again', async () => {
      const db = database.db;
      await readVersions(db);
      const queries = vi.spyOn(db, 'execute');
      const [row] = await outside(
        `select pg_terminate_backend(pid) as gone from pg_stat_activity
         where datname = current_database() and query = 'LISTEN "loadout_versions"'`,
      );
      expect(row).toMatchObject({ gone: true });
      // Dropped: every read asks, so a write meanwhile (its notification lost) is seen.
      await expect
        .poll(async () => {
          const n = queries.mock.calls.length;
          await readVersions(db);
          return queries.mock.calls.length - n;
        })
        .toBe(1);
      const before = await departmentsVersion();
      await outside('update departments set title = title where id = (select min(id) from departments)');
      expect(await departmentsVersion()).toBe(before + 1);
      // Listening again (a second later): reads cost nothing again, and notifications arrive.
      await expect
        .poll(
          async () => {
            await readVersions(db);
            const n = queries.mock.calls.length;
            await readVersions(db);
            return queries.mock.calls.length - n;
          },
          { timeout: 5000 },
        )
        .toBe(0);
      queries.mockRestore();
      await outside('update departments set title = title where id = (select min(id) from departments)');
      await expect.poll(departmentsVersion, { timeout: 500, interval: 5 }).toBe(before + 2);
    });
  });

  it("counts a position's notes apart from its other columns, and names every other column", async () => {
    const triggers = await selectRows<{ tgname: string; columns: string[] }>(
      database.db,
      sql`select g.tgname, array(select a.attname::text from pg_attribute a
                                 where a.attrelid = g.tgrelid and a.attnum = any(g.tgattr) order by a.attname) as columns
          from pg_trigger g where g.tgrelid = 'positions'::regclass and g.tgname like 'touch_update%'`,
    );
    const all = await selectRows<{ attname: string }>(
      database.db,
      sql`select attname::text as attname from pg_attribute
          where attrelid = 'positions'::regclass and attnum > 0 and not attisdropped order by attname`,
    );
    const columnsOf = (name: string) => triggers.find((t) => t.tgname === name)?.columns;
    // A new column of positions must join touch_update (migration 0022 says why it lists them).
    expect(columnsOf('touch_update')).toEqual(
      all.map((a) => a.attname).filter((c) => c !== 'labor_notes' && c !== 'updated_at'),
    );
    expect(columnsOf('touch_update_notes')).toEqual(['labor_notes']);
  });

  it("does not move sessions when a session's use is recorded, and names every other column", async () => {
    const [trigger] = await selectRows<{ columns: string[] }>(
      database.db,
      sql`select array(select a.attname::text from pg_attribute a
                       where a.attrelid = g.tgrelid and a.attnum = any(g.tgattr) order by a.attname) as columns
          from pg_trigger g where g.tgrelid = 'sessions'::regclass and g.tgname = 'touch_update'`,
    );
    const all = await selectRows<{ attname: string }>(
      database.db,
      sql`select attname::text as attname from pg_attribute
          where attrelid = 'sessions'::regclass and attnum > 0 and not attisdropped order by attname`,
    );
    // A new column of sessions must join touch_update (migration 0028 says why it lists them).
    const activity = ['expires_at', 'last_used_at', 'updated_at'];
    expect(trigger!.columns).toEqual(all.map((a) => a.attname).filter((c) => !activity.includes(c)));
  });

  it('moves positions.labor_notes, not positions, when only the notes are set', async () => {
    const version = async (name: string) => (await readVersions(database.db)).get(name) ?? 0;
    const [positions, notes] = [await version('positions'), await version('positions.labor_notes')];
    await database.db.transaction((tx) =>
      tx.execute(sql`update positions set labor_notes = 'Bring gloves', updated_at = now() where id > 0`),
    );
    expect([await version('positions'), await version('positions.labor_notes')]).toEqual([
      positions,
      notes + 1,
    ]);
    await database.db.transaction((tx) =>
      tx.execute(sql`update positions set is_stashed = false where id > 0`),
    );
    expect([await version('positions'), await version('positions.labor_notes')]).toEqual([
      positions + 1,
      notes + 1,
    ]);
  });
});
