import fs from 'node:fs';
import type { BundleFigures } from './bundle.js';
import type { StreamFigures } from './cases/streams.js';
import type { LoadFigures } from './load.js';
import type { ScreenFigures } from './screens.js';
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
  meta: { when: string; database: string; node: string; cpus: number; secondsPerRun: number };
  healthz: LoadFigures[];
  cases: CaseResult[];
  screens: ScreenFigures[];
  /** Live streams (absent in results saved before issue 21). */
  streams?: StreamFigures[];
  bundle: BundleFigures;
  memory: { peakRssMb: number };
}

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
    }
  }
  for (const s of r.screens) {
    put(`screen ${s.name} paint`, s.paintMs);
    put(`screen ${s.name} interactive`, s.interactiveMs);
    put(`screen ${s.name} filter`, s.filterMs);
  }
  for (const s of r.streams ?? []) {
    put(`${s.name} p99`, s.p99);
    put(`${s.name} kb per stream`, s.kbPerStream);
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
    `# Benchmark (${r.meta.when}, ${r.meta.database}, Node ${r.meta.node}, ${r.meta.cpus} cores, ${r.meta.secondsPerRun} s per load run)`,
    '',
    '## API (closed-loop HTTP load on loopback)',
    '',
    '| case | floor p50 / p99 ms | c10 rps | c10 p50 / p99 ms | c50 rps | c50 p50 / p99 ms | errors | ratio | p99 target |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const h of r.healthz)
    lines.push(
      `| /healthz (no work) c${h.connections} | – | ${h.rps} | ${h.p50} / ${h.p99} | | | ${h.errors + h.non2xx} | | |`,
    );
  for (const c of r.cases) {
    const [a, b] = [c.load.find((l) => l.connections === 10), c.load.find((l) => l.connections === 50)];
    const ok = a && a.p99 <= c.p99Target ? 'met' : 'MISSED';
    lines.push(
      `| ${c.name} | ${c.floor.p50} / ${c.floor.p99} | ${a?.rps ?? ''} | ${a ? `${a.p50} / ${a.p99}` : ''} | ${b?.rps ?? ''} | ${b ? `${b.p50} / ${b.p99}` : ''} | ${c.load.reduce((n, l) => n + l.errors + l.non2xx, 0)} | ${c.ratio} | ${c.p99Target} ms ${ok} |`,
    );
  }
  lines.push(
    '',
    '## Screens (headless Chromium, median)',
    '',
    '| screen | first rows ms | interactive ms | filter keystroke ms (after debounce) |',
    '|---|---|---|---|',
  );
  for (const s of r.screens)
    lines.push(`| ${s.name} | ${s.paintMs} | ${s.interactiveMs} | ${s.filterMs ?? '–'} |`);
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
  lines.push('', `## Memory`, '', `Server peak RSS during the load runs: ${r.memory.peakRssMb} MB.`, '');
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
