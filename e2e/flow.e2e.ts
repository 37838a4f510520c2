import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, signedInPage } from './browser.js';

const techRows = (page: Page) => page.locator('.flow-row.tech');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });

/** Days from today in the browser's own calendar (as the screen computes its default range). */
const localDay = (page: Page, days: number) =>
  page.evaluate((d) => {
    const now = new Date();
    const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000 + d * 86_400_000);
    return local.toISOString().slice(0, 10);
  }, days);

/** Every technician the calendar shows, and the related bids of each event, read as the screen reads them. */
async function pickRelatedEvent(page: Page) {
  return page.evaluate(async () => {
    const headers = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
    const input = (label: string) =>
      (document.querySelector(`input[aria-label="${label}"]`) as HTMLInputElement).value;
    const range = `${input('Start date')}/${input('End date')}`;
    const get = async (path: string) => (await fetch(path, { headers })).json();
    const parts = await Promise.all([
      get(`/flow/techs/contacts/${range}`),
      get(`/flow/techs/contacts/${range}?isRemainder=true`),
    ]);
    const contacts: { id: number; eventIDs: number[] }[] = parts.flatMap((p) => p.contacts);
    const crewOf = (id: number) => new Set(contacts.filter((c) => c.eventIDs.includes(id)).map((c) => c.id));
    const eventIds = [...new Set(contacts.flatMap((c) => c.eventIDs))].sort((a, b) => a - b);
    for (const id of eventIds) {
      const { ids } = (await get(`/flow/techs/${id}/related`)) as { ids: number[] };
      const own = crewOf(id);
      const more = ids.flatMap((r) => [...crewOf(r)]).filter((c) => !own.has(c));
      if (own.size && more.length) return { id, related: ids, own: own.size };
    }
    return null;
  });
}

describe('flow calendar', () => {
  it('opens on 7 days back to 60 ahead and moves the range 30 days with previous and next', async () => {
    const { page } = await signedInPage('staff', '/flow/techs');
    await techRows(page).first().waitFor();
    const start = page.getByLabel('Start date');
    const end = page.getByLabel('End date');
    expect(await start.inputValue()).toBe(await localDay(page, -7));
    expect(await end.inputValue()).toBe(await localDay(page, 60));
    expect(await page.locator('.date-head').count()).toBe(68);
    await screenshot(page, 'flow-calendar', { fullPage: false });

    await page.getByRole('button', { name: 'Next ›' }).click();
    await page.waitForURL((u) => u.searchParams.get('startDate') !== null);
    await expect.poll(() => start.inputValue()).toBe(await localDay(page, 23));
    expect(await end.inputValue()).toBe(await localDay(page, 90));
    await techRows(page).first().waitFor();
    await page.getByRole('button', { name: '‹ Previous' }).click();
    await page.getByRole('button', { name: '‹ Previous' }).click();
    await expect.poll(() => start.inputValue()).toBe(await localDay(page, -37));
    expect(new URL(page.url()).searchParams.get('endDate')).toBe(await localDay(page, 30));
    await techRows(page).first().waitFor();
  });

  it('reads its compact lines, the first part asked for once while its code loads', async () => {
    const { page } = await signedInPage('staff', '/flow/techs');
    await page.locator('.flow-page[data-complete="true"]').waitFor();
    const asked: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/flow/techs/')) asked.push(u.pathname + u.search);
    });
    await page.reload();
    await page.locator('.flow-page[data-complete="true"]').waitFor();
    const of = (call: string) => asked.filter((p) => p.startsWith(`/flow/techs/${call}/`));
    expect(of('lines').filter((p) => !p.includes('isRemainder'))).toHaveLength(1);
    // The rest only when there are more technicians than the first part holds.
    expect(of('lines').filter((p) => p.endsWith('?isRemainder=true')).length).toBeLessThanOrEqual(1);
    expect(of('config')).toHaveLength(1);
    expect(of('overview')).toHaveLength(1);
    expect([...of('contacts'), ...of('events')]).toEqual([]);
    expect(await techRows(page).count()).toBeGreaterThan(0);
  });

  it('searches by home state, by name, and by bid with Include Related', async () => {
    const { page } = await signedInPage('staff', '/flow/techs');
    await techRows(page).first().waitFor();
    // Wait for the second part so every tech is searchable.
    await page.getByText('Loading the rest…').waitFor({ state: 'detached' });

    await search(page).fill('tx');
    // Until the (debounced) filter applies, every tech is shown: wait for the filtered rows.
    await expect
      .poll(async () => new Set(await page.locator('.flow-row.tech .state').allTextContents()))
      .toEqual(new Set(['TX']));

    const name = (await techRows(page).nth(1).locator('.tech-name').textContent())!;
    const last = name.split(',')[0]!;
    await search(page).fill(last);
    await expect
      .poll(async () =>
        (await page.locator('.flow-row.tech .tech-name').allTextContents()).every((n) => n.includes(last)),
      )
      .toBe(true);
    expect(await page.locator('.flow-row.tech .tech-name').allTextContents()).toContain(name);

    const pick = await pickRelatedEvent(page);
    expect(pick, 'an event whose related bids have other crew').not.toBeNull();
    await search(page).fill(String(pick!.id));
    const related = page.getByLabel('Include Related');
    await related.waitFor();
    await expect.poll(() => techRows(page).count()).toBe(pick!.own);
    // Each row shown works the bid.
    const barIds = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.flow-row.tech')].map((row) =>
          [...row.querySelectorAll<HTMLElement>('button.bar.commitment')].map((b) =>
            Number(b.dataset.eventId),
          ),
        ),
      );
    for (const ids of await barIds()) expect(ids).toContain(pick!.id);
    await related.check();
    await expect.poll(() => techRows(page).count()).toBeGreaterThan(pick!.own);
    const wanted = [pick!.id, ...pick!.related];
    for (const ids of await barIds()) expect(ids.some((id) => wanted.includes(id))).toBe(true);
    await screenshot(page, 'flow-include-related', { fullPage: false });
  });

  it('filters to staff, collapses a group, and clicking a day highlights its date and row', async () => {
    const { page } = await signedInPage('staff', '/flow/techs');
    await techRows(page).first().waitFor();
    await page.getByText('Loading the rest…').waitFor({ state: 'detached' });
    const groups = page.locator('.flow-row.group');
    // Staff and Primary open at first, the others closed.
    // Read in one go: the virtualised rows may be redrawn between two separate reads.
    const states = await page.evaluate(() =>
      [...document.querySelectorAll('.flow-row.group')].map((g) => ({
        title: g.textContent ?? '',
        open: g.querySelector('button')?.getAttribute('aria-expanded'),
      })),
    );
    expect(states.length).toBeGreaterThan(0);
    for (const { title, open } of states) {
      expect(open, title).toBe(/Staff|Primary/.test(title) ? 'true' : 'false');
    }

    await page.getByLabel('Staff Only').check();
    await expect
      .poll(async () => (await groups.allTextContents()).every((t) => t.includes('Staff')))
      .toBe(true);
    const staffRows = await techRows(page).count();
    expect(staffRows).toBeGreaterThan(0);

    const first = groups.first().getByRole('button');
    const inFirst = Number(/\((\d+)\)/.exec((await first.textContent())!)![1]);
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => techRows(page).count()).toBe(staffRows - inFirst);
    await first.click();
    await expect.poll(() => techRows(page).count()).toBe(staffRows);
    await page.getByLabel('Staff Only').uncheck();

    const row = techRows(page).first();
    const box = (await row.locator('.timeline').boundingBox())!;
    // The 4th day column, away from any bar's text.
    await page.mouse.click(box.x + 3 * 32 + 16, box.y + box.height - 2);
    await expect.poll(() => row.getAttribute('class')).toContain('highlighted');
    expect(await page.locator('.date-head.highlighted').count()).toBe(1);
    expect(await page.locator('.column.highlighted').count()).toBe(1);
    expect(await page.locator('.date-head').nth(3).getAttribute('class')).toContain('highlighted');
  });

  it('shows a popup on hovering a bar, and View All Techs searches its event', async () => {
    const { page } = await signedInPage('admin', '/flow/techs');
    await techRows(page).first().waitFor();
    const bar = page.locator('.flow-row.tech button.bar.commitment:not(.cancelled)').first();
    await bar.waitFor();
    const eventId = await bar.getAttribute('data-event-id');
    await bar.hover();
    const popup = page.locator('.flow-popup');
    await popup.waitFor();
    expect(await popup.textContent()).toContain(eventId!);
    await screenshot(page, 'flow-popup', { fullPage: false });
    // Moving onto the popup keeps it open.
    await popup.hover();
    await popup.getByRole('button', { name: 'View All Techs' }).click();
    await popup.waitFor({ state: 'detached' });
    expect(await search(page).inputValue()).toBe(eventId);
    await expect.poll(() => techRows(page).count()).toBeGreaterThan(0);
    // Read in one go: the virtualised rows may be redrawn between two separate reads.
    await expect
      .poll(() =>
        page.evaluate(
          (id) =>
            [...document.querySelectorAll('.flow-row.tech')].every((row) =>
              row.querySelector(`button.bar[data-event-id="${id}"]`),
            ),
          eventId,
        ),
      )
      .toBe(true);
    // Admins see day rates of techs who are not staff.
    await search(page).fill('');
    await page.locator('.flow-row.tech .rate').first().waitFor();
  });

  it('gives a tech their own calendar feed from their row and from Days Unavailable', async () => {
    const { page } = await signedInPage('tech', '/flow/techs');
    await techRows(page).first().waitFor();
    await search(page).fill('Brooks');
    const own = page.getByRole('button', { name: 'My Calendar Feed' });
    await own.click();
    const modal = page.getByRole('dialog', { name: 'Taylor Brooks' });
    const address = modal.getByLabel('Calendar feed address');
    await expect.poll(() => address.inputValue()).toMatch(/\/flow\/feed\/[\w-]+\.ics$/);
    const url = await address.inputValue();
    await screenshot(page, 'flow-feed-link', { fullPage: false });
    const feed = await page.request.get(new URL(url).pathname);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR/);

    await page.goto('/days-unavailable');
    const panelAddress = page.getByLabel('Calendar feed address');
    await expect.poll(() => panelAddress.inputValue()).toBe(url);
    await screenshot(page, 'days-unavailable-feed', { fullPage: false });
  });
});
