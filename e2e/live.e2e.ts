import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ShowPullView } from '../contracts/show-pulls.js';
import { screenshot, signedInPage } from './browser.js';
import { chooseSystemComponent, findPull, readPull } from './show-pull-data.js';

/** A write through the page's session, as its screen would send it; answers when it has committed. */
async function post(page: Page, url: string, data: object) {
  const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const res = await page.request.post(url, {
    data,
    headers: { 'x-csrf-token': token!, 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const fits = (v: ShowPullView) => {
  const free = v.eventItems.filter(
    (i) => i.isActive && i.isAssignable && !i.assignment && !i.initials1 && !i.vendor_company_name,
  );
  const listed = (id: number) => v.categories.some((c) => c.id === id);
  const system = v.systems.find((s) => s.system_items.some((i) => listed(i.category_id)));
  const line = v.categories.find((c) => c.showPullItemID && c.isEditable && !c.isSystem);
  return free.length >= 2 && system && line && { assign: free[0]!, initial: free[1]!, system, line };
};

describe('two writers on one pull (issue 21)', () => {
  it("each sees the other's assign, quantity edit, initials and system add within a second, and both names", async () => {
    const a = await signedInPage('staff'); // Sam Ortega
    const b = await signedInPage('admin'); // Dana Whitfield
    const { view, found } = await findPull(a.page, fits);
    const pull = `/show-pulls/${view.showPull.id}`;
    await a.page.goto(pull);
    await b.page.goto(pull);
    await a.page.getByText('Dana Whitfield is also on this pull').waitFor();
    await b.page.getByText('Sam Ortega is also on this pull').waitFor();

    // Assign: the item on B's screen offers Un-assign, without a reload.
    await b.page.getByLabel('Filter Bid / Commitments').fill(found.assign.description);
    const bRow = (description: string) =>
      b.page.locator('.bid-items tbody tr', { hasText: description }).first();
    await bRow(found.assign.description).waitFor();
    await post(a.page, '/show-pull/event-item/assign', {
      showPullID: view.showPull.id,
      eventItemID: found.assign.id,
      qty: Math.max(1, found.assign.qty_required),
    });
    await bRow(found.assign.description)
      .getByRole('button', { name: 'Un-assign' })
      .waitFor({ timeout: 1000 });

    // Initials.
    await b.page.getByLabel('Filter Bid / Commitments').fill(found.initial.description);
    await bRow(found.initial.description).waitFor();
    await post(a.page, '/show-pull/event-item/initial', { eventItemID: found.initial.id, initials: 'SO' });
    await bRow(found.initial.description)
      .getByRole('button', { name: /Initialled SO/ })
      .waitFor({ timeout: 1000 });

    // A quantity edit: the line flashes on B's screen, A's name on hover.
    const line = found.line;
    await b.page.getByLabel('Filter Categories').fill(line.description);
    const bQty = b.page.getByLabel(`Pull quantity of ${line.name}`, { exact: true });
    await bQty.waitFor();
    const start = Number(await bQty.inputValue());
    const setQty = (qty: number) =>
      post(a.page, '/show-pull/item/qty/update', { showPullID: view.showPull.id, categoryID: line.id, qty });
    await setQty(start + 5);
    await expect.poll(() => bQty.inputValue(), { timeout: 1000 }).toBe(String(start + 5));
    const flashed = b.page.locator('.categories tr', { has: bQty });
    expect(await flashed.getAttribute('data-changed-by')).toBe('Sam Ortega');
    expect(await flashed.getAttribute('title')).toBe('Changed by Sam Ortega');
    await screenshot(b.page, 'live-flash', { fullPage: false });

    // B is editing that quantity when A changes it: B's edit stays, marked, with A's value beside it.
    await bQty.fill(String(start + 40));
    await setQty(start + 7);
    const mark = b.page.locator('.qty-conflict');
    await mark.getByText(`Sam Ortega set ${start + 7}`).waitFor({ timeout: 1000 });
    expect(await bQty.inputValue()).toBe(String(start + 40));
    expect(await bQty.getAttribute('class')).toBe('pending conflict');
    await screenshot(b.page, 'live-conflict', { fullPage: false });
    await mark.getByRole('button', { name: `Use ${start + 7}` }).click();
    await expect.poll(() => bQty.inputValue()).toBe(String(start + 7));
    expect(await bQty.getAttribute('class')).toBe(null);

    // A system added through A's System Manager: its component's line moves on B's screen.
    const component = found.system.system_items.find((i) =>
      view.categories.some((c) => c.id === i.category_id),
    )!;
    const category = view.categories.find((c) => c.id === component.category_id)!;
    await b.page.getByLabel('Filter Categories').fill(category.description);
    const bComponent = b.page.getByLabel(`Pull quantity of ${category.name}`, { exact: true });
    await bComponent.waitFor();
    const manager = await chooseSystemComponent(a.page, found.system, component.category_id);
    await manager.getByLabel('Component quantity').fill('3');
    const answered = a.page.waitForResponse((r) => r.url().endsWith('/show-pull/item/system-assignment/add'));
    await manager.getByRole('button', { name: 'Add Component' }).click();
    expect((await answered).status()).toBe(200);
    // The system and its component, as the server now holds them, on B's screen.
    const held = (await readPull(a.page, view.showPull.id)).pullItems.find(
      (l) => l.category_id === category.id && !l.isCustom,
    )!.quantity;
    await expect.poll(() => bComponent.inputValue(), { timeout: 1000 }).toBe(String(held));
    await screenshot(b.page, 'live-system', { fullPage: false });
  });
});

describe('pages that follow other people (issue 21)', () => {
  it('the unresolved comments list drops a comment another user resolved, without a reload', async () => {
    const a = await signedInPage('staff', '/comments');
    const b = await signedInPage('admin', '/comments');
    const { events } = (await (await a.page.request.get('/comments/lazy')).json()) as {
      events: { unresolvedComments: { id: number; comment: string }[] }[];
    };
    const comment = events.flatMap((e) => e.unresolvedComments).find((c) => c.comment.trim().length > 3)!;
    const cell = b.page.locator('td', { hasText: comment.comment });
    await cell.first().waitFor();
    const count = await cell.count();
    await a.page.getByRole('heading', { name: 'Unresolved Comments' }).waitFor();
    await post(a.page, `/comments/${comment.id}/resolve`, { shouldAlert: false });
    await expect.poll(() => cell.count(), { timeout: 1000 }).toBe(count - 1);
  });
});
