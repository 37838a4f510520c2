import { describe, expect, it } from 'vitest';
import { screenshot, signedInPage } from './browser.js';
import { findPull, readPull } from './show-pull-data.js';

/**
 * Issue 24 point 2: a case label's QR code opens its pull line on a phone (the address is the one
 * the label prints: /show-pulls/{id}/lines/{lineId}); the line page initials a bid item.
 */
describe('a pull line on a phone (390 × 800)', () => {
  it('opens after login, shows the line and initials a bid item, with no sideways scroll', async () => {
    const { page } = await signedInPage('staff', '/');
    // A line of a category whose active bid item on this pull has no initials yet.
    const { view, found } = await findPull(page, (v) => {
      for (const line of v.pullItems) {
        if (line.isCustom || line.quantity <= 0) continue;
        const item = v.eventItems.find(
          (i) => i.category_id === line.category_id && i.assignment && i.isActive && !i.initials1,
        );
        if (item) return { line, item };
      }
      return undefined;
    });
    const address = `/show-pulls/${view.showPull.id}/lines/${found.line.id}`;

    // As a phone that scanned the label: a new session, the login form, then the line.
    const phone = await signedInPage('staff', address);
    await phone.page.setViewportSize({ width: 390, height: 800 });
    expect(new URL(phone.page.url()).pathname).toBe(address);
    const section = phone.page.locator('.line-page');
    await section.getByRole('heading', { level: 1 }).waitFor();
    expect(await section.getByRole('heading', { level: 1 }).textContent()).toContain(found.line.description);
    expect(await phone.page.getByTestId('line-qty').textContent()).toBe(String(found.line.quantity));
    const row = section.locator('.line-items li').filter({ hasText: found.item.description }).first();
    expect(await row.getByTestId('initials').textContent()).toBe('Not initialled');
    expect(
      await phone.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    await screenshot(phone.page, 'pull-line-phone');

    await row.getByRole('button', { name: 'Initial' }).click();
    await row.getByRole('button', { name: 'Clear' }).waitFor();
    const initials = (await row.getByTestId('initials').textContent())!.replace('Initialled ', '');
    expect(initials).toMatch(/\S/);
    // The server has it: the pull as read again carries the same initials.
    const after = await readPull(phone.page, view.showPull.id);
    expect(after.eventItems.find((i) => i.id === found.item.id)?.initials1).toBe(initials);
    await screenshot(phone.page, 'pull-line-phone-initialled');

    // Clear them again, so the demo data stays as other tests expect it.
    await row.getByRole('button', { name: 'Clear' }).click();
    await row.getByRole('button', { name: 'Initial' }).waitFor();
    const cleared = await readPull(phone.page, view.showPull.id);
    expect(cleared.eventItems.find((i) => i.id === found.item.id)?.initials1).toBeNull();
  });

  it('an unknown line is the not-found page', async () => {
    const { page } = await signedInPage('staff', '/');
    const { view } = await findPull(page, (v) => v.pullItems.length > 0);
    await page.goto(`/show-pulls/${view.showPull.id}/lines/999999999`);
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByTestId('not-found').textContent()).toContain('Pull line not found');
  });
});
