export interface Timing {
  p50: number;
  p99: number;
  mean: number;
  runs: number;
}

const round = (n: number) => Math.round(n * 100) / 100;

export function summarize(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = sorted.reduce((a, b) => a + b, 0) / (sorted.length || 1);
  return { p50: round(at(0.5)), p99: round(at(0.99)), mean: round(mean), runs: sorted.length };
}

export const median = (xs: number[]) => summarize(xs).p50;

/** Times fn `runs` times after `warmup` untimed calls, one after another. */
export async function timeIt(fn: () => Promise<unknown>, runs: number, warmup = 3): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return summarize(samples);
}
