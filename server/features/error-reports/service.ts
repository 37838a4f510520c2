import type { ErrorReportGroup, ErrorReportRequest } from '../../../contracts/error-reports.js';
import type { Db } from '../../platform/db/types.js';
import * as q from './queries.js';

export interface ReportContext {
  userId: number | null;
  userAgent: string | undefined;
  referer: string | undefined;
}

// Grouping is by message; keep it short enough to index and to read in a list.
const MESSAGE_MAX = 2000;

/** Stores one browser report (spec 7 "Error reports"): legacy handler or script-error reporter. */
export async function recordReport(db: Db, body: ErrorReportRequest, ctx: ReportContext): Promise<number> {
  if ('errorMessage' in body) {
    return q.insertReport(db, {
      kind: 'request',
      message: body.errorMessage.slice(0, MESSAGE_MAX) || '(empty)',
      contactName: body.contactName ?? null,
      extra: body.extra ?? null,
      pageUrl: ctx.referer ?? null,
      userAgent: ctx.userAgent ?? null,
      userId: ctx.userId,
    });
  }
  return q.insertReport(db, {
    kind: 'script',
    message: body.message.slice(0, MESSAGE_MAX) || '(empty)',
    extra: body.extra,
    // The reporter's first extra entry is the page address.
    pageUrl: body.extra[0] ?? ctx.referer ?? null,
    userAgent: ctx.userAgent ?? null,
    userId: ctx.userId,
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
