import { desc, eq, sql } from 'drizzle-orm';
import { users } from '../../platform/db/schema/core.js';
import { type Db, selectRows } from '../../platform/db/types.js';
import { errorReports } from './schema.js';

export type NewErrorReport = typeof errorReports.$inferInsert;

/** Stores a report, or counts it on the same one stored before (same fingerprint). */
export async function upsertReport(db: Db, report: NewErrorReport): Promise<number> {
  const rows = await db
    .insert(errorReports)
    .values(report)
    .onConflictDoUpdate({
      target: errorReports.fingerprint,
      set: { repeats: sql`${errorReports.repeats} + 1`, updatedAt: sql`now()` },
    })
    .returning({ id: errorReports.id });
  return rows[0]!.id;
}

/** Drops reports older than the days kept and, when asked, anonymous ones past the newest `anonymousKept`. */
export async function pruneReports(db: Db, keepDays: number, anonymousKept: number | null): Promise<void> {
  await db.execute(
    sql`delete from ${errorReports} where ${errorReports.updatedAt} < now() - make_interval(days => ${keepDays})`,
  );
  if (anonymousKept === null) return;
  await db.execute(sql`
    delete from ${errorReports} where ${errorReports.userId} is null and ${errorReports.id} not in (
      select id from ${errorReports} where user_id is null order by updated_at desc, id desc limit ${anonymousKept})`);
}

/** Reports grouped by message: one row per message with its count and latest occurrence. */
export async function groupedReports(db: Db, limit: number) {
  return selectRows<{
    message: string;
    kind: 'request' | 'script';
    count: number;
    users: number;
    first_seen: string;
    last_seen: string;
    last_page: string | null;
    last_user_agent: string | null;
    last_user_name: string | null;
  }>(
    db,
    sql`
    with grouped as (
      select message, sum(repeats)::int as count, count(distinct user_id)::int as users,
             min(created_at) as first_seen, max(updated_at) as last_seen,
             (array_agg(id order by updated_at desc, id desc))[1] as last_id
      from ${errorReports} group by message
    )
    select g.message, e.kind, g.count, g.users, g.first_seen::text as first_seen,
           g.last_seen::text as last_seen, e.page_url as last_page, e.user_agent as last_user_agent,
           u.name as last_user_name
    from grouped g
    join ${errorReports} e on e.id = g.last_id
    left join ${users} u on u.id = e.user_id
    order by g.last_seen desc
    limit ${limit}`,
  );
}

export async function reportsWithMessage(db: Db, message: string, limit: number) {
  return db
    .select({
      id: errorReports.id,
      createdAt: errorReports.createdAt,
      userName: users.name,
      contactName: errorReports.contactName,
      pageUrl: errorReports.pageUrl,
      userAgent: errorReports.userAgent,
      extra: errorReports.extra,
      repeats: errorReports.repeats,
    })
    .from(errorReports)
    .leftJoin(users, eq(users.id, errorReports.userId))
    .where(eq(errorReports.message, message))
    .orderBy(desc(errorReports.updatedAt), desc(errorReports.id))
    .limit(limit);
}
