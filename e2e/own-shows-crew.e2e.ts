import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerDialog, screenshot, signedInPage } from './browser.js';

const get = (page: Page, url: string) =>
  page.evaluate(
    async (u) => (await fetch(u, { headers: { 'x-requested-with': 'XMLHttpRequest' } })).json(),
    url,
  );

/** A live, unlocked show of the demo data, with its dates. */
async function pickEvent(page: Page): Promise<{ id: number; startDate: string }> {
  const today = new Date().toISOString().slice(0, 10);
  const { events } = (await get(page, `/events?startDate=${today}&limit=50`)) as {
    events: { id: number; startDate: string; isCancelled: boolean }[];
  };
  for (const e of events.filter((x) => !x.isCancelled)) {
    const { event } = (await get(page, `/events/${e.id}`)) as { event: { isLocked: boolean } };
    if (!event.isLocked) return e;
  }
  throw new Error('The demo data has no live, unlocked show ahead');
}

/** Screenshots to look at, in test-results/ and under /tmp for the report. */
async function shot(page: Page, name: string) {
  await screenshot(page, name);
  fs.copyFileSync(`test-results/${name}.png`, `/tmp/h-crew-travel-${name}.png`);
}

describe("a show's crew positions and travel, by hand", () => {
  it('adds a position (by keyboard) and a trip on the event page; the trip shows on the flow calendar', async () => {
    const { page, dialogs } = await signedInPage('staff', '/events');
    const event = await pickEvent(page);
    await page.goto(`/events/${event.id}`);
    const positions = page.locator('section.event-positions');
    await positions.getByRole('heading', { name: 'Crew Positions' }).waitFor();
    await positions.locator('p.muted', { hasText: "venue's local time" }).waitFor();

    // Add a position with the keyboard: Enter opens the editor, the first field has focus.
    await positions.getByRole('button', { name: 'Add Position' }).focus();
    await page.keyboard.press('Enter');
    const editor = page.getByRole('dialog', { name: 'Add Position' });
    await editor.waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    await page.keyboard.press('Tab');
    await page.keyboard.type('E2E Spot Op');
    await editor.getByLabel(/^In \(/).fill(`${event.startDate}T07:00`);
    await editor.getByLabel(/^Out \(/).fill(`${event.startDate}T06:00`);
    await editor.getByLabel(/^Line key/).focus();
    await page.keyboard.type('E2E-1');
    await page.keyboard.press('Enter');
    // The browser's own check stops an out before the in; the server's words stop the rest.
    expect(await editor.isVisible()).toBe(true);
    await editor.getByLabel(/^Out \(/).fill(`${event.startDate}T19:00`);
    await editor.getByLabel(/^Line key/).press('Enter');
    await editor.waitFor({ state: 'detached' });
    const row = positions.locator('tbody tr', { hasText: 'E2E Spot Op' });
    await row.waitFor();
    expect(await row.locator('td').first().textContent()).toBe('E2E-1');

    // The same line key again is refused in the server's words.
    await positions.getByRole('button', { name: 'Add Position' }).click();
    const again = page.getByRole('dialog', { name: 'Add Position' });
    await again.getByLabel(/^In \(/).fill(`${event.startDate}T08:00`);
    await again.getByLabel(/^Out \(/).fill(`${event.startDate}T09:00`);
    await again.getByLabel(/^Line key/).fill('E2E-1');
    await again.getByRole('button', { name: 'Save' }).click();
    expect(await answerDialog(page)).toBe('Another position of this bid already has the line key "E2E-1".');
    await again.getByRole('button', { name: 'Cancel' }).click();

    // Stash it and back; the row reads struck through meanwhile.
    await row.getByRole('button', { name: 'Stash E2E Spot Op' }).click();
    await positions.locator('tr.stashed', { hasText: 'E2E Spot Op' }).waitFor();
    await row.getByRole('button', { name: 'Unstash E2E Spot Op' }).click();
    await row.getByRole('button', { name: 'Stash E2E Spot Op' }).waitFor();

    // A trip for the first technician offered (the show's crew first).
    const travel = page.locator('section.event-travel');
    await travel.getByRole('button', { name: 'Add Trip' }).click();
    const tripEditor = page.getByRole('dialog', { name: 'Add Trip' });
    const traveller = tripEditor.getByLabel('Traveller');
    await traveller.locator('option').first().waitFor({ state: 'attached' });
    const techName = (await traveller.locator('option').first().textContent())!.replace(/ \(.*\)$/, '');
    await tripEditor.getByLabel('Kind').selectOption('flight');
    await tripEditor.getByLabel(/^Departs/).fill(`${event.startDate}T05:00`);
    await tripEditor.getByLabel(/^Arrives/).fill(`${event.startDate}T06:30`);
    await tripEditor.getByLabel('Details').fill('E2E 101 DFW → LAS');
    await tripEditor.getByRole('button', { name: 'Save' }).click();
    await tripEditor.waitFor({ state: 'detached' });
    await travel.locator('tbody tr', { hasText: 'E2E 101 DFW → LAS' }).waitFor();
    expect(dialogs).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await shot(page, 'event-crew-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'event-crew-390');
    // The editor fits a phone: every field reachable, the buttons in view.
    await positions.getByRole('button', { name: 'Edit E2E Spot Op' }).click();
    const phoneEditor = page.getByRole('dialog', { name: 'Edit E2E Spot Op' });
    await phoneEditor.getByRole('button', { name: 'Save' }).waitFor();
    expect(await phoneEditor.getByLabel(/^Out \(/).inputValue()).toBe(`${event.startDate}T19:00`);
    await screenshot(page, 'position-editor-390', { fullPage: false });
    fs.copyFileSync('test-results/position-editor-390.png', '/tmp/h-crew-travel-position-editor-390.png');
    await page.keyboard.press('Escape');
    await phoneEditor.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1440, height: 900 });

    // The flow calendar shows the trip on the traveller's line.
    const start = new Date(`${event.startDate}T00:00:00Z`);
    const day = (n: number) => new Date(start.getTime() + n * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/flow/techs?startDate=${day(-3)}&endDate=${day(10)}`);
    await page.locator('.flow-page[data-complete="true"]').waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(techName.split(' ').at(-1)!);
    const trip = page.locator('.flow-row.tech .travel-hit[aria-label*="E2E 101 DFW → LAS"]');
    await trip.waitFor();
    await shot(page, 'flow-trip-1440');

    // Back on the event page, the trip and the position are removed again.
    await page.goto(`/events/${event.id}`);
    const tripRow = travel.locator('tbody tr', { hasText: 'E2E 101 DFW → LAS' });
    await tripRow.getByRole('button', { name: /^Remove/ }).click();
    expect(await answerDialog(page)).toMatch(/^Remove .*'s trip/);
    await tripRow.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: 'Remove E2E Spot Op' }).click();
    await answerDialog(page);
    await row.waitFor({ state: 'detached' });
  });
});
