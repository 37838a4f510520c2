import { describe, expect, it } from 'vitest';
import { signedInPage } from './browser.js';

/** Issue 18 point 4: the events list draws the rows around the window and filters what it holds. */
describe('the events list', () => {
  it('draws a long range in part, scrolls to its last event, and searches it with no round trip', async () => {
    const { page } = await signedInPage('staff', '/');
    await page.locator('table.grid tbody tr td.num a').first().waitFor();
    // The demo has a few events in a range: this range's answer is given 450, as a busy month has.
    const { events } = await (await page.request.get('/events?limit=1')).json();
    const many = Array.from({ length: 450 }, (_, k) => ({
      ...events[0],
      id: 700_000 + k,
      show_name: `Expo ${k}`,
    }));
    const asked: string[] = [];
    await page.route('**/events?*', (route) => {
      asked.push(route.request().url());
      return route.fulfill({ json: { events: many } });
    });
    await page.goto('/?startDate=2026-01-01&endDate=2026-12-31');
    const rows = page.locator('table.grid tbody tr[data-index]');
    await rows.first().waitFor();
    expect(await rows.count()).toBeLessThan(100);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('table.grid tbody tr', { hasText: 'Expo 449' }).waitFor();
    expect(await rows.count()).toBeLessThan(100);

    // The range came whole (fewer than the list's limit): the search filters it in the page.
    const before = asked.length;
    await page.getByLabel('Search events').fill('expo 44');
    await expect.poll(() => rows.count()).toBe(11);
    expect(await rows.first().textContent()).toContain('Expo 44');
    await page.getByLabel('Search events').fill('700123');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await page.locator('table.grid tbody tr td.num').textContent()).toBe('700123');
    await page.getByLabel('Search events').fill('zzz');
    await page.getByText('No Results').waitFor();
    expect(asked.length).toBe(before);
  });
});
