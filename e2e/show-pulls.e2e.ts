import { describe, expect, it } from 'vitest';
import { screenshot, signedInPage } from './browser.js';

describe('show pull prints from the event page', () => {
  it("lists the event's pulls and opens the pull list and labels as PDFs in a new tab", async () => {
    const { page } = await signedInPage('staff', '/');
    await page.locator('table.grid tbody tr a').first().click();
    await page.getByRole('heading', { name: 'Show Pulls' }).waitFor();
    const row = page.locator('.event-pulls tr', { hasText: 'Main Show Pull' });
    await row.waitFor();
    await screenshot(page, 'event-pulls');
    for (const name of ['Pull List', 'Labels']) {
      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        row.getByRole('link', { name }).click(),
      ]);
      const response = await tab.waitForResponse((r) => r.url().includes('/show-pull/'));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      await tab.close();
    }
  });
});
