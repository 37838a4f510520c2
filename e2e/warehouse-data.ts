import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PrepLine, PrepView } from '../contracts/warehouse.js';
import { baseURL } from './browser.js';

/* The prep page's browser tests share these: a demo pull nobody scanned, and how a scan is made and read. */

/** The main pulls of the demo events, in order. */
export async function mainPulls(page: Page): Promise<number[]> {
  const events = (await (await page.request.get('/events?limit=200')).json()).events as { id: number }[];
  const ids: number[] = [];
  for (const e of events.slice(0, 40)) {
    const pulls = (await (await page.request.get(`/show-pulls?eventId=${e.id}`)).json()).pulls as {
      id: number;
    }[];
    if (pulls[0]) ids.push(pulls[0].id);
  }
  return ids;
}

export const prepView = async (page: Page, pullId: number) =>
  (await (await page.request.get(`/warehouse/pulls/${pullId}`)).json()) as PrepView;

/**
 * A pull nobody has scanned, with a line of 2 to 9 units (a label: "how many?"), a line of one
 * (counted without a question), and a category number that is not on it.
 */
export async function freshPull(page: Page, taken: Set<number>) {
  const categories = (await (await page.request.get('/show-pulls/categories')).json()).categories as {
    id: number;
    name: string;
  }[];
  for (const id of await mainPulls(page)) {
    if (taken.has(id)) continue;
    const view = await prepView(page, id);
    if (view.progress.prep.done || view.progress.load.done) continue;
    const many = view.lines.find((l) => l.quantity >= 2 && l.quantity <= 9);
    const one = view.lines.find((l) => l.quantity === 1);
    const absent = categories.find(
      (c) => /^\d+$/.test(c.name) && !view.lines.some((l) => l.categoryNumber === c.name),
    );
    if (many && one && absent) {
      taken.add(id);
      return { view, many, one, absent };
    }
  }
  throw new Error('No demo pull fits');
}

export const labelOf = (pullId: number, line: PrepLine) => `${baseURL}/show-pulls/${pullId}/lines/${line.id}`;

/** A keyboard-wedge scanner: the code typed fast, then Enter, with the focus on no field. */
/**
 * A keyboard-wedge scanner: the code's keys, then Enter, a few milliseconds apart, to whatever has
 * the focus. Sent from inside the page: typed through the browser's driver, a loaded machine can
 * space two keys more than the 100 ms that tells a scanner from a person, and the scan is lost.
 */
export async function wedge(page: Page, code: string) {
  await page.evaluate(
    (keys) => {
      const target = document.activeElement ?? document.body;
      for (const key of keys)
        target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    },
    [...code, 'Enter'],
  );
}

export const banner = (page: Page) => page.getByTestId('prep-banner');
export async function expectBanner(page: Page, kind: string, text?: string) {
  // Both at once: the banner of the scan before may still be up, in the same colour.
  await expect
    .poll(async () => `${await banner(page).getAttribute('class')} ${await banner(page).textContent()}`)
    .toMatch(new RegExp(`is-${kind}\\b.*${(text ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
}

/** Focus on nothing in particular (the page's heading area), as a scanner user leaves it. */
export const blur = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
