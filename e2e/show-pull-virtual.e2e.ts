import { describe, expect, it } from 'vitest';
import { screenshot, signedInPage } from './browser.js';
import { largestPull } from './show-pull-data.js';

/** Issue 18 point 4: a large pull's categories table draws the rows in view, not every line. */
describe('the categories table of a large pull', () => {
  it('draws far fewer rows than it has lines, and the keyboard reaches the rows off screen', async () => {
    const { page } = await signedInPage('staff', '/');
    const view = await largestPull(page);
    // The demo's pulls are small: this one's answer is given 1,500 more categories, as a big pull has.
    const extra = Array.from({ length: 1500 }, (_, k) => {
      const c = view.categories[k % view.categories.length]!;
      return { ...c, id: 900_000 + k, name: `${c.name}-${k}`, showPullItemID: null, isEditable: true };
    });
    const large = { ...view, categories: [...view.categories, ...extra] };
    await page.route(`**/show-pulls/${view.showPull.id}`, (route) =>
      route.request().resourceType() === 'fetch' ? route.fulfill({ json: large }) : route.continue(),
    );
    const lines = large.categories.length + view.pullItems.filter((l) => l.isCustom).length;
    await page.goto(`/show-pulls/${view.showPull.id}`);
    const drawn = page.locator('.categories tbody tr[data-index]');
    await drawn.first().waitFor();
    const count = await drawn.count();
    expect(count).toBeLessThan(100);
    // The scroll height still stands for every line: the last one is far below.
    const box = page.locator('section.categories');
    const heights = await box.evaluate((e) => ({ scroll: e.scrollHeight, client: e.clientHeight }));
    expect(heights.scroll).toBeGreaterThan(heights.client * 3);

    // A printout has every line (drawn at once, before the print layout), then the window's again.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    expect(await drawn.count()).toBe(lines);
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect.poll(() => drawn.count()).toBeLessThan(100);

    // End moves the cursor to the last line: it is drawn, scrolled into view, marked as the cursor.
    await box.focus();
    await page.keyboard.press('End');
    const last = page.locator(`.categories tbody tr[data-index="${lines - 1}"]`);
    await expect.poll(() => last.getAttribute('class')).toContain('cursor');
    const inView = () =>
      page.evaluate(
        ({ index }) => {
          const row = document.querySelector(`.categories tbody tr[data-index="${index}"]`);
          const scroller = document.querySelector('section.categories');
          if (!row || !scroller) return false;
          const r = row.getBoundingClientRect();
          const s = scroller.getBoundingClientRect();
          return r.top >= s.top && r.bottom <= s.bottom + 1;
        },
        { index: lines - 1 },
      );
    await expect.poll(inView).toBe(true);
    expect(await drawn.count()).toBeLessThan(100);
    await screenshot(page, 'pull-virtual-end', { fullPage: false });

    // Page Up walks back; Home returns to the first line, drawn again at the top.
    await page.keyboard.press('PageUp');
    const up = page.locator(`.categories tbody tr[data-index="${lines - 21}"]`);
    await expect.poll(() => up.getAttribute('class')).toContain('cursor');
    await page.keyboard.press('Home');
    const first = page.locator('.categories tbody tr[data-index="0"]');
    await expect.poll(() => first.getAttribute('class')).toContain('cursor');
    expect(await box.evaluate((e) => e.scrollTop)).toBe(0);

    // Enter on a line scrolled away with the wheel brings it back and edits it; Escape drops the edit.
    await box.evaluate((e) => e.scrollTo(0, e.scrollHeight));
    await expect.poll(() => first.count()).toBe(0);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toMatch(/^Pull quantity of /);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Categories table');
  });
});
