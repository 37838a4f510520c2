import type { Page } from 'playwright-core';
import type { StepFigures } from './screens.js';

/**
 * What the user does on a screen once it is interactive, timed inside the page: from the click or
 * the keystroke to the first frame after `until` holds (so the browser's own work to show the
 * answer is counted, the round trips of driving it are not). `after` puts the screen back for the
 * next step. Steps run in order on the same page, so one may leave a dialog open for the next.
 */
export type ScreenStep = StepAction & {
  /** Runs on the screens whose name contains this. */
  screen: string;
  name: string;
  until: StepAnswer;
  after?(page: Page): Promise<void>;
};

export type StepAction =
  /** The element clicked: a selector, and the button's text when the selector is not enough. */
  | { click: { selector: string; text?: string } }
  /** Text typed at the end of a field (a selector, by its label), in one input event as a keystroke makes. */
  | { type: { field: string; text: string } }
  /** An option chosen in a select (a selector), by its value. */
  | { choose: { field: string; value: string } };

/**
 * The answer on screen: a selector that then matches; or `changed`, the elements a selector
 * matches read otherwise (other rows, other counts); or `gone`, nothing matches any more.
 */
export type StepAnswer = string | { changed: string } | { gone: string };

/**
 * In the page, as a string: tsx wraps named functions in a helper the page lacks. The rows a
 * `changed` answer compares, and whether an answer holds.
 */
export const STEP_HELPERS = `
  window.__benchRows = (selector) =>
    [...document.querySelectorAll(selector)].map((e) => e.textContent).join('\\n');
  window.__benchHolds = (until, before) =>
    typeof until === 'string'
      ? document.querySelector(until) !== null
      : 'gone' in until
        ? document.querySelector(until.gone) === null
        : window.__benchRows(until.changed) !== before;
`;

const closeDialog = async (page: Page) => {
  await page.keyboard.press('Escape');
  await page.waitForSelector('dialog[open]', { state: 'detached' });
};

/** Escape in a search field with text clears the field: the dialog is closed with its Cancel. */
const cancelDialog = async (page: Page) => {
  await page.locator('dialog[open]').getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.waitForSelector('dialog[open]', { state: 'detached' });
};

const LABOR_FILTERS = '.labor-invites .filters button';
/** A first letter that narrows both the positions and the technicians. */
const LABOR_KEY = 'k';
/** The picker's drawn rows and its count (role holders first: the rows drawn may stay the same). */
const PICKER_ROWS = 'dialog[open] .picker-row, dialog[open] .invitee-picker > [aria-live]';
const sendInvite = {
  screen: 'labor invites',
  click: { selector: 'tr.position button.primary:not([disabled])', text: 'Send Invite' },
};

const DEPARTMENTS = '[aria-label="Departments"] button';
const customItem = {
  screen: 'show pull',
  click: { selector: '.pull-right button', text: 'Add Custom Item' },
  // The picker once the catalogue is in: a searching button over thousands of categories, a
  // dropdown with its options on a small catalogue (the small data set).
  until:
    'dialog[open] button[aria-label="Category"], dialog[open] select[aria-label="Category"]:has(option + option)',
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
  // Issue 37.7: each filter and back to All, a search keystroke, then the invitee picker opened on
  // an open position and a keystroke in its search.
  ...(['Uncrewed', 'Tentative', 'Confirmed', 'All'] as const).map(
    (filter, i): ScreenStep => ({
      screen: 'labor invites',
      name: filter === 'All' ? 'back to All' : filter,
      click: { selector: `${LABOR_FILTERS}:nth-child(${i === 3 ? 1 : i + 2})` },
      until: `${LABOR_FILTERS}:nth-child(${i === 3 ? 1 : i + 2})[aria-pressed="true"]`,
    }),
  ),
  {
    screen: 'labor invites',
    name: 'search keystroke',
    type: { field: '.labor-invites input[aria-label="Search"]', text: LABOR_KEY },
    until: { changed: 'tr.position' },
    after: async (page) => {
      await page.fill('.labor-invites input[aria-label="Search"]', '');
      await page.waitForFunction(() => !document.querySelector('.labor-invites .empty'));
    },
  },
  // Opened twice: its rows (the technicians, fetched with the page), then its rows marked with
  // what each has over the position's dates (read from the server at each opening).
  {
    ...sendInvite,
    name: 'open the invitee picker, rows',
    until: 'dialog[open] .picker-row',
    after: cancelDialog,
  },
  {
    ...sendInvite,
    name: 'open the invitee picker, marked',
    until: 'dialog[open] .picker-list[aria-busy="false"] .picker-row',
  },
  {
    screen: 'labor invites',
    name: 'picker: Any role (600 technicians)',
    choose: { field: 'dialog[open] select[aria-label="Tech role"]', value: 'any' },
    until: { changed: PICKER_ROWS },
  },
  {
    screen: 'labor invites',
    name: 'picker keystroke',
    type: { field: 'dialog[open] input[aria-label="Search technicians"]', text: LABOR_KEY },
    until: { changed: PICKER_ROWS },
    after: cancelDialog,
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

/** When the step began, when its answer was in the document, the frame that showed it, bytes received. */
interface StepTimes {
  t0: number;
  answered: number;
  t1: number;
  bytes: number;
}

/** Does the step's action inside the page and waits there for its answer (30 s at most). */
export async function runStep(page: Page, step: ScreenStep): Promise<StepTimes> {
  const act: StepAction =
    'click' in step ? { click: step.click } : 'type' in step ? { type: step.type } : { choose: step.choose };
  return page.evaluate(
    async ({ act, until, name }) => {
      const w = window as unknown as {
        __benchRows(selector: string): string;
        __benchHolds(until: StepAnswer, before: string): boolean;
      };
      const selector =
        'click' in act ? act.click.selector : 'type' in act ? act.type.field : act.choose.field;
      const target = [...document.querySelectorAll<HTMLElement>(selector)].find(
        (e) => !('click' in act) || act.click.text === undefined || e.textContent?.trim() === act.click.text,
      );
      if (!target) throw new Error(`bench step ${name}: nothing matches ${selector}`);
      const before = typeof until === 'object' && 'changed' in until ? w.__benchRows(until.changed) : '';
      let t0: number;
      if ('click' in act) {
        t0 = performance.now();
        target.click();
      } else if ('choose' in act) {
        // As a choice reaches a controlled select: the value set natively, then its change event.
        const setValue = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!;
        t0 = performance.now();
        setValue.call(target, act.choose.value);
        target.dispatchEvent(new Event('change', { bubbles: true }));
      } else {
        // As a keystroke reaches a controlled field: the value set natively, then its input event.
        const field = target as HTMLInputElement;
        field.focus();
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        t0 = performance.now();
        setValue.call(field, field.value + act.type.text);
        field.dispatchEvent(
          new InputEvent('input', { bubbles: true, data: act.type.text, inputType: 'insertText' }),
        );
      }
      const answered = await new Promise<number>((resolve, reject) => {
        if (w.__benchHolds(until, before)) return resolve(performance.now());
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`bench step ${name}: no answer in 30 s (${JSON.stringify(until)})`));
        }, 30_000);
        const observer = new MutationObserver(() => {
          if (!w.__benchHolds(until, before)) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(performance.now());
        });
        observer.observe(document.body, {
          childList: true,
          subtree: true,
          attributes: true,
          characterData: true,
        });
      });
      // The frame that shows it.
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const t1 = performance.now();
      const bytes = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= t0)
        .map((e) => (e as PerformanceResourceTiming).decodedBodySize)
        .reduce((a, b) => a + b, 0);
      return { t0, answered, t1, bytes };
    },
    { act, until: step.until, name: step.name },
  );
}

export async function timedStep(page: Page, step: ScreenStep): Promise<StepFigures> {
  const { t0, t1, bytes } = await runStep(page, step);
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
