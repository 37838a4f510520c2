import { z } from 'zod';
import { callsOf, fileAnswers } from './call.js';
import { errorResponse } from './common.js';

/**
 * Import and export of the company's own catalogue and crew (issue 33) and of its shows (issue 34:
 * events, bid items, gear-flow commitments, crew positions, travel), one kind at a time, from a
 * CSV or XLSX file (the first sheet). Admins only.
 *
 * - `POST /imports/{kind}` (multipart: `file`, `dryRun` = `true`/`false`) answers an
 *   `importResult`. All or nothing: with any error nothing is written and the status is 422, with
 *   the same body and every error (row as the spreadsheet numbers it, the header being row 1).
 *   Another import running (in any server process) is refused with 409; a file over 20 MB with
 *   413; both in words.
 * - Progress: the browser's own upload progress (XMLHttpRequest `upload.onprogress`) covers the
 *   sending; for the server's part add `?progress=ndjson`. The answer is then 200 with
 *   `application/x-ndjson`: one `importProgress` line per step (`{"progress":{...}}`), then one
 *   last line `{"status": 200 | 422 | 4xx | 5xx, "answer": importResult or errorResponse}` holding
 *   what the plain call would have answered. Refusals found before the work starts (not signed in,
 *   not an admin, the token, a bad kind, no file, too large, another import running in the same
 *   server process) are plain JSON errors with their status, as without the option; one running in
 *   another process is told by the last line (status 409). One request, so it works behind any
 *   proxy with any number of server processes.
 * - `GET /imports/{kind}/template.csv`: the header and one example row.
 * - `GET /exports/{kind}.csv` and `.xlsx`: every record with the import's columns; importing an
 *   untouched export changes nothing (every row `unchanged`).
 */

export const IMPORT_KINDS = [
  'departments',
  'pull-groups',
  'categories',
  'systems',
  'dependencies',
  'misc-items',
  'contacts',
  'events',
  'bid-items',
  'commitments',
  'positions',
  'travel',
] as const;
export const importKind = z.enum(IMPORT_KINDS);
export type ImportKind = z.infer<typeof importKind>;

/** The largest file an import takes. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** Errors listed at most; past them one more line says the list stopped. */
export const IMPORT_MAX_ERRORS = 1000;

export interface ImportColumnInfo {
  name: string;
  required: boolean;
  /** What the cell holds, for the screen's help and the template. */
  help: string;
}

const col = (name: string, help: string, required = false): ImportColumnInfo => ({ name, required, help });
const YES_NO = 'yes/no (also true/false, 1/0); blank is no';

/** Every kind's columns, key first, in the order the template and the export write them. */
export const IMPORT_COLUMNS: Record<ImportKind, readonly ImportColumnInfo[]> = {
  departments: [
    col('name', 'The department, e.g. Audio', true),
    col('color', 'Its colour as #RRGGBB; blank is grey'),
    col('group', 'The department group, created if new; blank is none'),
    col('order', 'Where it sorts among the departments (a whole number); blank is 0'),
  ],
  'pull-groups': [
    col('department', "The department's name", true),
    col('name', 'The pull group, e.g. Microphones', true),
  ],
  categories: [
    col('number', 'The category number (a whole number)', true),
    col('description', 'What it is, e.g. SM58 Microphone', true),
    col('department', "The department's name", true),
    col('pull_group', "One of the department's pull groups; blank is none"),
    col('weight_lbs', 'Weight in pounds, e.g. 12.5; blank is 0'),
    col('system', `A system made of other categories: ${YES_NO}`),
    col('sales_only', YES_NO),
    col('labor', `A labor position rather than equipment: ${YES_NO}`),
    col('active', 'yes/no (also true/false, 1/0); blank is yes'),
    col('owned', 'How many the company owns (a whole number); blank is 0'),
  ],
  systems: [
    col('system', "The system category's number", true),
    col('item', "A component's category number", true),
    col('quantity', 'How many of it one system holds (a whole number, at least 1)', true),
  ],
  dependencies: [
    col('category', 'The category number that needs something', true),
    col('message', 'What the pull is told, e.g. Needs a stand', true),
    col('logic', 'all (every required item) or other (any one of them)', true),
    col('requires_category', 'A required category number (or fill requires_pull_group)'),
    col('requires_pull_group', 'A required pull group, as Department / Pull group'),
  ],
  'misc-items': [col('name', 'The item, e.g. Gaff Tape Black 2in', true)],
  contacts: [
    col('key', "The company's own id for the person", true),
    col('first_name', 'First name', true),
    col('last_name', 'Last name', true),
    col('nickname', 'What they are called, if not their first name'),
    col('legal_name', 'Legal name, for paperwork'),
    col('email', 'Email address'),
    col('mobile_phone', 'Mobile phone'),
    col('department', "The department's name; blank is none"),
    col('tech_group', 'e.g. Staff, Primary, Secondary, Overhire'),
    col('staff', YES_NO),
    col('part_time', YES_NO),
    col('target_days', 'Days a year they aim to work (a whole number); blank is 0'),
    col('day_rate', 'Day rate, e.g. 450.00; blank is 0'),
    col('home_state', 'Two-letter state, e.g. TX'),
    col('roles', 'Labor category numbers they can fill, separated by ;'),
    col(
      'rate_day',
      "Their own labor day rate (labor cost), over their role's on positions they are confirmed on, e.g. 450.00; all rate columns blank: paid at the role's",
    ),
    col('rate_half_day', 'Their half-day rate, e.g. 250.00; blank is the day rate'),
    col('half_day_hours', 'A day of at most this many hours is a half day; blank is 5'),
    col('rate_overtime_hour', 'Overtime per hour, e.g. 60.00; blank is 0'),
    col('overtime_after_hours', 'Hours in a day after which overtime is paid; blank is 10'),
    col('per_diem', 'Per diem paid for each day, e.g. 50.00; blank is 0'),
  ],
  events: [
    col('bid', 'The bid number (the event id people know)', true),
    col('show_name', 'The show, e.g. Acme Sales Kickoff', true),
    col('account_manager', "The account manager's contact key; blank is none"),
    col('status', 'e.g. Quote, Tentative, Confirmed; blank is Quote'),
    col('location', 'The venue, e.g. Grand Ballroom, Dallas TX'),
    col('venue_state', "The venue's state, e.g. TX"),
    col('time_zone', "The venue's IANA time zone, e.g. America/Chicago; blank is the state's"),
    col('start_date', 'First show day, YYYY-MM-DD', true),
    col('end_date', 'Last show day, YYYY-MM-DD', true),
    col('load_in', 'Load-in day (on or before the first day), YYYY-MM-DD'),
    col('load_out', 'Load-out day (on or after the last day), YYYY-MM-DD'),
    col('cancelled', `${YES_NO}; yes writes each booked tech a notice`),
    col('locked', `${YES_NO}; a locked bid takes no change but unlocking`),
  ],
  'bid-items': [
    col('bid', "The event's bid number", true),
    col('line', "The line's key within the bid, as the sales system knows it", true),
    col('category', 'The category number (equipment, not labor)', true),
    col('description', "What the client was quoted; blank is the category's description"),
    col('qty', 'How many the bid asks for (a whole number)', true),
    col('group', 'The quote group, e.g. General Session'),
    col('client_note', 'A note the client sees'),
    col('internal_note', 'A note for the warehouse'),
    col('vendor', "The vendor's contact key, when it is rented in"),
    col('active', 'yes/no (also true/false, 1/0); blank is yes'),
    col('assignable', 'May be assigned onto a pull: yes/no; blank is yes'),
    col('pullable', 'yes/no; blank is yes'),
    col('gear_flow', `In the gear-flow sales queue: ${YES_NO}`),
  ],
  commitments: [
    col('bid', "The event's bid number", true),
    col('category', 'The category number (equipment, not labor)', true),
    col('qty', 'How many gear flow committed (a whole number)', true),
    col('cross_rental_qty', 'How many of them are cross-rented; blank is 0'),
  ],
  positions: [
    col('bid', "The event's bid number", true),
    col('line', "The position's key within the bid, e.g. L1 (a position made by hand is P<id>)", true),
    col('category', "The labor category's number", true),
    col('description', "What the job is; blank is the category's description"),
    col('in', "Crew call, in the event's local time: YYYY-MM-DD HH:MM", true),
    col('out', "Released, in the event's local time: YYYY-MM-DD HH:MM", true),
    col('internal_notes', 'Notes for staff only'),
    col('stashed', `No longer needed (a booked tech is told): ${YES_NO}`),
    col('resolved', `Filled another way (uncrewed positions only): ${YES_NO}`),
  ],
  travel: [
    col('key', "The trip's id in your system (a trip made by hand is T<id>)", true),
    col('contact', "The traveller's contact key", true),
    col('bid', 'The bid number the trip is for; blank is none'),
    col('kind', 'flight, drive or local; blank is flight'),
    col('direction', 'in (to the show) or out (home); blank is in'),
    col('departs', 'Local time where it departs: YYYY-MM-DD HH:MM', true),
    col('arrives', 'Local time where it arrives: YYYY-MM-DD HH:MM', true),
    col('estimated', `Not booked yet, a guess: ${YES_NO}`),
    col('details', 'e.g. AA 1234 DFW → LAS'),
    col('cost', "What the trip costs, e.g. 389.00 (the event's labor cost counts it); blank is 0"),
  ],
};

export const importError = z.object({
  /** The row as the spreadsheet numbers it (the header is row 1); 0 for the file as a whole. */
  row: z.number().int(),
  /** The column's name as the file spells it; '' for the row or the file as a whole. */
  column: z.string(),
  value: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importError>;

export const importResult = z.object({
  kind: importKind,
  dryRun: z.boolean(),
  /** Data rows read (the header not counted). */
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Taken away because the file replaces a list: a system's items, a dependency's required items. */
  removed: z.number().int(),
  errors: z.array(importError),
});
export type ImportResult = z.infer<typeof importResult>;

/** One line of the `?progress=ndjson` answer while the import works. */
export const importProgress = z.object({
  /** reading the file, checking the rows against the database, writing them. */
  phase: z.enum(['reading', 'checking', 'writing']),
  /** Rows done in this phase. */
  done: z.number().int(),
  /** Rows in all (unknown while reading: null). */
  total: z.number().int().nullable(),
});
export type ImportProgress = z.infer<typeof importProgress>;
export const importProgressLine = z.object({ progress: importProgress });
export const importFinalLine = z.object({
  status: z.number().int(),
  answer: z.union([importResult, errorResponse]),
});

/** A multipart field arrives as an object holding its value. */
const field = <T extends z.ZodType>(value: T) => z.object({ value }).loose();

export const importBody = z
  .object({
    file: z.object({ type: z.literal('file'), filename: z.string() }).loose(),
    dryRun: field(z.enum(['true', 'false'])),
  })
  .loose();

export const importKindParams = z.object({ kind: importKind });
export const importQuery = z.object({ progress: z.literal('ndjson').optional() });

const call = callsOf('imports');

export const importCalls = {
  run: call({
    method: 'POST',
    path: '/imports/{kind}',
    summary:
      'Import a CSV or XLSX file of one kind (multipart: file, dryRun); all or nothing, 422 with every error',
    params: importKindParams,
    query: importQuery,
    body: importBody,
    encoding: 'multipart',
    answer: importResult,
    refusals: { 409: errorResponse, 413: errorResponse, 422: importResult },
  }),
  template: call({
    method: 'GET',
    path: '/imports/{kind}/template.csv',
    summary: "A kind's import template: the header and one example row (CSV)",
    params: importKindParams,
    answer: fileAnswers.csv,
  }),
  exportCsv: call({
    method: 'GET',
    path: '/exports/{kind}.csv',
    summary: 'Every record of a kind, with the import columns (CSV)',
    params: importKindParams,
    answer: fileAnswers.csv,
  }),
  exportXlsx: call({
    method: 'GET',
    path: '/exports/{kind}.xlsx',
    summary: 'Every record of a kind, with the import columns (XLSX)',
    params: importKindParams,
    answer: fileAnswers.xlsx,
  }),
};
