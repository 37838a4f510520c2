import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../e2e/chromium.js';
import type { ScreenCase } from './case.js';
import { median } from './stats.js';

export interface ScreenFigures {
  name: string;
  paintMs: number;
  interactiveMs: number;
  filterMs?: number;
  runs: number;
}

const RUNS = Number(process.env.BENCH_SCREEN_RUNS ?? 5);

/** Median over RUNS navigations (fresh page, warm server) of the time to paint and to interactive. */
export async function measureScreens(
  baseUrl: string,
  login: { email: string; password: string },
  cases: { screen: ScreenCase; path: string }[],
): Promise<ScreenFigures[]> {
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1400, height: 900 } });
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
      for (let i = 0; i < RUNS; i++) {
        await page.goto('about:blank');
        await page.goto(path, { waitUntil: 'commit' });
        await page.waitForSelector(screen.painted, { timeout: 30_000 });
        paint.push(await page.evaluate(() => performance.now()));
        await page.waitForSelector(screen.interactive, { timeout: 30_000 });
        ready.push(await page.evaluate(() => performance.now()));
        if (screen.filter) {
          const f = screen.filter;
          // Timed inside the page, from the input event to the DOM change that empties the table,
          // so the round trips of driving the browser are not counted.
          await page.evaluate(
            ({ input, rows }) => {
              const w = window as unknown as { benchFilter: { typed?: number; done?: number } };
              w.benchFilter = {};
              document.querySelector(input)!.addEventListener('input', () => {
                w.benchFilter.typed ??= performance.now();
              });
              const observer = new MutationObserver(() => {
                if (w.benchFilter.typed === undefined || document.querySelectorAll(rows).length) return;
                w.benchFilter.done = performance.now();
                observer.disconnect();
              });
              observer.observe(document.body, { childList: true, subtree: true });
            },
            { input: f.input, rows: f.rows },
          );
          await page.fill(f.input, f.text);
          const { typed, done } = (await (
            await page.waitForFunction(
              () => {
                const t = (window as unknown as { benchFilter: { typed?: number; done?: number } })
                  .benchFilter;
                return t.done !== undefined && t;
              },
              undefined,
              { timeout: 30_000 },
            )
          ).jsonValue()) as { typed: number; done: number };
          filter.push(done - typed - f.debounceMs);
        }
      }
      out.push({
        name: screen.name,
        paintMs: Math.round(median(paint)),
        interactiveMs: Math.round(median(ready)),
        filterMs: filter.length ? Math.round(median(filter)) : undefined,
        runs: RUNS,
      });
    }
    return out;
  } finally {
    await browser.close();
  }
}
