import { z } from 'zod';
import { callsOf } from './call.js';
import { isoDate, okResponse } from './common.js';

const text = (max: number) => z.string().max(max);

/**
 * Spec 7 "Error reports": two reporters post to /errors/js.
 * The legacy handler sends errorMessage (status, context and response text joined), contactName,
 * the token field and extra; the script-error reporter sends message and an extra list.
 */
export const legacyErrorReport = z.object({
  errorMessage: text(20_000),
  contactName: text(200).optional(),
  _token: text(200).optional(),
  extra: text(20_000).optional(),
});

export const scriptErrorReport = z.object({
  message: text(20_000),
  // A few entries (page address, request, response text); the service keeps a few KB of them. A
  // form posting one entry sends it as a plain field.
  extra: z.union([z.array(text(20_000)).max(10), text(20_000).transform((entry) => [entry])]).default([]),
  _token: text(200).optional(),
});

export const errorReportRequest = z.union([legacyErrorReport, scriptErrorReport]);
export type ErrorReportRequest = z.infer<typeof errorReportRequest>;

export const errorReportCreated = z.object({ id: z.number().int() });

/** Admin list: reports grouped by their normalised message (group key), newest group first. */
export const errorReportGroup = z.object({
  /** The message with ids, dates and numbers replaced: what the group is. */
  key: z.string(),
  /** The latest report's message as it came. */
  message: z.string(),
  kind: z.enum(['request', 'script']),
  count: z.number().int(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  /** The same two in the company's time zone (TIME_ZONE), as every screen shows times. */
  firstSeenText: z.string(),
  lastSeenText: z.string(),
  users: z.number().int(),
  /** A few of the people and pages it happened to. */
  userNames: z.array(z.string()),
  pages: z.array(z.string()),
  lastUserAgent: z.string().nullable(),
  /** Resolved until it happens again. */
  resolved: z.boolean(),
  resolvedText: z.string().nullable(),
  resolvedBy: z.string().nullable(),
});
export type ErrorReportGroup = z.infer<typeof errorReportGroup>;

export const ERROR_REPORT_PAGE_SIZE = 50;

export const errorReportStatus = z.enum(['open', 'resolved', 'all']);
export const errorReportGroupsQuery = z
  .object({
    /** Words in the message. */
    q: z.string().trim().max(200).optional(),
    /** Groups with a report on or after / on or before these dates (company time zone). */
    from: isoDate.optional(),
    to: isoDate.optional(),
    status: errorReportStatus.default('open'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: 'The start date is after the end date.',
    path: ['to'],
  });
export type ErrorReportFilter = z.infer<typeof errorReportGroupsQuery>;

export const errorReportGroups = z.object({
  groups: z.array(errorReportGroup),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const errorReportDetailQuery = z.object({ key: z.string().min(1).max(2_000) });
export const errorReportDetail = z.object({
  reports: z.array(
    z.object({
      id: z.number().int(),
      message: z.string(),
      createdAt: z.string(),
      /** First and last time of this report, in the company's time zone. */
      whenText: z.string(),
      lastText: z.string(),
      userName: z.string().nullable(),
      contactName: z.string().nullable(),
      pageUrl: z.string().nullable(),
      userAgent: z.string().nullable(),
      extra: z.unknown(),
      /** How many times this same report came (counted, not stored again). */
      repeats: z.number().int(),
    }),
  ),
});

export const errorReportResolveBody = z.object({
  key: z.string().min(1).max(2_000),
  /** false reopens the group by hand. */
  resolved: z.boolean(),
});

const call = callsOf('error-reports');

export const errorReportCalls = {
  report: call({
    method: 'POST',
    path: '/errors/js',
    summary: 'Report a failed request or a script error from the browser',
    body: errorReportRequest,
    answer: errorReportCreated,
  }),
  groups: call({
    method: 'GET',
    path: '/error-reports',
    summary: 'Reports grouped by normalised message, with counts; filtered and paged (admins)',
    query: errorReportGroupsQuery,
    answer: errorReportGroups,
  }),
  detail: call({
    method: 'GET',
    path: '/error-reports/detail',
    summary: 'The latest reports of one group (admins)',
    query: errorReportDetailQuery,
    answer: errorReportDetail,
  }),
  resolve: call({
    method: 'POST',
    path: '/error-reports/resolved',
    summary: 'Mark a group resolved, or reopen it (admins); it reopens by itself when it happens again',
    body: errorReportResolveBody,
    answer: okResponse,
  }),
};
