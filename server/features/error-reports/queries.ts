import { desc, eq, sql } from 'drizzle-orm';
import type { ErrorReportFilter } from '../../../contracts/error-reports.js';
import { users } from '../../platform/db/schema/core.js';
import { type Db, selectRows } from '../../platform/db/types.js';
import { errorReportResolutions, errorReports } from './schema.js';

export type NewErrorReport = typeof errorReports.$inferInsert;

/**
 * Stores a report, or counts it on the same one stored before (same fingerprint). `stored`: a new
 * row (xmax is 0 only for a row this statement inserted), not a repeat counted.
 */
export async function upsertReport(db: Db, report: NewErrorReport): Promise<{ id: number; stored: boolean }> {
  const rows = await db
    .insert(errorReports)
    .values(report)
    .onConflictDoUpdate({
      target: errorReports.fingerprint,
      set: { repeats: sql`${errorReports.repeats} + 1`, updatedAt: sql`now()` },
    })
    .returning({ id: errorReports.id, stored: sql<boolean>`(xmax = 0)` });
  return rows[0]!;
}

/** Drops reports older than the days kept, and the resolutions of groups left with no report. */
export async function pruneReports(db: Db, keepDays: number): Promise<void> {
  await db.execute(
    sql`delete from ${errorReports} where ${errorReports.updatedAt} < now() - make_interval(days => ${keepDays})`,
  );
  await db.execute(sql`
    delete from ${errorReportResolutions} r
    where not exists (select 1 from ${errorReports} e where e.group_key = r.group_key)`);
}

/** Keeps one user's newest `kept` reports (null: the anonymous ones), the last seen first. */
export async function keepNewestOf(db: Db, userId: number | null, kept: number): Promise<void> {
  const whose = userId === null ? sql`user_id is null` : sql`user_id = ${userId}`;
  await db.execute(sql`
    delete from ${errorReports} where ${whose} and id not in (
      select id from ${errorReports} where ${whose} order by updated_at desc, id desc limit ${kept})`);
}

/**
 * Keeps the newest `kept` reports in all, the first stored the first to go: along the primary key,
 * so it reads `kept` index entries, not the table sorted (6 ms against 35 ms at 10,000 rows).
 */
export async function keepNewest(db: Db, kept: number): Promise<void> {
  await db.execute(sql`
    delete from ${errorReports}
    where id <= (select id from ${errorReports} order by id desc offset ${kept} limit 1)`);
}

export interface GroupRow {
  key: string;
  message: string;
  kind: 'request' | 'script';
  count: number;
  users: number;
  user_names: string[] | null;
  pages: string[] | null;
  first_seen: Date | string;
  last_seen: Date | string;
  last_user_agent: string | null;
  resolved: boolean;
  resolved_at: Date | string | null;
  resolved_by: string | null;
  total: number;
}

/**
 * One page of groups: the reports that pass the filter, grouped by key, newest group first. A
 * group is resolved while its resolution is newer than its last report (of any date).
 */
export async function groupedReports(db: Db, f: ErrorReportFilter, zone: string, pageSize: number) {
  const like = f.q ? `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const status =
    f.status === 'all' ? sql`true` : f.status === 'resolved' ? sql`s.resolved` : sql`not s.resolved`;
  return selectRows<GroupRow>(
    db,
    sql`
    with filtered as (
      select e.*, u.name as user_name from ${errorReports} e
      left join ${users} u on u.id = e.user_id
      where (${like}::text is null or e.message ilike ${like} or e.group_key ilike ${like})
        and (${f.from ?? null}::date is null or e.updated_at >= (${f.from ?? null}::date)::timestamp at time zone ${zone})
        and (${f.to ?? null}::date is null or e.created_at < (${f.to ?? null}::date + 1)::timestamp at time zone ${zone})
    ),
    grouped as (
      select coalesce(group_key, message) as key, sum(repeats)::int as count,
             count(distinct user_id)::int as users,
             min(created_at) as first_seen, max(updated_at) as last_seen,
             (array_agg(id order by updated_at desc, id desc))[1] as last_id,
             (array_agg(distinct user_name) filter (where user_name is not null))[1:5] as user_names,
             (array_agg(distinct page_url) filter (where page_url is not null))[1:5] as pages
      from filtered group by coalesce(group_key, message)
    ),
    settled as (
      select g.*, r.resolved_at, ru.name as resolved_by,
             coalesce(r.resolved_at >= (select max(updated_at) from ${errorReports} a
                                        where coalesce(a.group_key, a.message) = g.key), false) as resolved
      from grouped g
      left join ${errorReportResolutions} r on r.group_key = g.key
      left join ${users} ru on ru.id = r.resolved_by
    )
    select s.key, e.message, e.kind, s.count, s.users, s.user_names, s.pages, s.first_seen, s.last_seen,
           e.user_agent as last_user_agent, s.resolved, s.resolved_at, s.resolved_by,
           count(*) over ()::int as total
    from settled s join ${errorReports} e on e.id = s.last_id
    where ${status}
    order by s.last_seen desc, s.key
    limit ${pageSize} offset ${(f.page - 1) * pageSize}`,
  );
}

export async function reportsOfGroup(db: Db, key: string, limit: number) {
  return db
    .select({
      id: errorReports.id,
      message: errorReports.message,
      createdAt: errorReports.createdAt,
      updatedAt: errorReports.updatedAt,
      userName: users.name,
      contactName: errorReports.contactName,
      pageUrl: errorReports.pageUrl,
      userAgent: errorReports.userAgent,
      extra: errorReports.extra,
      repeats: errorReports.repeats,
    })
    .from(errorReports)
    .leftJoin(users, eq(users.id, errorReports.userId))
    .where(sql`coalesce(${errorReports.groupKey}, ${errorReports.message}) = ${key}`)
    .orderBy(desc(errorReports.updatedAt), desc(errorReports.id))
    .limit(limit);
}

export async function groupExists(db: Db, key: string): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    db,
    sql`select 1 as one from ${errorReports} where coalesce(group_key, message) = ${key} limit 1`,
  );
  return rows.length > 0;
}

export async function setResolution(db: Db, key: string, userId: number, resolved: boolean): Promise<void> {
  if (!resolved) {
    await db.delete(errorReportResolutions).where(eq(errorReportResolutions.groupKey, key));
    return;
  }
  await db
    .insert(errorReportResolutions)
    .values({ groupKey: key, resolvedBy: userId })
    .onConflictDoUpdate({
      target: errorReportResolutions.groupKey,
      set: { resolvedAt: sql`now()`, resolvedBy: userId, updatedAt: sql`now()` },
    });
}
