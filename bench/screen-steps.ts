import type { Page } from 'playwright-core';
import type { StepFigures } from './screens.js';

/**
 * What the user does on a screen once it is interactive, timed inside the page: from the click to
 * the first frame after `until` holds (so the browser's own work to show the answer is counted,
 * the round trips of driving it are not). `after` puts the screen back for the next step.
 */
export interface ScreenStep {
  /** Runs on the screens whose name contains this. */
  screen: string;
  name: string;
  /** The element clicked: a selector, and the button's text when the selector is not enough. */
  click: { selector: string; text?: string };
  /** A selector present once the answer is on screen. */
  until: string;
  after?(page: Page): Promise<void>;
}

const closeDialog = async (page: Page) => {
  await page.keyboard.press('Escape');
  await page.waitForSelector('dialog[open]', { state: 'detached' });
};

const DEPARTMENTS = '[aria-label="Departments"] button';
const customItem: Omit<ScreenStep, 'name'> = {
  screen: 'show pull',
  click: { selector: '.pull-right button', text: 'Add Custom Item' },
  // The picker is a searching button once the catalogue (thousands of categories) is in.
  until: 'dialog[open] button[aria-label="Category"]',
  after: closeDialog,
};

export const STEPS: ScreenStep[] = [
  {
    screen: 'show pull',
    name: 'one department',
    click: { selector: `${DEPARTMENTS}:not([title="All departments"])` },
    until: `${DEPARTMENTS}[aria-pressed="true"]:not([title="All departments"])`,
  },
  {
    screen: 'show pull',
    name: 'back to All',
    click: { selector: `${DEPARTMENTS}[title="All departments"]` },
    until: `${DEPARTMENTS}[aria-pressed="true"][title="All departments"]`,
  },
  {
    screen: 'labor invites',
    name: 'Uncrewed',
    click: { selector: '.labor-invites .filters button:nth-child(2)' },
    until: '.labor-invites .filters button:nth-child(2)[aria-pressed="true"]',
  },
  {
    screen: 'labor invites',
    name: 'back to All',
    click: { selector: '.labor-invites .filters button:first-child' },
    until: '.labor-invites .filters button:first-child[aria-pressed="true"]',
  },
  { ...customItem, name: 'Add Custom Item, first open' },
  { ...customItem, name: 'Add Custom Item, again' },
];

export interface PageCost {
  longTasks: number;
  longTaskMs: number;
  longestTaskMs: number;
  domNodes: number;
  kb: number;
}

type LongTask = { start: number; ms: number };

/** Long tasks are reported a little after they end: give the observer a moment. */
const settle = (page: Page) => page.evaluate(() => new Promise((r) => setTimeout(r, 150)));

const sum = (tasks: LongTask[]) => {
  const ms = tasks.map((t) => t.ms);
  return {
    longTasks: ms.length,
    longTaskMs: Math.round(ms.reduce((a, b) => a + b, 0)),
    longestTaskMs: Math.round(Math.max(0, ...ms)),
  };
};

/** The document's cost so far: long tasks since navigation, elements, bytes received (decoded: what the page parses, cached or not). */
export async function pageCost(page: Page): Promise<PageCost> {
  await settle(page);
  const { tasks, domNodes, bytes } = await page.evaluate(() => ({
    tasks: (window as unknown as { __longTasks: LongTask[] }).__longTasks,
    domNodes: document.getElementsByTagName('*').length,
    bytes: [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
      .map((e) => (e as PerformanceResourceTiming).decodedBodySize)
      .reduce((a, b) => a + b, 0),
  }));
  return { ...sum(tasks), domNodes, kb: Math.round(bytes / 1024) };
}

export async function timedStep(page: Page, step: ScreenStep): Promise<StepFigures> {
  const { t0, t1, bytes } = await page.evaluate(
    async ({ click, until }) => {
      const target = [...document.querySelectorAll<HTMLElement>(click.selector)].find(
        (e) => click.text === undefined || e.textContent?.trim() === click.text,
      );
      if (!target) throw new Error(`bench step: nothing matches ${click.selector} ${click.text ?? ''}`);
      const t0 = performance.now();
      target.click();
      await new Promise<void>((resolve) => {
        if (document.querySelector(until)) return resolve();
        const observer = new MutationObserver(() => {
          if (!document.querySelector(until)) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      });
      // The frame that shows it.
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const t1 = performance.now();
      const bytes = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= t0)
        .map((e) => (e as PerformanceResourceTiming).decodedBodySize)
        .reduce((a, b) => a + b, 0);
      return { t0, t1, bytes };
    },
    { click: step.click, until: step.until },
  );
  await settle(page);
  const tasks = await page.evaluate(
    ({ from, to }) =>
      (window as unknown as { __longTasks: LongTask[] }).__longTasks.filter(
        (t) => t.start + t.ms > from && t.start < to,
      ),
    { from: t0, to: t1 },
  );
  await step.after?.(page);
  return { name: step.name, ms: t1 - t0, ...sum(tasks), kb: Math.round(bytes / 1024) };
}
