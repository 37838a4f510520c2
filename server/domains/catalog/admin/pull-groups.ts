import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PullGroup, pullGroupBody } from '../../../../contracts/catalog.js';
import type { ListParams } from '../../../../contracts/catalog-fields.js';
import { deleteOrDeactivate, sqlState, UNIQUE_VIOLATION } from '../../../platform/db/references.js';
import type { Db } from '../../../platform/db/types.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import { categories, departments, pullGroups } from '../schema.js';
import { matchesWords } from './search.js';

type Body = z.output<typeof pullGroupBody>;

const columns = {
  id: pullGroups.id,
  name: pullGroups.name,
  departmentId: pullGroups.departmentId,
  department: departments.title,
  categories: sql<number>`(select count(*)::int from ${categories} where ${categories.pullGroupId} = ${pullGroups.id})`,
};
const base = (db: Db) =>
  db.select(columns).from(pullGroups).innerJoin(departments, eq(departments.id, pullGroups.departmentId));

export async function pullGroupList(db: Db, q: ListParams) {
  const where = matchesWords(q.search, [sql`${pullGroups.name}`, sql`${departments.title}`]);
  const [rows, [total]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(asc(departments.sortOrder), asc(departments.title), asc(pullGroups.name))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: count() })
      .from(pullGroups)
      .innerJoin(departments, eq(departments.id, pullGroups.departmentId))
      .where(where),
  ]);
  return { total: total?.n ?? 0, rows };
}

export const findPullGroupOptions = (db: Db) =>
  db
    .select({ id: pullGroups.id, name: pullGroups.name, departmentId: pullGroups.departmentId })
    .from(pullGroups)
    .orderBy(asc(pullGroups.name));

async function read(db: Db, id: number): Promise<PullGroup> {
  const [row] = await base(db).where(eq(pullGroups.id, id));
  if (!row) throw notFound(`Pull group ${id}`);
  return row;
}

async function write<T>(db: Db, body: Body, fn: (tx: Db) => Promise<T>): Promise<T> {
  const [dep] = await db
    .select({ title: departments.title })
    .from(departments)
    .where(eq(departments.id, body.departmentId));
  if (!dep)
    throw new AppError('invalid_input', 'Please choose a department.', {
      departmentId: 'is not a department',
    });
  try {
    return await db.transaction(fn);
  } catch (err) {
    if (sqlState(err) === UNIQUE_VIOLATION)
      throw new AppError('conflict', `${dep.title} already has a pull group called ${body.name}.`, {
        name: 'is taken',
      });
    throw err;
  }
}

export async function createPullGroup(db: Db, body: Body): Promise<PullGroup> {
  const id = await write(db, body, async (tx) => {
    const [row] = await tx.insert(pullGroups).values(body).returning({ id: pullGroups.id });
    return row!.id;
  });
  return read(db, id);
}

export async function editPullGroup(db: Db, id: number, body: Body): Promise<PullGroup> {
  await read(db, id);
  await write(db, body, (tx) => tx.update(pullGroups).set(body).where(eq(pullGroups.id, id)));
  return read(db, id);
}

export async function removePullGroup(db: Db, id: number) {
  const group = await read(db, id);
  return deleteOrDeactivate(db, {
    table: 'pull_groups',
    id,
    label: `Pull group ${group.name}`,
    remove: async (tx) => {
      await tx.delete(pullGroups).where(eq(pullGroups.id, id));
    },
  });
}
