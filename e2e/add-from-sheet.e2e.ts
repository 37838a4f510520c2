import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, signedInPage } from './browser.js';
import { findPull, readPull } from './show-pull-data.js';

/** A call straight to the server with the page's session and anti-forgery token (setting up data). */
async function send(page: Page, method: string, url: string, body: Record<string, unknown>, form = false) {
  return page.evaluate(
    async ({ method, url, body, form }) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content;
      const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': token };
      if (!form) headers['content-type'] = 'application/json';
      const res = await fetch(url, {
        method,
        headers,
        body: form
          ? new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]))
          : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { method, url, body, form },
  );
}

/** Issue 24.1: a content sheet added to a pull N times, in one write. */
describe('add from Xbook', () => {
  it('adds a sheet ×2: raises the line already on the pull, adds the others, in one request, named in the History', async () => {
    const { page } = await signedInPage('admin', '/xbook');
    const { view, found: onPull } = await findPull(page, (v) =>
      v.pullItems.find((l) => !l.isCustom && l.quantity > 0),
    );
    const lineCategory = view.categories.find((c) => c.id === onPull.category_id)!;
    const all = (await (await page.request.get('/xbook/categories')).json()).categories as {
      id: number;
      department_id: number;
    }[];
    const home = all.find((c) => c.id === onPull.category_id)!;
    const onPullIds = new Set(view.pullItems.map((l) => l.category_id));
    const other = all.find((c) => c.department_id === home.department_id && !onPullIds.has(c.id))!;
    const tree = await (await page.request.get(`/xbook/departments/${home.department_id}`)).json();
    const name = `E2E Stage Kit ${Date.now()}`;
    const { sheet } = await send(
      page,
      'POST',
      '/xbook/sheet',
      { departmentID: home.department_id, folderID: tree.folders[0].id, categoryID: home.id, name },
      true,
    );
    const { item: tape } = await send(page, 'POST', '/xbook/misc-item', { name: `E2E Tape ${Date.now()}` });
    const add = (fields: Record<string, unknown>) =>
      send(page, 'POST', `/xbook/sheets/${sheet.id}/item`, fields, true);
    await add({ type: 'category', categoryID: home.id, quantity: 2 });
    await add({ type: 'section', sectionName: 'Extras' });
    await add({ type: 'category', categoryID: other.id, quantity: 3 });
    await add({ type: 'misc', miscItemID: tape.id, quantity: 1 });

    await page.goto(`/show-pulls/${view.showPull.id}`);
    await page.getByRole('button', { name: 'Add from Xbook' }).click();
    const modal = page.getByRole('dialog', { name: 'Add from Xbook' });
    await modal.getByLabel('Find a content sheet').fill(name);
    await modal.getByRole('button', { name: 'Find' }).click();
    await modal.getByRole('button', { name, exact: true }).click();
    await modal.getByLabel('Times').fill('2');
    const preview = modal.getByRole('table', { name: 'What the sheet adds' });
    const raised = `${onPull.quantity} → ${onPull.quantity + 4}`;
    await preview.getByRole('cell', { name: raised }).waitFor();
    await preview.getByRole('rowheader', { name: 'Extras' }).waitFor();
    expect(await preview.locator('tbody tr', { hasText: tape.name }).innerText()).toContain('+2');
    await screenshot(page, 'add-from-xbook-preview', { fullPage: false });

    // A second screen on the same pull (another user) sees the addition live, as one change.
    const watcher = await signedInPage('staff', `/show-pulls/${view.showPull.id}`);
    await watcher.page.getByText('is also on this pull').waitFor();
    await watcher.page.getByLabel('Filter Categories').fill(lineCategory.name);
    const watched = watcher.page.getByLabel(`Pull quantity of ${lineCategory.name}`, { exact: true });
    expect(await watched.inputValue()).toBe(String(onPull.quantity));

    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/show-pull/')) writes.push(r.url());
    });
    await modal.getByRole('button', { name: `Add ${name} × 2` }).click();
    await modal.waitFor({ state: 'detached' });
    expect(writes.map((u) => new URL(u).pathname)).toEqual(['/show-pull/from-sheet']);

    await expect.poll(() => watched.inputValue(), { timeout: 3000 }).toBe(String(onPull.quantity + 4));
    await watcher.page.close();

    const after = await readPull(page, view.showPull.id);
    const own = (id: number) => after.pullItems.filter((l) => l.category_id === id && !l.isCustom);
    expect(own(home.id).map((l) => l.quantity)).toEqual([onPull.quantity + 4]);
    expect(own(other.id).map((l) => l.quantity)).toEqual([6]);
    expect(after.pullItems.filter((l) => l.isCustom && l.description === tape.name)).toMatchObject([
      { quantity: 2, category_id: home.id },
    ]);
    // The screen shows the raised line without a reload.
    await page.getByLabel('Filter Categories').fill(lineCategory.name);
    await expect
      .poll(() => page.getByLabel(`Pull quantity of ${lineCategory.name}`, { exact: true }).inputValue())
      .toBe(String(onPull.quantity + 4));

    const history = await (await page.request.get(`/events/${view.event.id}/history`)).json();
    const notes = (history.entries as { changes: string[] }[]).flatMap((e) => e.changes);
    expect(notes).toContain(`note: added from sheet ${name} × 2`);

    // From the sheet's page: Add to a pull…, the pull chosen by its event's number.
    await page.goto(`/xbook/sheets/${sheet.id}`);
    await page.getByRole('button', { name: 'Add to a pull…' }).click();
    const choose = page.getByRole('dialog', { name: 'Add to a pull' });
    await choose.getByLabel('Event number').fill(`#${view.event.id}`);
    await screenshot(page, 'add-to-a-pull-choose', { fullPage: false });
    await choose.getByRole('button', { name: 'Find pulls' }).click();
    await choose.getByRole('button', { name: view.showPull.name, exact: true }).click();
    const again = page.getByRole('dialog', { name: 'Add from Xbook' });
    await again.getByRole('table', { name: 'What the sheet adds' }).waitFor();
    await again.getByRole('button', { name: `Add ${name} × 1` }).click();
    await page.getByRole('dialog', { name: 'Added to the pull' }).waitFor();
    const last = await readPull(page, view.showPull.id);
    expect(last.pullItems.find((l) => l.category_id === home.id && !l.isCustom)?.quantity).toBe(
      onPull.quantity + 6,
    );
  });
});
