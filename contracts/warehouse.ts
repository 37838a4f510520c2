import { z } from 'zod';
import { callsOf, fileAnswers } from './call.js';
import { errorResponse, idParam, printRefusals } from './common.js';

/**
 * The warehouse floor (issue 38): a pull prepped, loaded and checked back in by scans. A scan is a
 * line's label (its QR code holds the line's address) or a category number, counted on the pull's
 * lines; the counts are sums of the scans, each counted once by the id its device made.
 */

export const scanModes = ['prep', 'load', 'return'] as const;
export const scanMode = z.enum(scanModes);
export type ScanMode = z.infer<typeof scanMode>;

/** What a scanned code names, read the same way on the device and on the server. */
export type ScanCode =
  | { kind: 'line'; pullId: number; lineId: number }
  | { kind: 'category'; number: number }
  | { kind: 'case'; number: number }
  | { kind: 'unknown' };

/**
 * A label's QR code holds `…/show-pulls/{pull}/lines/{line}` (the line page's address, at whatever
 * host printed it); a case label's `…/warehouse/cases/{number}` (or typed: `CASE-12`); a category
 * number is digits (a scanner may add spaces or a leading #).
 */
export function readScanCode(code: string): ScanCode {
  const text = code.trim();
  const line = /\/show-pulls\/(\d{1,9})\/lines\/(\d{1,9})\/?(?:[?#].*)?$/.exec(text);
  if (line) return { kind: 'line', pullId: Number(line[1]), lineId: Number(line[2]) };
  const box =
    /\/warehouse\/cases\/(\d{1,8})\/?(?:[?#].*)?$/.exec(text) ?? /^CASE[-\s]?(\d{1,8})$/i.exec(text);
  if (box) return { kind: 'case', number: Number(box[1]) };
  const number = /^#?\s*(\d{1,9})$/.exec(text);
  if (number) return { kind: 'category', number: Number(number[1]) };
  return { kind: 'unknown' };
}

/** How far a line is in a mode: `done` of `limit` (prep and load: the line's quantity; return: what went out). */
export function lineTarget(
  line: { quantity: number; prepped: number; loaded: number; returned: number },
  mode: ScanMode,
): { done: number; limit: number } {
  if (mode === 'prep') return { done: Math.min(line.prepped, line.quantity), limit: line.quantity };
  if (mode === 'load') return { done: Math.min(line.loaded, line.quantity), limit: line.quantity };
  return { done: Math.min(line.returned, line.loaded), limit: line.loaded };
}

export const prepLine = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryNumber: z.string(),
  description: z.string(),
  department: z.string(),
  quantity: z.number().int(),
  prepped: z.number().int(),
  loaded: z.number().int(),
  returned: z.number().int(),
});
export type PrepLine = z.infer<typeof prepLine>;

const progressPart = z.object({ done: z.number().int(), total: z.number().int() });
/** Units done of units to do, per mode, over the pull's lines. */
export const prepProgress = z.object({ prep: progressPart, load: progressPart, return: progressPart });
export type PrepProgress = z.infer<typeof prepProgress>;

/** The whole pull's progress from its lines (server and screen, so they agree). */
export function progressOf(lines: readonly PrepLine[]): PrepProgress {
  const sum = (mode: ScanMode) =>
    lines.reduce(
      (acc, l) => {
        const t = lineTarget(l, mode);
        return { done: acc.done + t.done, total: acc.total + t.limit };
      },
      { done: 0, total: 0 },
    );
  return { prep: sum('prep'), load: sum('load'), return: sum('return') };
}

/** GET /warehouse/pulls/{id}: the pull's lines with their counts (lines of quantity 0 left out). */
export const prepView = z.object({
  pull: z.object({ id: z.number().int(), name: z.string(), eventId: z.number().int(), showName: z.string() }),
  lines: z.array(prepLine),
  progress: prepProgress,
  /** The signed-in user may add a category that is not on the pull (the pull's writers). */
  mayAddToPull: z.boolean(),
});
export type PrepView = z.infer<typeof prepView>;

/** A device-made id (a UUID, or any 8–64 letters, digits and dashes): sent twice, counted once. */
export const scanId = z
  .string()
  .regex(/^[A-Za-z0-9-]{8,64}$/, 'A scan id is 8 to 64 letters, digits or dashes');

export const scanBody = z.object({
  scanId,
  mode: scanMode,
  code: z.string().trim().min(1, 'Scan a code').max(500),
  quantity: z.number().int().min(1, 'At least 1').max(100_000).default(1),
  /** Load and return: the case (by number) the units go into or come out of; none: loose. */
  caseNumber: z.number().int().min(1).max(99_999_999).optional(),
});

export const scanOutcome = z.enum(['ok', 'complete', 'not-on-pull', 'unknown']);
export type ScanOutcome = z.infer<typeof scanOutcome>;

/** POST /warehouse/pulls/{id}/scans. */
export const scanAnswer = z.object({
  outcome: scanOutcome,
  /** Said in words on the banner: "+2 · 10 of 12 prepped", "Not on this pull: …". */
  message: z.string(),
  /** Units this scan counted (ok only; a quantity beyond what the line needs is not counted). */
  counted: z.number().int(),
  /** This scan id was counted before: nothing was counted again. */
  repeated: z.boolean(),
  line: prepLine.nullable(),
  /** The catalogue's category a not-on-pull code names (offered to be added). */
  category: z.object({ id: z.number().int(), number: z.string(), description: z.string() }).nullable(),
  /** Bid items this scan initialled (the line is fully prepped: spec 4's initials). */
  initialled: z.number().int(),
  progress: prepProgress,
  /** The live event's number on the pull's stream (counted scans), so the device skips its own. */
  sequence: z.number().int().nullable(),
});
export type ScanAnswer = z.infer<typeof scanAnswer>;

/** POST /warehouse/pulls/{id}/add: a scanned category the pull lacks, put on it (its writers). */
export const addBody = z.object({
  categoryId: z.number().int().positive(),
  quantity: z.number().int().min(1, 'At least 1').max(100_000).default(1),
});
export const addAnswer = z.object({ line: prepLine, progress: prepProgress });

/** Units that went out and did not come back, per line (the Return mode's missing list). */
export const missingLine = prepLine.extend({ missing: z.number().int() });
export const missingAnswer = z.object({ lines: z.array(missingLine) });

export const sendMissingBody = z.object({
  to: z.email('An email address').max(320),
});
export const sendMissingAnswer = z.object({ messageId: z.number().int(), lines: z.number().int() });

const pullParams = z.object({ id: idParam });
const call = callsOf('warehouse');

export const warehouseCalls = {
  view: call({
    method: 'GET',
    path: '/warehouse/pulls/{id}',
    summary: "A pull's lines with their prep, load and return counts (the prep page)",
    params: pullParams,
    answer: prepView,
  }),
  scan: call({
    method: 'POST',
    path: '/warehouse/pulls/{id}/scans',
    summary:
      'Count a scan on the pull in a mode (prep, load, return): ok, complete, not-on-pull or unknown. A resent scan id counts once',
    params: pullParams,
    body: scanBody,
    answer: scanAnswer,
    /** 409: the scan id was used on another pull; 404: the case it names is not in use. */
    refusals: { 404: errorResponse, 409: errorResponse },
  }),
  add: call({
    method: 'POST',
    path: '/warehouse/pulls/{id}/add',
    summary: 'Put a scanned category that is not on the pull onto it (the pull writers)',
    params: pullParams,
    body: addBody,
    answer: addAnswer,
  }),
  missing: call({
    method: 'GET',
    path: '/warehouse/pulls/{id}/missing',
    summary: 'Units loaded and not yet returned, per line',
    params: pullParams,
    answer: missingAnswer,
  }),
  missingPdf: call({
    method: 'GET',
    path: '/warehouse/pulls/{id}/missing.pdf',
    summary: 'The missing list as a PDF to print',
    params: pullParams,
    answer: fileAnswers.pdf,
    refusals: printRefusals,
  }),
  sendMissing: call({
    method: 'POST',
    path: '/warehouse/pulls/{id}/missing/send',
    summary: 'Send the missing list by email (through the outbox)',
    params: pullParams,
    body: sendMissingBody,
    answer: sendMissingAnswer,
  }),
};
