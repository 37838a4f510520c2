import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, signedInPage } from './browser.js';

/** How far the page itself scrolls sideways (0: it fits the screen). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** How far the page box scrolls sideways: 0 unless a screen is built wider than a phone. */
const innerScroll = (page: Page) => page.locator('main.page').evaluate((m) => m.scrollWidth - m.clientWidth);

/** The first link the page has to a path of this shape, to visit a real record. */
async function firstHref(page: Page, pattern: RegExp, prefix: string): Promise<string> {
  await page.locator(`a[href^="${prefix}"]`).first().waitFor();
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const found = hrefs.find((h) => pattern.test(h));
  if (!found) throw new Error(`no link like ${pattern} on ${page.url()}`);
  return found;
}

describe('a technician on a phone (390 × 800)', () => {
  it('no page a tech can open scrolls sideways; the menu folds behind a button', async () => {
    const { page, dialogs } = await signedInPage('tech', '/');
    await page.setViewportSize({ width: 390, height: 800 });
    // A tech lands on My jobs (issue 22.4); the events list is one tap away.
    await page.getByRole('heading', { name: 'My jobs' }).waitFor();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Events' }).waitFor();
    const event = await firstHref(page, /^\/events\/\d+$/, '/events/');
    await page.goto('/xbook');
    await page.getByRole('button', { name: 'Audio', exact: true }).click();
    await page.locator('.folder-tree .folder-row').first().waitFor();
    const sheet = await firstHref(page, /^\/xbook\/sheets\/\d+$/, '/xbook/sheets/');
    const department = new URL(page.url()).pathname;

    const pages: [string, string][] = [
      ['/', 'events'],
      ['/my-jobs', 'my-jobs'],
      [event, 'event'],
      ['/xbook', 'xbook'],
      [department, 'xbook-department'],
      [sheet, 'xbook-sheet'],
      ['/days-unavailable', 'days-unavailable'],
      ['/flow/techs', 'flow'],
      ['/account', 'account'],
      ['/tech-roles', 'no-access'],
      ['/no/such/page', 'not-found'],
    ];
    for (const [path, name] of pages) {
      await page.goto(path);
      await page.locator('main.page h1').first().waitFor();
      if (name === 'flow') await page.locator('.flow-page[data-complete="true"]').waitFor();
      if (name === 'days-unavailable')
        await page.getByRole('heading', { name: 'Days Unavailable', level: 2 }).waitFor();
      if (name === 'event') {
        const pull = await firstHref(page, /^\/show-pulls\/\d+$/, '/show-pulls/').catch(() => null);
        if (pull) pages.push([pull, 'show-pull']);
      }
      expect(await sidewaysScroll(page), path).toBe(0);
      // The show pull screen's two sides (spec 9: an 800 px bid side) scroll in the page box.
      if (name !== 'show-pull') expect(await innerScroll(page), path).toBe(0);
      if (name === 'my-jobs') await page.getByRole('heading', { name: 'Calendar feed' }).waitFor();
      if (['days-unavailable', 'flow', 'events', 'my-jobs'].includes(name))
        await screenshot(page, `phone-${name}`, { fullPage: false });
    }

    // The menu: one button; opened, every area and Log out are on screen, one per line.
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await page.locator('.topbar').getByRole('link', { name: 'Flow', exact: true }).isVisible()).toBe(
      false,
    );
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    const logout = page.getByRole('button', { name: 'Log out' });
    const box = (await logout.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-menu', { fullPage: false });
    await page.locator('.topbar').getByRole('link', { name: 'Days Unavailable' }).click();
    await page.waitForURL(/\/days-unavailable/);
    // Gone somewhere, the menu folds again (it follows the address, a render later).
    await page
      .locator('.topbar')
      .getByRole('link', { name: 'Flow', exact: true })
      .waitFor({ state: 'hidden' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(dialogs).toEqual([]);
  });

  it('at 1024 px the menu keeps to one line', async () => {
    const { page } = await signedInPage('admin', '/');
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.getByRole('heading', { name: 'Events' }).waitFor();
    // One line: every entry (the admin pages folded under Admin), Account and Log out share a
    // horizontal band.
    const boxes = await page
      .locator('.topbar nav > a, .topbar nav summary, .topbar .who a, .topbar .who button')
      .evaluateAll((els) =>
        els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })),
      );
    expect(Math.max(...boxes.map((b) => b.top))).toBeLessThan(Math.min(...boxes.map((b) => b.bottom)));
    expect(await sidewaysScroll(page)).toBe(0);
    // Admin opens from the keyboard, lists its pages, and folds once one is open.
    const admin = page.locator('.topbar summary', { hasText: 'Admin' });
    await admin.focus();
    await page.keyboard.press('Enter');
    const users = page.locator('.topbar').getByRole('link', { name: 'Users' });
    await users.waitFor();
    await screenshot(page, 'menu-1024-admin', { fullPage: false });
    await page.keyboard.press('Escape');
    await users.waitFor({ state: 'hidden' });
    await admin.click();
    await users.click();
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await users.waitFor({ state: 'hidden' });
    await screenshot(page, 'menu-1024', { fullPage: false });
  });
});
