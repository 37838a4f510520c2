import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerDialog, screenshot, signedInPage } from './browser.js';

const GENERIC =
  'An error has occured. Please refresh the page. If the problem persists, please submit a bug report in the resources area on the home page.';

/** Counts the error reports the page sends (POST /errors/js). */
function watchReports(page: Page): { count(): number } {
  let n = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/errors/js') n++;
  });
  return { count: () => n };
}

/** The app's own dialog, if one is open, else null (no waiting: for "nothing was said"). */
const openDialogText = (page: Page) =>
  page
    .locator('dialog.app-dialog[open] .dialog-message')
    .textContent({ timeout: 1 })
    .catch(() => null);

describe('refusals people can read', () => {
  it('labor invites: a range over the limit says the limit before asking', async () => {
    const { page, dialogs } = await signedInPage('staff', '/labor-invites');
    const reports = watchReports(page);
    await page.getByRole('heading', { name: 'Labor Invites' }).waitFor();
    await page.getByLabel('Start date').fill('2026-01-01');
    await page.getByLabel('End date').fill('2027-12-31');
    await page.getByRole('alert').filter({ hasText: 'Ask for at most 400 days at a time' }).waitFor();
    expect(await page.getByRole('button', { name: 'Update' }).isDisabled()).toBe(true);
    await page.getByLabel('End date').fill('2026-02-01');
    await page.getByLabel('Start date').fill('2026-03-01');
    await page.getByRole('alert').filter({ hasText: 'The end date is before the start date' }).waitFor();
    expect(dialogs).toEqual([]);
    expect(await openDialogText(page)).toBeNull();
    expect(reports.count()).toBe(0);
  });

  it('flow: two years out, or a start after the end, is said and not asked for', async () => {
    const { page, dialogs } = await signedInPage(
      'staff',
      '/flow/techs?startDate=2026-01-01&endDate=2026-02-01',
    );
    const reports = watchReports(page);
    const flowCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/flow/techs/')) flowCalls.push(r.url());
    });
    await page.locator('.flow-page[data-complete="true"]').waitFor();
    flowCalls.length = 0;
    await page.getByLabel('End date').fill('2028-01-01');
    await page.getByRole('alert').filter({ hasText: 'Ask for at most 366 days at a time' }).waitFor();
    await page.getByLabel('End date').fill('2026-02-01');
    await page.getByLabel('Start date').fill('2026-03-01');
    await page.getByRole('alert').filter({ hasText: 'The end date is before the start date' }).waitFor();
    expect(new URL(page.url()).searchParams.get('endDate')).toBe('2026-02-01');
    expect(flowCalls).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(reports.count()).toBe(0);
  });

  it('comments: resolving one someone else resolved says so and reads the list again', async () => {
    // The first screen hears nothing live (its stream is cut), so it is stale when it clicks: the
    // refusal path, not the live one (e2e/live.e2e.ts), is what is tested here.
    const first = await signedInPage('staff', '/');
    await first.page.route('**/comments/stream*', (r) => r.abort());
    await first.page.goto('/comments');
    const second = await signedInPage('admin', '/comments');
    const reports = watchReports(first.page);
    const row = (p: Page) => p.locator('tbody tr:not(.event-row)').first();
    await row(first.page).waitFor();
    const text = (await row(first.page).locator('td').nth(2).textContent())!;
    const sameRow = (p: Page) =>
      p.locator('tbody tr', { has: p.getByRole('cell', { name: text, exact: true }) });
    // The same words may stand on two events: count the rows, resolve the first of them.
    const before = await sameRow(first.page).count();
    await sameRow(second.page).first().getByRole('button', { name: 'Resolve', exact: true }).click();
    await expect.poll(() => sameRow(second.page).count()).toBe(before - 1);
    await sameRow(first.page).first().getByRole('button', { name: 'Resolve', exact: true }).click();
    expect(await answerDialog(first.page)).toBe('This comment is already resolved.');
    await expect.poll(() => sameRow(first.page).count()).toBe(before - 1);
    expect(first.dialogs).toEqual([]);
    expect(reports.count()).toBe(0);
  });

  it('xbook: a stale order is refused in words and the list is read again', async () => {
    const { page, dialogs } = await signedInPage('admin', '/xbook');
    const reports = watchReports(page);
    await page.getByRole('button', { name: 'Audio', exact: true }).click();
    const sheets = page.getByRole('region', { name: 'All Content Sheets' });
    await sheets.locator('tbody tr a').first().click();
    await page.locator('table.sheet-items tbody tr.line').nth(1).waitFor();
    const sheetId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('button', { name: 'Edit Items' }).click();
    // Someone else adds a section meanwhile (straight to the server: this screen does not know).
    const status = await page.evaluate(async (id) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content;
      const body = new URLSearchParams({ type: 'section', sectionName: 'Added Meanwhile', _token: token });
      const res = await fetch(`/xbook/sheets/${id}/item`, {
        method: 'POST',
        body,
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': token },
      });
      return res.status;
    }, sheetId);
    expect(status).toBeLessThan(300);
    await page.locator('table.sheet-items button[aria-label^="Drag "]').first().press('ArrowDown');
    expect(await answerDialog(page)).toBe('The order must list every item of the sheet exactly once');
    await page.getByText('Added Meanwhile').first().waitFor();
    expect(dialogs).toEqual([]);
    expect(reports.count()).toBe(0);
  });

  it('an unknown id is the not-found page, with no alert', async () => {
    const { page, dialogs } = await signedInPage('admin', '/');
    const reports = watchReports(page);
    for (const path of [
      '/xbook/sheets/999999',
      '/xbook/folders/999999',
      '/xbook/departments/999999',
      '/days-unavailable/999999',
      '/gear-requests/sort/999999',
      '/events/999999',
      '/no/such/page',
    ]) {
      await page.goto(path);
      await page.getByTestId('not-found').waitFor();
      expect(await openDialogText(page), path).toBeNull();
    }
    await screenshot(page, 'not-found');
    expect(dialogs).toEqual([]);
    expect(reports.count()).toBe(0);
  });

  it('a page the role may not open says so, with a way back', async () => {
    const tech = await signedInPage('tech', '/');
    const staff = await signedInPage('staff', '/');
    const reports = watchReports(tech.page);
    for (const [t, path] of [
      [tech, '/tech-roles'],
      [tech, '/labor-invites'],
      [tech, '/comments'],
      [staff, '/error-reports'],
    ] as const) {
      await t.page.goto(path);
      const page = t.page.getByTestId('no-access');
      await page.waitFor();
      expect(await page.getByRole('link', { name: 'Back to events' }).count()).toBe(1);
      expect(t.dialogs).toEqual([]);
    }
    await screenshot(tech.page, 'no-access');
    expect(reports.count()).toBe(0);
  });

  it('a fault (5xx) still gets the generic alert and an error report', async () => {
    const { page, dialogs } = await signedInPage('staff', '/');
    const reports = watchReports(page);
    await page.route('**/comments/lazy*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal","message":"x"}}',
      }),
    );
    await page.goto('/comments');
    // A fault is tried again twice (a second apart, then two) before it is said.
    await expect.poll(() => dialogs, { timeout: 15_000 }).toContain(GENERIC);
    await expect.poll(() => reports.count()).toBeGreaterThan(0);
  });
});
