import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../server/platform/db/types.js';
import type { HttpSession } from '../../test/http-session.js';
import type { ScreenCase } from '../case.js';

/**
 * Issue 33's scale: 50,000 categories and 5,000 contacts, each imported as a CSV file through
 * POST /imports/{kind} on the running server: a dry run, then the import, timed from the upload to
 * the answer, with the server's RSS sampled every 50 ms. The rows use their own number range and
 * keys, and a description that names the run, so the first run creates them and a later run
 * updates every one (the figures say which).
 */
export interface ImportFigures {
  name: string;
  rows: number;
  fileMb: number;
  dryRunSeconds: number;
  importSeconds: number;
  created: number;
  updated: number;
  rssMb: { before: number; peak: number };
}

export interface ImportCase<I = Record<string, unknown>> {
  name: string;
  /** Reads what the files need from the large data set (before the server starts). */
  prepare(db: Db): Promise<I>;
  run(session: HttpSession, serverPid: number, input: I): Promise<ImportFigures[]>;
  /** Screens to time on what was imported (after the run, through the server: it holds the data). */
  screens?(session: HttpSession, input: I): Promise<{ screen: ImportedScreen; path: string }[]>;
}

/** A screen of what an import made: found through the server after the run, not prepared before it. */
export type ImportedScreen = Omit<ScreenCase, 'prepare'>;

/** Lets a list hold cases with different inputs. */
export const importCase = <I>(c: ImportCase<I>) => c as unknown as ImportCase;

const rssMb = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

async function upload(session: HttpSession, kind: string, file: string, dryRun: boolean) {
  const form = new FormData();
  form.set('dryRun', String(dryRun));
  form.set('file', new Blob([file], { type: 'text/csv' }), `${kind}.csv`);
  const started = performance.now();
  const { 'content-type': _json, ...headers } = session.headers;
  const res = await fetch(`${session.baseUrl}/imports/${kind}`, { method: 'POST', headers, body: form });
  const body = (await res.json()) as { created: number; updated: number; errors: unknown[] };
  if (res.status !== 200)
    throw new Error(`import ${kind}: ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
  return { seconds: Math.round((performance.now() - started) / 100) / 10, ...body };
}

/** A dry run, then the import, of one file: seconds each, and the server's RSS before and at its peak. */
export async function measure(
  session: HttpSession,
  pid: number,
  name: string,
  kind: string,
  file: string,
  rows: number,
) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  try {
    const dry = await upload(session, kind, file, true);
    const real = await upload(session, kind, file, false);
    return {
      name,
      rows,
      fileMb: Math.round((Buffer.byteLength(file) / 1024 / 1024) * 10) / 10,
      dryRunSeconds: dry.seconds,
      importSeconds: real.seconds,
      created: real.created,
      updated: real.updated,
      rssMb: { before, peak },
    };
  } finally {
    clearInterval(sampler);
  }
}

export const catalogImportCases: ImportCase[] = [
  importCase({
    name: 'import 50k categories + 5k contacts',
    async prepare(db) {
      const [row] = await selectRows<{ department: string; labor: number }>(
        db,
        sql`select d.title as department, (select category_number from categories where is_labor order by id limit 1) as labor
            from departments d order by d.sort_order limit 1`,
      );
      return row!;
    },
    async run(session, pid, { department, labor }) {
      const run = new Date().toISOString();
      const categories = ['number,description,department,weight_lbs,active,owned'];
      for (let i = 0; i < 50_000; i++)
        categories.push(
          `${7_000_000 + i},"Bench item ${i} (${run})",${department},${(i % 90) + 0.5},yes,${i % 40}`,
        );
      const contacts = ['key,first_name,last_name,email,department,staff,day_rate,roles'];
      for (let i = 0; i < 5_000; i++)
        contacts.push(
          `BENCH-${i},Pat ${i},Import ${run.slice(11, 19)},pat${i}@example.net,${department},no,${300 + (i % 50) * 10},${labor}`,
        );
      return [
        await measure(session, pid, '50,000 categories', 'categories', `${categories.join('\n')}\n`, 50_000),
        await measure(session, pid, '5,000 contacts', 'contacts', `${contacts.join('\n')}\n`, 5_000),
      ];
    },
  }),
];
