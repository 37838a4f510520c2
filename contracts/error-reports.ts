import { z } from 'zod';
import { callsOf } from './call.js';

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
  // A few entries (page address, request, response text); the service keeps a few KB of them.
  extra: z.array(text(20_000)).max(10).default([]),
  _token: text(200).optional(),
});

export const errorReportRequest = z.union([legacyErrorReport, scriptErrorReport]);
export type ErrorReportRequest = z.infer<typeof errorReportRequest>;

export const errorReportCreated = z.object({ id: z.number().int() });

/** Admin list: reports grouped by message, newest group first. */
export const errorReportGroup = z.object({
  message: z.string(),
  kind: z.enum(['request', 'script']),
  count: z.number().int(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  lastPage: z.string().nullable(),
  lastUserAgent: z.string().nullable(),
  lastUserName: z.string().nullable(),
  users: z.number().int(),
});
export const errorReportGroups = z.object({ groups: z.array(errorReportGroup) });
export type ErrorReportGroup = z.infer<typeof errorReportGroup>;

export const errorReportDetailQuery = z.object({ message: z.string().min(1).max(20_000) });
export const errorReportDetail = z.object({
  reports: z.array(
    z.object({
      id: z.number().int(),
      createdAt: z.string(),
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
    summary: 'Reports grouped by message, with counts (admins)',
    answer: errorReportGroups,
  }),
  detail: call({
    method: 'GET',
    path: '/error-reports/detail',
    summary: 'The latest reports with one message (admins)',
    query: errorReportDetailQuery,
    answer: errorReportDetail,
  }),
};
