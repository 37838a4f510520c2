import { describe, expect, it } from 'vitest';
import { screenshot, signedInPage } from './browser.js';

describe('show pull prints from the event page', () => {
  it("lists the event's pulls and links the pull list, client list and labels, which are PDFs for a new tab", async () => {
    const { page } = await signedInPage('staff', '/');
    await page.locator('table.grid tbody tr a').first().click();
    await page.getByRole('heading', { name: 'Show Pulls' }).waitFor();
    const row = page.locator('.event-pulls tr', { hasText: 'Main Show Pull' });
    await row.waitFor();
    await screenshot(page, 'event-pulls');
    for (const name of ['Pull List', 'Client List', 'Labels']) {
      const link = row.getByRole('link', { name });
      expect(await link.getAttribute('target')).toBe('_blank');
      // The signed-in browser context fetches what the new tab would show.
      const res = await page.request.get((await link.getAttribute('href'))!);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('application/pdf');
      expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
