import { sql } from 'drizzle-orm';
import {
  IMPORT_MAX_ERRORS,
  type ImportError,
  type ImportKind as ImportKindName,
  type ImportResult,
} from '../../../contracts/imports.js';
import type { Db } from '../db/types.js';
import { AppError } from '../http/errors.js';
import type { Columns, ValuesOf } from './columns.js';
import type { AnyImportKind, ImportKind, ImportRow, ProgressListener, Report } from './kind.js';
import { readRows } from './read-rows.js';

/** Longest cell read at all, before its column's own limit (a pasted document is not a cell). */
const MAX_CELL = 5000;
/** Progress is told every this many rows. */
const STEP = 2000;
/** The advisory lock every import takes, whichever server process runs it. */
export const IMPORT_LOCK = 0x1_3300;

let running: string | null = null;

const busy = (kind: string) =>
  new AppError(
    'conflict',
    `Another import (${kind}) is running. Try again when it has finished: imports run one at a time.`,
  );

/** The kind this process is importing now, if any. */
export const runningImport = () => running;

/** Refuses at once while this process runs an import (the screen's answer comes before any work). */
export function refuseIfImportRunning(): void {
  if (running) throw busy(running);
}

/**
 * parse → validate → diff → write, for every kind: reads the file's rows, checks the header and
 * each cell, lets the kind resolve its references and count what changes, and writes only when
 * nothing is wrong and it is not a dry run; all in one transaction, one import at a time.
 */
export async function runImport<C extends Columns>(options: {
  db: Db;
  kind: ImportKind<C>;
  bytes: Buffer;
  dryRun: boolean;
  progress?: ProgressListener;
}): Promise<ImportResult> {
  const { db, kind, bytes, dryRun } = options;
  const progress = options.progress ?? (() => {});
  if (running) throw busy(running);
  running = kind.kind;
  try {
    const errors: ImportError[] = [];
    const report = reportInto(errors);
    const { rows, count, header } = await readFile(kind, bytes, report, progress);
    const result = (counts: Counts): ImportResult => ({
      kind: kind.kind as ImportKindName,
      dryRun,
      rows: count,
      ...counts,
      errors: finish(errors, report.count, header),
    });
    const none = { created: 0, updated: 0, unchanged: 0, removed: 0 };
    if (!header || header.broken) return result(none);
    return await db.transaction(async (tx) => {
      const [lock] = (
        (await tx.execute(sql`select pg_try_advisory_xact_lock(${IMPORT_LOCK}) as ok`)) as unknown as {
          rows: { ok: boolean }[];
        }
      ).rows;
      if (!lock?.ok) throw busy('in another server process');
      progress({ phase: 'checking', done: 0, total: rows.length });
      const plan = await kind.plan(tx, rows, report);
      progress({ phase: 'checking', done: rows.length, total: rows.length });
      const { created, updated, unchanged } = plan;
      const counts = { created, updated, unchanged, removed: plan.removed ?? 0 };
      if (report.count > 0) return result(none);
      if (!dryRun) {
        const total = plan.created + plan.updated;
        progress({ phase: 'writing', done: 0, total });
        await plan.write(tx, (done) => progress({ phase: 'writing', done: Math.min(done, total), total }));
      }
      return result(counts);
    });
  } finally {
    running = null;
  }
}

type Counts = { created: number; updated: number; unchanged: number; removed: number };

interface Header {
  row: number;
  /** The file's spelling of each column of the kind. */
  spelling: Map<string, string>;
  /** Unknown, doubled or missing columns: the rows are not checked against the database. */
  broken?: boolean;
}

function reportInto(errors: ImportError[]): Report {
  let count = 0;
  return {
    error(row, column, value, message) {
      count++;
      if (errors.length < IMPORT_MAX_ERRORS) errors.push({ row, column, value, message });
    },
    get count() {
      return count;
    },
  };
}

/** Columns as the file spells them; and past the listed errors, one line saying how many more. */
function finish(errors: ImportError[], count: number, header: Header | undefined): ImportError[] {
  const spelled = errors.map((e) => ({ ...e, column: header?.spelling.get(e.column) ?? e.column }));
  if (count > errors.length)
    spelled.push({
      row: 0,
      column: '',
      value: '',
      message: `…and ${(count - errors.length).toLocaleString('en-US')} more errors, not listed: fix these and check the file again.`,
    });
  return spelled;
}

async function readFile<C extends Columns>(
  kind: ImportKind<C>,
  bytes: Buffer,
  report: Report,
  progress: ProgressListener,
): Promise<{ rows: ImportRow<ValuesOf<C>>[]; count: number; header?: Header }> {
  const names = Object.keys(kind.columns);
  const rows: ImportRow<ValuesOf<C>>[] = [];
  const firstOfKey = new Map<string, number>();
  let header: Header | undefined;
  let count = 0;
  /** Which column of the kind each position of the file holds (undefined: a blank header cell). */
  let positions: (string | undefined)[] = [];
  progress({ phase: 'reading', done: 0, total: null });
  try {
    for await (const { number, cells } of readRows(bytes)) {
      if (cells.every((c) => c.trim() === '')) continue;
      if (!header) {
        header = { row: number, spelling: new Map() };
        positions = readHeader(kind.kind, names, cells, number, header, report);
        for (const [name, column] of Object.entries(kind.columns))
          if (column.required && !header.spelling.has(name))
            report.error(number, name, '', `The column "${name}" is missing: ${kind.kind} need it`);
        if (report.count > 0) header.broken = true;
        continue;
      }
      count++;
      const values = readRow(kind.columns, positions, cells, number, report);
      if (values) {
        const key = kind.keyOf(values);
        const first = key === null ? undefined : firstOfKey.get(key);
        if (first !== undefined)
          report.error(
            number,
            kind.keyColumn,
            String(values[kind.keyColumn] ?? ''),
            `${kind.describeKey(values)} is in the file twice (also row ${first}): keep one row`,
          );
        else if (key !== null) firstOfKey.set(key, number);
        rows.push({ row: number, values });
      }
      if (count % STEP === 0) {
        progress({ phase: 'reading', done: count, total: null });
        // A long file is read in turns, so the server answers other requests meanwhile.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  } catch (err) {
    const message = (err as Error).message ?? String(err);
    report.error(0, '', '', `The file could not be read as CSV or XLSX: ${message}`);
    return { rows, count, header: header && { ...header, broken: true } };
  }
  if (!header) report.error(0, '', '', 'The file is empty: its first row should name the columns.');
  progress({ phase: 'reading', done: count, total: count });
  return { rows, count, header };
}

function readHeader(
  kindName: string,
  names: string[],
  cells: string[],
  row: number,
  header: Header,
  report: Report,
): (string | undefined)[] {
  const positions = cells.map((cell) => {
    const spelled = cell.trim();
    if (!spelled) return undefined;
    const name = names.find((n) => n === spelled.toLowerCase().replace(/[\s-]+/g, '_'));
    if (!name) {
      report.error(
        row,
        spelled,
        spelled,
        `Unknown column "${spelled}": ${kindName} take the columns ${names.join(', ')}`,
      );
      return undefined;
    }
    if (header.spelling.has(name)) {
      report.error(row, spelled, spelled, `The column "${spelled}" is in the header twice: keep one`);
      return undefined;
    }
    header.spelling.set(name, spelled);
    return name;
  });
  return positions;
}

function readRow<C extends Columns>(
  columns: C,
  positions: (string | undefined)[],
  cells: string[],
  row: number,
  report: Report,
): ValuesOf<C> | undefined {
  const values: Record<string, unknown> = {};
  let bad = false;
  const seen = new Set<string>();
  cells.forEach((raw, i) => {
    const name = positions[i];
    const text = raw.trim();
    if (!name) {
      if (text) {
        report.error(row, '', text, `A value in column ${i + 1}, which has no known name in the header`);
        bad = true;
      }
      return;
    }
    seen.add(name);
    const column = columns[name]!;
    if (text.includes('\0')) {
      report.error(row, name, text.replaceAll('\0', ''), 'holds a NUL character, which no cell may hold');
      bad = true;
    } else if (text.length > MAX_CELL) {
      report.error(
        row,
        name,
        `${text.slice(0, 40)}…`,
        `is ${text.length} characters long; at most ${MAX_CELL} fit`,
      );
      bad = true;
    } else if (text === '') {
      if (column.required) {
        report.error(row, name, '', 'is required');
        bad = true;
      } else values[name] = column.blank;
    } else {
      const parsed = column.parse(text);
      if ('error' in parsed) {
        report.error(row, name, text, parsed.error);
        bad = true;
      } else values[name] = parsed.value;
    }
  });
  for (const [name, column] of Object.entries(columns)) {
    if (seen.has(name)) continue;
    if (column.required && positions.includes(name)) {
      report.error(row, name, '', 'is required');
      bad = true;
    } else values[name] = column.blank;
  }
  return bad ? undefined : (values as ValuesOf<C>);
}

/** The kinds the app takes, by name (the composition of the imports feature fills it). */
export type ImportKinds = Readonly<Record<ImportKindName, AnyImportKind>>;
