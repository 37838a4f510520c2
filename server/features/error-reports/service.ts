import { createHash } from 'node:crypto';
import type { BodyOf } from '../../../contracts/call.js';
import type { ErrorReportGroup, errorReportCalls } from '../../../contracts/error-reports.js';
import type { Db } from '../../platform/db/types.js';
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

const cut = (s: string | undefined | null, max: number) => (s ? s.slice(0, max) : null);

function fingerprintOf(parts: (string | number | null)[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * Stores one browser report (spec 7 "Error reports"): legacy handler or script-error reporter.
 * A report is cut to a few KB; the same report again (kind, message, page, user) is counted on the
 * first one; reports past KEEP_DAYS go, and anonymous ones are kept to the newest ANONYMOUS_KEPT.
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
  // The script reporter's first extra entry is the page address.
  const pageUrl = cut(legacy ? ctx.referer : (body.extra[0] ?? ctx.referer), FIELD_MAX);
  const id = await q.upsertReport(db, {
    kind,
    message,
    contactName: legacy ? cut(body.contactName, FIELD_MAX) : null,
    extra,
    pageUrl,
    userAgent: cut(ctx.userAgent, FIELD_MAX),
    userId: ctx.userId,
    fingerprint: fingerprintOf([kind, message, pageUrl, ctx.userId]),
  });
  await q.pruneReports(db, KEEP_DAYS, ctx.userId === null ? ANONYMOUS_KEPT : null);
  return id;
}

function cutList(list: string[]): string[] {
  let left = EXTRA_MAX;
  return list.map((entry) => {
    const kept = entry.slice(0, Math.max(0, left));
    left -= kept.length;
    return kept;
  });
}

const iso = (pgTimestamp: string) => new Date(pgTimestamp).toISOString();

export async function listGroups(db: Db): Promise<ErrorReportGroup[]> {
  const rows = await q.groupedReports(db, 500);
  return rows.map((r) => ({
    message: r.message,
    kind: r.kind,
    count: r.count,
    users: r.users,
    firstSeen: iso(r.first_seen),
    lastSeen: iso(r.last_seen),
    lastPage: r.last_page,
    lastUserAgent: r.last_user_agent,
    lastUserName: r.last_user_name,
  }));
}

export async function listReports(db: Db, message: string) {
  const rows = await q.reportsWithMessage(db, message, 100);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
