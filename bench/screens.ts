import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../e2e/chromium.js';
import type { ScreenCase } from './case.js';
import { type PageCost, pageCost, runStep, STEP_HELPERS, STEPS, timedStep } from './screen-steps.js';
import { median } from './stats.js';

/** One interaction on a screen after it is interactive (a click to its next frame). */
export interface StepFigures {
  name: string;
  ms: number;
  longTasks: number;
  longestTaskMs: number;
  kb: number;
}

export interface ScreenFigures {
  name: string;
  paintMs: number;
  interactiveMs: number;
  filterMs?: number;
  runs: number;
  /** Long tasks (over 50 ms) from navigation to interactive: how many, their sum, the longest. */
  longTasks?: number;
  longTaskMs?: number;
  longestTaskMs?: number;
  /** Elements in the document once interactive (what the browser lays out and keeps). */
  domNodes?: number;
  /** Bytes received (decoded body, KB: what the page parses, from the cache or not) up to interactive. */
  kb?: number;
  steps?: StepFigures[];
}

const RUNS = Number(process.env.BENCH_SCREEN_RUNS ?? 5);

/**
 * Notes, inside the page, when each selector of the case first matches (a MutationObserver runs
 * as the DOM changes). Playwright's wait polls at growing intervals (0, 20, 100, 100, 500 ms ...),
 * so the time read after it could be half a second late; these marks are the figures.
 */
const FIRST_MATCH_MARKS = `
  const watch = JSON.parse(sessionStorage.getItem('bench-watch') || 'null');
  if (watch) {
    window.__marks = {};
    const check = () => {
      for (const [name, selector] of Object.entries(watch))
        if (!(name in window.__marks) && document.querySelector(selector)) window.__marks[name] = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  }
`;

/** When `name`'s selector first matched, or now if the page kept no mark. */
const markOf = (page: Page, name: string) =>
  page.evaluate(
    (n) => (window as unknown as { __marks?: Record<string, number> }).__marks?.[n] ?? performance.now(),
    name,
  );

/** Collects long tasks from the document's start (before any script of the app runs). */
const LONG_TASK_OBSERVER = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

/** The case's filter: its text typed into the field, to the DOM change that empties the table. */
async function filterKeystroke(page: Page, f: NonNullable<ScreenCase['filter']>): Promise<number> {
  const { t0, answered } = await runStep(page, {
    screen: '',
    name: 'filter',
    type: { field: f.input, text: f.text },
    until: { gone: f.rows },
  });
  return answered - t0 - f.debounceMs;
}

const med = (xs: number[]) => Math.round(median(xs));

/**
 * Per screen, the median over RUNS navigations (fresh page, warm server) of: first rows, interactive,
 * long tasks and bytes up to interactive, DOM nodes, the filter keystroke, and the screen's steps
 * (bench/screen-steps.ts).
 */
export async function measureScreens(
  baseUrl: string,
  login: { email: string; password: string },
  cases: { screen: Omit<ScreenCase, 'prepare'>; path: string }[],
): Promise<ScreenFigures[]> {
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1400, height: 900 } });
    await context.addInitScript(LONG_TASK_OBSERVER);
    await context.addInitScript(FIRST_MATCH_MARKS);
    await context.addInitScript(STEP_HELPERS);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(login.email);
    await page.getByLabel('Password').fill(login.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const out: ScreenFigures[] = [];
    for (const { screen, path } of cases) {
      const paint: number[] = [];
      const ready: number[] = [];
      const filter: number[] = [];
      const costs: PageCost[] = [];
      const steps = STEPS.filter((s) => screen.name.includes(s.screen));
      const stepRuns = steps.map(() => [] as StepFigures[]);
      // Session storage of the app's origin, read by FIRST_MATCH_MARKS at each navigation.
      await page.evaluate((watch) => sessionStorage.setItem('bench-watch', JSON.stringify(watch)), {
        painted: screen.painted,
        interactive: screen.interactive,
      });
      for (let i = 0; i < RUNS; i++) {
        await page.goto('about:blank');
        await page.goto(path, { waitUntil: 'commit' });
        await page.waitForSelector(screen.painted, { timeout: 30_000 });
        await page.waitForSelector(screen.interactive, { timeout: 30_000 });
        paint.push(await markOf(page, 'painted'));
        ready.push(await markOf(page, 'interactive'));
        costs.push(await pageCost(page));
        for (const [k, step] of steps.entries()) stepRuns[k]!.push(await timedStep(page, step));
        if (screen.filter) filter.push(await filterKeystroke(page, screen.filter));
      }
      out.push({
        name: screen.name,
        paintMs: med(paint),
        interactiveMs: med(ready),
        filterMs: filter.length ? med(filter) : undefined,
        runs: RUNS,
        longTasks: med(costs.map((c) => c.longTasks)),
        longTaskMs: med(costs.map((c) => c.longTaskMs)),
        longestTaskMs: med(costs.map((c) => c.longestTaskMs)),
        domNodes: med(costs.map((c) => c.domNodes)),
        kb: med(costs.map((c) => c.kb)),
        steps: steps.map((s, k) => {
          const runs = stepRuns[k]!;
          return {
            name: s.name,
            ms: med(runs.map((r) => r.ms)),
            longTasks: med(runs.map((r) => r.longTasks)),
            longestTaskMs: med(runs.map((r) => r.longestTaskMs)),
            kb: med(runs.map((r) => r.kb)),
          };
        }),
      });
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** The screens' table, with their long tasks, DOM size, bytes and steps. */
export function screensMarkdown(figures: ScreenFigures[]): string[] {
  const lines = [
    '| screen | first rows ms | interactive ms | filter keystroke ms (after debounce) | long tasks > 50 ms (sum / longest ms) | DOM nodes | KB received |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const s of figures) {
    lines.push(
      `| ${s.name} | ${s.paintMs} | ${s.interactiveMs} | ${s.filterMs ?? '–'} | ${s.longTasks ?? '–'} (${s.longTaskMs ?? '–'} / ${s.longestTaskMs ?? '–'}) | ${s.domNodes ?? '–'} | ${s.kb ?? '–'} |`,
    );
    for (const t of s.steps ?? [])
      lines.push(
        `| ↳ ${t.name} | ${t.ms} (to the next frame) | | | ${t.longTasks} (longest ${t.longestTaskMs}) | | ${t.kb} |`,
      );
  }
  return lines;
}
