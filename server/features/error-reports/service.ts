import { createHash } from 'node:crypto';
import type { BodyOf } from '../../../contracts/call.js';
import {
  ERROR_REPORT_PAGE_SIZE,
  type ErrorReportFilter,
  type errorReportCalls,
} from '../../../contracts/error-reports.js';
import { DISPLAY_TIME_ZONE, prettyTimestamp } from '../../platform/dates.js';
import type { Db } from '../../platform/db/types.js';
import { AppError } from '../../platform/http/errors.js';
import { groupKeyOf } from './group-key.js';
import * as q from './queries.js';

export interface ReportContext {
  userId: number | null;
  userAgent: string | undefined;
  referer: string | undefined;
}

// Grouping is by message; keep it short enough to index and to read in a list.
const MESSAGE_MAX = 2000;
/** What is kept of a report's extra details and addresses. */
const EXTRA_MAX = 4000;
const FIELD_MAX = 500;
/** Reports older than this are dropped. */
export const KEEP_DAYS = 30;
/** Reports without a signed-in user (the login page) kept at most: anyone may send them. */
export const ANONYMOUS_KEPT = 200;
/** One signed-in user's reports kept at most (the newest): one user's flood pushes out only their own. */
export const PER_USER_KEPT = 200;
/**
 * Reports kept in all, so many users' floods stay bounded too: a report keeps at most about 8 KB
 * (message, extra, page, browser), so some 40 MB with its indexes at the worst.
 */
export const TOTAL_KEPT = 5_000;

const cut = (s: string | undefined | null, max: number) => (s ? s.slice(0, max) : null);

function fingerprintOf(parts: (string | number | null)[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * Stores one browser report (spec 7 "Error reports"): legacy handler or script-error reporter.
 * A report is cut to a few KB; the same report again (kind, message, page, user) is counted on the
 * first one; reports past KEEP_DAYS go. A new row keeps its sender to their newest PER_USER_KEPT
 * (ANONYMOUS_KEPT for all anonymous ones) and the table to TOTAL_KEPT, in the insert's transaction.
 * Two of one user's reports stored at the same moment may leave one over the cap, until the next.
 */
export async function recordReport(
  db: Db,
  body: BodyOf<typeof errorReportCalls.report>,
  ctx: ReportContext,
): Promise<number> {
  const legacy = 'errorMessage' in body;
  const kind = legacy ? ('request' as const) : ('script' as const);
  const message = (legacy ? body.errorMessage : body.message).slice(0, MESSAGE_MAX) || '(empty)';
  const extra = legacy ? cut(body.extra, EXTRA_MAX) : cutList(body.extra);
  // The script reporter's first extra entry is the page address; the legacy handler puts it in its
  // extra JSON (browsers send no Referer: the app's Referrer-Policy is no-referrer).
  const page = legacy ? pageOfLegacyExtra(body.extra) : body.extra[0];
  const pageUrl = cut(page ?? ctx.referer, FIELD_MAX);
  return db.transaction(async (tx) => {
    const { id, stored } = await q.upsertReport(tx, {
      kind,
      message,
      groupKey: groupKeyOf(message),
      contactName: legacy ? cut(body.contactName, FIELD_MAX) : null,
      extra,
      pageUrl,
      userAgent: cut(ctx.userAgent, FIELD_MAX),
      userId: ctx.userId,
      fingerprint: fingerprintOf([kind, message, pageUrl, ctx.userId]),
    });
    // A repeat counted adds no row: nothing to keep down.
    if (stored) {
      await q.keepNewestOf(tx, ctx.userId, ctx.userId === null ? ANONYMOUS_KEPT : PER_USER_KEPT);
      await q.keepNewest(tx, TOTAL_KEPT);
    }
    await q.pruneReports(tx, KEEP_DAYS);
    return id;
  });
}

function cutList(list: string[]): string[] {
  let left = EXTRA_MAX;
  return list.map((entry) => {
    const kept = entry.slice(0, Math.max(0, left));
    left -= kept.length;
    return kept;
  });
}

function pageOfLegacyExtra(extra: string | undefined): string | undefined {
  if (!extra) return undefined;
  try {
    const page = (JSON.parse(extra) as { page?: unknown })?.page;
    return typeof page === 'string' ? page : undefined;
  } catch {
    return undefined;
  }
}

const stamp = (at: Date | string) => prettyTimestamp(new Date(at));
const iso = (at: Date | string) => new Date(at).toISOString();

/** One page of groups for the admin screen, times in the company's time zone. */
export async function listGroups(db: Db, filter: ErrorReportFilter) {
  const rows = await q.groupedReports(db, filter, DISPLAY_TIME_ZONE, ERROR_REPORT_PAGE_SIZE);
  return {
    groups: rows.map((r) => ({
      key: r.key,
      message: r.message,
      kind: r.kind,
      count: r.count,
      users: r.users,
      userNames: r.user_names ?? [],
      pages: r.pages ?? [],
      firstSeen: iso(r.first_seen),
      lastSeen: iso(r.last_seen),
      firstSeenText: stamp(r.first_seen),
      lastSeenText: stamp(r.last_seen),
      lastUserAgent: r.last_user_agent,
      resolved: r.resolved,
      resolvedText: r.resolved && r.resolved_at ? stamp(r.resolved_at) : null,
      resolvedBy: r.resolved ? r.resolved_by : null,
    })),
    total: rows[0]?.total ?? 0,
    page: filter.page,
    pageSize: ERROR_REPORT_PAGE_SIZE,
  };
}

export async function listReports(db: Db, key: string) {
  const rows = await q.reportsOfGroup(db, key, 100);
  return rows.map(({ updatedAt, ...r }) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    whenText: stamp(r.createdAt),
    lastText: stamp(updatedAt),
  }));
}

/** Marks a group resolved (until it happens again), or reopens it. */
export async function resolveGroup(db: Db, userId: number, body: BodyOf<typeof errorReportCalls.resolve>) {
  if (!(await q.groupExists(db, body.key)))
    throw new AppError('not_found', 'No error report has this message any more.');
  await q.setResolution(db, body.key, userId, body.resolved);
}
