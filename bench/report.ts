import fs from 'node:fs';
import type { BundleFigures } from './bundle.js';
import type { BackupFigures } from './cases/backup.js';
import type { ImportFigures } from './cases/imports.js';
import type { StreamFigures } from './cases/streams.js';
import type { LoadFigures } from './load.js';
import { type ScreenFigures, screensMarkdown } from './screens.js';
import type { ProcessMemory } from './server-metrics.js';
import type { Timing } from './stats.js';

export interface CaseResult {
  name: string;
  kind: 'read' | 'write';
  p99Target: number;
  /** The case's own service call, in-process, no HTTP. */
  floor: Timing;
  load: LoadFigures[];
  /** Server time per request at 10 connections (1000 / rps) over the floor's mean: target ≤ 2. */
  ratio: number;
}

export interface BenchResults {
  meta: { when: string; database: string; scale?: string; node: string; cpus: number; secondsPerRun: number };
  healthz: LoadFigures[];
  cases: CaseResult[];
  screens: ScreenFigures[];
  /** Live streams (absent in results saved before issue 21). */
  streams?: StreamFigures[];
  /** A backup while the server serves (absent in results saved before it). */
  backups?: BackupFigures[];
  /** Imports of the company's catalogue and crew (issue 33; absent in results saved before it). */
  imports?: ImportFigures[];
  bundle: BundleFigures;
  memory: {
    /** Sum of the peaks of every process Loadout started. */
    peakRssMb: number;
    processes?: ProcessMemory[];
    /** PGlite alone on the same data (bench/pglite-floor.mjs); absent on PostgreSQL. */
    pgliteFloor?: { nodeRssMb: number; openRssMb: number; warmRssMb: number; peakRssMb: number };
  };
}

const isBusy = (c: CaseResult) => !c.load.some((l) => l.connections === 10);
const loop = (l: LoadFigures | undefined) => (l?.eventLoop ? `${l.eventLoop.p99}` : '–');

/** Every figure by a stable name, with the direction that is better. */
function metrics(r: BenchResults): Map<string, { value: number; lowerIsBetter: boolean }> {
  const m = new Map<string, { value: number; lowerIsBetter: boolean }>();
  const put = (k: string, value: number | undefined, lowerIsBetter = true) => {
    if (value !== undefined) m.set(k, { value, lowerIsBetter });
  };
  for (const h of r.healthz) put(`healthz c${h.connections} rps`, h.rps, false);
  for (const c of r.cases) {
    put(`${c.name} floor p50`, c.floor.p50);
    for (const l of c.load) {
      put(`${c.name} c${l.connections} rps`, l.rps, false);
      put(`${c.name} c${l.connections} p99`, l.p99);
      put(`${c.name} c${l.connections} loop p99`, l.eventLoop?.p99);
      put(`${c.name} c${l.connections} fresh healthz max`, l.fresh?.max);
    }
  }
  for (const s of r.screens) {
    put(`screen ${s.name} paint`, s.paintMs);
    put(`screen ${s.name} interactive`, s.interactiveMs);
    put(`screen ${s.name} filter`, s.filterMs);
    put(`screen ${s.name} longest task`, s.longestTaskMs);
    put(`screen ${s.name} dom nodes`, s.domNodes);
  }
  for (const s of r.streams ?? []) {
    put(`${s.name} p99`, s.p99);
    put(`${s.name} kb per stream`, s.kbPerStream);
  }
  for (const b of r.backups ?? []) {
    put(`${b.name} healthz p99 ratio`, b.healthz.ratio.p99);
    put(`${b.name} write max`, b.writes.during.max);
    put(`${b.name} seconds`, b.seconds);
    put(`${b.name} rss peak mb`, b.rssMb.peak);
  }
  put('bundle initial js kb', r.bundle.initialJsKb);
  put('bundle initial css kb', r.bundle.initialCssKb);
  put('memory peak rss mb', r.memory.peakRssMb);
  return m;
}

/** Figures more than 20 % worse than the committed baseline (and by more than 1 unit, to skip noise). */
export function regressions(now: BenchResults, baseline: BenchResults | undefined): string[] {
  if (!baseline) return [];
  const before = metrics(baseline);
  const out: string[] = [];
  for (const [key, { value, lowerIsBetter }] of metrics(now)) {
    const old = before.get(key)?.value;
    if (old === undefined || old === 0) continue;
    const worse = lowerIsBetter ? value / old : old / value;
    if (worse > 1.2 && Math.abs(value - old) > 1)
      out.push(`${key}: ${old} → ${value} (${Math.round((worse - 1) * 100)} % worse)`);
  }
  return out;
}

export function toMarkdown(r: BenchResults, flagged: string[]): string {
  const lines = [
    `# Benchmark (${r.meta.when}, ${r.meta.database}, ${r.meta.scale ?? 'large'} data, Node ${r.meta.node}, ${r.meta.cpus} cores, ${r.meta.secondsPerRun} s per load run)`,
    '',
    '## API (closed-loop HTTP load on loopback)',
    '',
    "Loop: the server's event-loop delay p99 (ms) during the c10 / c50 run.",
    '',
    '| case | floor p50 / p99 ms | c10 rps | c10 p50 / p99 ms | c50 rps | c50 p50 / p99 ms | loop c10 / c50 | errors | ratio | p99 target |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const h of r.healthz)
    lines.push(
      `| /healthz (no work) c${h.connections} | – | ${h.rps} | ${h.p50} / ${h.p99} | | | ${loop(h)} | ${h.errors + h.non2xx} | | |`,
    );
  for (const c of r.cases.filter((x) => !isBusy(x))) {
    const [a, b] = [c.load.find((l) => l.connections === 10), c.load.find((l) => l.connections === 50)];
    const ok = a && a.p99 <= c.p99Target ? 'met' : 'MISSED';
    lines.push(
      `| ${c.name} | ${c.floor.p50} / ${c.floor.p99} | ${a?.rps ?? ''} | ${a ? `${a.p50} / ${a.p99}` : ''} | ${b?.rps ?? ''} | ${b ? `${b.p50} / ${b.p99}` : ''} | ${loop(a)} / ${loop(b)} | ${c.load.reduce((n, l) => n + l.errors + l.non2xx, 0)} | ${c.ratio} | ${c.p99Target} ms ${ok} |`,
    );
  }
  lines.push(...busyTable(r));
  lines.push('', '## Screens (headless Chromium, median)', '', ...screensMarkdown(r.screens));
  lines.push(
    '',
    "## Live streams (from a write's answer to its event on every stream)",
    '',
    '| case | writes | p50 / p99 ms | p99 target | server KB per stream |',
    '|---|---|---|---|---|',
  );
  for (const s of r.streams ?? [])
    lines.push(
      `| ${s.name} | ${s.writes} | ${s.p50} / ${s.p99} | ${s.p99Target} ms ${s.p99 <= s.p99Target ? 'met' : 'MISSED'} | ${s.kbPerStream} |`,
    );
  lines.push(...backupTable(r));
  lines.push(...importTable(r));
  lines.push(
    '',
    '## Bundle (gzipped)',
    '',
    `Initial: JavaScript ${r.bundle.initialJsKb} KB, CSS ${r.bundle.initialCssKb} KB (budget 150 KB together).`,
    '',
    '| route chunk | KB |',
    '|---|---|',
  );
  for (const c of r.bundle.routes) lines.push(`| ${c.name} | ${c.kb} |`);
  lines.push(...memoryTable(r));
  lines.push(
    '## Against bench/baseline.json',
    '',
    ...(flagged.length ? flagged.map((f) => `- WORSE: ${f}`) : ['No figure is more than 20 % worse.']),
    '',
  );
  return lines.join('\n');
}

export function writeResults(r: BenchResults, markdown: string): void {
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/latest.json', `${JSON.stringify(r, null, 2)}\n`);
  fs.writeFileSync('bench/results/latest.md', markdown);
}

export function readBaseline(): BenchResults | undefined {
  const file = 'bench/baseline.json';
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as BenchResults) : undefined;
}

/** The many-connection cases: what a busy hour looks like, and what a new connection meets then. */
function busyTable(r: BenchResults): string[] {
  const busy = r.cases.filter(isBusy);
  if (!busy.length) return [];
  const lines = [
    '',
    '| busy case | rps | p50 / p99 ms | errors / non-2xx | fresh /healthz p50 / worst ms (probes), idle p50 | loop p99 / max ms | p99 target |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const c of busy)
    for (const l of c.load)
      lines.push(
        `| ${c.name} | ${l.rps} | ${l.p50} / ${l.p99} | ${l.errors} / ${l.non2xx} | ${l.fresh ? `${l.fresh.p50} / ${l.fresh.max} (${l.fresh.probes}, ${l.fresh.failed} failed), ${l.fresh.idleP50 ?? '–'}` : '–'} | ${l.eventLoop ? `${l.eventLoop.p99} / ${l.eventLoop.max}` : '–'} | ${c.p99Target} ms ${l.p99 <= c.p99Target ? 'met' : 'MISSED'} |`,
      );
  return lines;
}

/** /healthz and a writer during a backup, against the same load with no backup just before. */
function backupTable(r: BenchResults): string[] {
  if (!r.backups?.length) return [];
  const ms = (s: BackupFigures['writes']['idle']) => `${s.p50} / ${s.p99} / ${s.max}`;
  const lines = [
    '',
    '## Backup while serving (ms p50 / p99 / max; ratio: during the backup over idle, same run)',
    '',
    '| case | backup s | file MB | /healthz idle | /healthz during | ratio p50 / p99 / max | write idle | write during | RSS idle → peak MB |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const b of r.backups)
    lines.push(
      `| ${b.name} | ${b.seconds} | ${b.fileMb} | ${ms(b.healthz.idle)} | ${ms(b.healthz.during)} | ${b.healthz.ratio.p50} / ${b.healthz.ratio.p99} / ${b.healthz.ratio.max} | ${ms(b.writes.idle)} | ${ms(b.writes.during)} | ${b.rssMb.idle} → ${b.rssMb.peak} |`,
    );
  return lines;
}

/** Issue 33: a dry run and an import of a large file, from the upload to the answer. */
function importTable(r: BenchResults): string[] {
  if (!r.imports?.length) return [];
  const lines = [
    '',
    '## Imports (CSV through POST /imports/{kind}, from the upload to the answer)',
    '',
    '| file | rows | MB | dry run s | import s | created / updated | server RSS before → peak MB |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const f of r.imports)
    lines.push(
      `| ${f.name} | ${f.rows} | ${f.fileMb} | ${f.dryRunSeconds} | ${f.importSeconds} | ${f.created} / ${f.updated} | ${f.rssMb.before} → ${f.rssMb.peak} |`,
    );
  return lines;
}

function memoryTable(r: BenchResults): string[] {
  const m = r.memory;
  const lines = [
    '',
    '## Memory',
    '',
    `Peak RSS of every process Loadout started, summed: ${m.peakRssMb} MB.`,
    '',
  ];
  if (m.processes?.length) {
    lines.push('| process | peak RSS MB | RSS at the end MB |', '|---|---|---|');
    for (const p of m.processes) lines.push(`| ${p.pid} ${p.command} | ${p.peakRssMb} | ${p.rssMb} |`);
  }
  if (m.pgliteFloor)
    lines.push(
      '',
      `Floor: PGlite alone on the same data (bench/pglite-floor.mjs): ${m.pgliteFloor.openRssMb} MB open, ` +
        `${m.pgliteFloor.warmRssMb} MB after reading every table (peak ${m.pgliteFloor.peakRssMb} MB). ` +
        `The app above that floor: ${m.peakRssMb - m.pgliteFloor.peakRssMb} MB.`,
    );
  lines.push('');
  return lines;
}
