import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallSheet } from '../contracts/event-call-sheet.js';
import type { LaborEvent } from '../contracts/labor-invites.js';
import { freePort, type ServerProcess } from '../test/server-process.js';
import { startSmtpServer } from '../test/smtp.js';
import { answerDialog, screenshot, signedInPage } from './browser.js';
import { demoDataDir } from './demo-data-dir.js';
import { staffApi, startMailingServer } from './mailing-server.js';

/*
 * Issue 37.6 at 390 px: staff open an event's call sheet from the event page, follow its phone
 * links and print, and write to the whole crew: one message each, delivered to the test SMTP
 * server and listed in the Outbox. (Kept messages sent once SMTP_URL is set: outbox/drain.test.ts.)
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: ServerProcess;
let port = 0;
let dataDir = '';
const PHONE = { width: 390, height: 800 };

beforeAll(async () => {
  smtp = await startSmtpServer();
  port = await freePort();
  dataDir = demoDataDir('loadout-call-sheet-e2e-');
  server = await startMailingServer({ dataDir, smtpUrl: smtp.url, port });
}, 120_000);
afterAll(async () => {
  await server?.stop('SIGTERM');
  await smtp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the call sheet at 390 px', () => {
  it('opens from the event page; a message to the whole crew reaches each of them', async () => {
    const base = `http://127.0.0.1:${port}`;
    const { page } = await signedInPage('staff', '/', { baseURL: base, viewport: PHONE });
    const api = await staffApi(page);
    // A show ahead with a confirmed crew.
    const { events } = await api.get<{ events: LaborEvent[] }>(
      `/labor-invites/events?startDate=${day(1)}&endDate=${day(60)}`,
    );
    const event = events.find(
      (e) =>
        !e.fullStatus.includes('Cancelled') && e.crewable_labor_items.some((p) => p.status === 'Confirmed'),
    )!;
    const sheet = await api.get<CallSheet>(`/events/${event.id}/call-sheet`);
    expect(sheet.recipients).toBeGreaterThan(0);

    await page.goto(`/events/${event.id}`);
    await page.getByRole('link', { name: 'Call sheet' }).waitFor();
    await screenshot(page, 'call-sheet-event-page', { fullPage: false });
    await page.getByRole('link', { name: 'Call sheet' }).click();
    await page.getByRole('heading', { name: 'Call sheet' }).waitFor();
    const first = sheet.crew[0]!;
    const card = page.getByTestId(`crew-${first.positionId}`);
    await expect.poll(() => card.textContent()).toContain(`Call ${first.prettyCall}`);
    // The zone is named on every time, and the venue's zone is said once.
    expect(first.prettyCall).toMatch(/ [A-Z]{2,4}$|GMT/);
    await page.getByText(`The venue's: ${sheet.event.timeZone}`).waitFor();
    const withPhone = sheet.crew.find((c) => c.phone);
    if (withPhone)
      expect(
        await page
          .getByTestId(`crew-${withPhone.positionId}`)
          .getByRole('link', { name: withPhone.phone! })
          .getAttribute('href'),
      ).toMatch(/^tel:\+?\d+$/);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const pdf = await page.request.get(
      (await page.getByRole('link', { name: 'Print (PDF)' }).getAttribute('href'))!,
    );
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await screenshot(page, 'call-sheet-390');

    const count = `${sheet.recipients} technician${sheet.recipients === 1 ? '' : 's'}`;
    await page.getByLabel('Message the whole crew').fill('Doors at 6; park in lot C.');
    await page.getByRole('button', { name: `Send to ${count}` }).click();
    expect(await answerDialog(page)).toBe(`Send this message to ${count}?`);
    await page
      .getByRole('status')
      .filter({ hasText: `Sent to ${count}` })
      .waitFor();
    await screenshot(page, 'call-sheet-390-sent');
    await expect
      .poll(() => smtp.received.filter((m) => m.subject?.endsWith('a message for the crew')).length, {
        timeout: 10_000,
      })
      .toBe(sheet.recipients);
    expect(smtp.received[0]!.text).toContain('Doors at 6; park in lot C.');

    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto('/outbox');
    const rows = page.locator('tr', { hasText: 'a message for the crew' });
    await expect.poll(() => rows.filter({ hasText: 'Sent' }).count()).toBe(sheet.recipients);
    await screenshot(page, 'call-sheet-outbox', { fullPage: false });
  }, 60_000);
});
