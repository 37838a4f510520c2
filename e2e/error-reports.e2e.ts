import { describe, expect, it } from 'vitest';
import { screenshot, signedInPage } from './browser.js';

/** A script error thrown in a tech's page, reported to /errors/js as the app does. */
async function techThrows(message: string) {
  const { page, dialogs } = await signedInPage('tech', '/flow');
  const reported = page.waitForResponse(
    (r) => r.url().endsWith('/errors/js') && r.request().method() === 'POST',
  );
  await page.evaluate((m) => {
    setTimeout(() => {
      throw new Error(m);
    }, 0);
  }, message);
  expect((await reported).status()).toBe(200);
  // The reporter's generic alert comes after the post: let it be answered before the page closes.
  await expect.poll(() => dialogs.length).toBe(1);
  await page.close();
}

describe('the error reports screen (issue 19.4)', () => {
  it('groups one failure with other ids, filters by text, resolves and reopens from the keyboard', async () => {
    await techThrows('e2e sheet 41 failed');
    await techThrows('e2e sheet 977 failed');
    const { page } = await signedInPage('admin', '/error-reports');
    await page.getByRole('heading', { name: 'Error Reports' }).waitFor();
    await page.getByLabel('Search messages').fill('e2e sheet');
    const row = page.locator('tbody tr', { hasText: 'Error: e2e sheet {n} failed' });
    await row.waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await expect.poll(() => page.url()).toContain('q=e2e+sheet');
    // One group of two, its page and user named, times in the company's clock.
    expect(await row.locator('td').nth(3).textContent()).toBe('2');
    expect(await row.locator('td').nth(5).textContent()).toBe('/flow');
    expect(await row.locator('td').nth(4).textContent()).not.toBe('-');
    expect(await row.locator('td').nth(7).textContent()).toMatch(/\d{4}, \d{1,2}:\d{2} [AP]M/);
    await row.getByRole('button', { name: 'Show reports' }).click();
    await page.locator('table.nested tbody tr').nth(1).waitFor();
    await screenshot(page, 'error-reports-grouped');

    // Resolve with the keyboard: it leaves the open list, and is listed under Resolved.
    await row.getByRole('button', { name: 'Resolve' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('No Results').waitFor();
    await page.getByLabel('Status').selectOption('resolved');
    const resolved = page.locator('tbody tr', { hasText: 'Error: e2e sheet {n} failed' });
    await resolved.getByText(/^Resolved .* by /).waitFor();
    await resolved.getByRole('button', { name: 'Reopen' }).click();
    await page.getByText('No Results').waitFor();
  });
});
