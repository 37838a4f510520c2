import { describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf.js';
import { screenshot, signedInPage } from './browser.js';
import { findPull, lineToInitial, readPull } from './show-pull-data.js';

/**
 * Issue 24 point 2: a case label's QR code opens its pull line on a phone (the address is the one
 * the label prints: /show-pulls/{id}/lines/{lineId}); the line page initials a bid item.
 */
describe('a pull line on a phone (390 × 800)', () => {
  it('opens after login, shows the line and initials a bid item, with no sideways scroll', async () => {
    const { page } = await signedInPage('staff', '/');
    // A line of a category whose active bid item on this pull has no initials yet.
    const { view, found } = await findPull(page, lineToInitial);
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

describe('the print options (issue 24 points 3 and 7)', () => {
  it('the sheet print modal asks for check-off boxes; Last printed is on the server clock', async () => {
    const { page } = await signedInPage('staff', '/xbook');
    await page.getByRole('button', { name: 'Audio', exact: true }).click();
    await page.locator('.folder-tree .folder-row').first().waitFor();
    await page.locator('a[href^="/xbook/sheets/"]').first().click();
    await page.waitForURL(/\/xbook\/sheets\/\d+$/);
    const sheetId = Number(/\/xbook\/sheets\/(\d+)/.exec(page.url())![1]);
    await page.getByRole('button', { name: 'Print' }).click();
    const modal = page.getByRole('dialog', { name: 'Print Content Sheet' });
    await modal.getByLabel('Check-off boxes').check();
    await page.evaluate(() => {
      const opened: string[] = [];
      Object.assign(window, { opened });
      window.open = (u?: string | URL) => {
        opened.push(String(u));
        return null;
      };
    });
    await modal.getByRole('button', { name: 'View' }).click();
    const [opened] = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
    const url = new URL(opened!, page.url());
    expect(url.searchParams.get('checkOff')).toBe('true');
    const pdf = await page.request.get(url.toString());
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdfText(await pdf.body())).pages).toBeGreaterThan(0);
    await modal.getByText(/^Last printed by .+ just now$/).waitFor();
    await modal.getByRole('button', { name: 'Done' }).click();

    // Read again, the time is the server's words for it (TIME_ZONE), not the browser's clock.
    const sheet = (await (await page.request.get(`/xbook/sheets/${sheetId}`)).json()).sheet;
    await page.reload();
    await page.getByRole('button', { name: 'Print' }).click();
    await modal.getByText(`on ${sheet.print_settings.printed_at_pretty}`).waitFor();
    expect(await modal.getByLabel('Check-off boxes').isChecked()).toBe(false);
    await screenshot(page, 'xbook-print-modal-check-off', { fullPage: false });
  });

  it("the pull's Pull List form sends the check-off option", async () => {
    const { page } = await signedInPage('staff', '/');
    const { view } = await findPull(page, (v) => v.pullItems.length > 0);
    await page.goto(`/show-pulls/${view.showPull.id}`);
    const form = page.locator('form.print-form');
    await form.getByLabel('Check-off').check();
    // What the form sends when submitted (it opens the PDF in a new tab).
    const address = await form.evaluate(
      (f: HTMLFormElement) =>
        `${f.action}?${new URLSearchParams([...new FormData(f)].map(([k, v]) => [k, String(v)]))}`,
    );
    const url = new URL(address);
    expect(url.pathname).toBe('/show-pull/print');
    expect(url.searchParams.get('checkOff')).toBe('true');
    const pdf = await page.request.get(url.pathname + url.search);
    expect((await pdfText(await pdf.body())).text).toContain('✓');
  });
});
