import fs from 'node:fs';
import type { ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LaborEvent, Position } from '../contracts/labor-invites.js';
import { freePort, type ServerProcess } from '../test/server-process.js';
import { startSmtpServer } from '../test/smtp.js';
import { answerDialog, newPage, screenshot, signedInPage } from './browser.js';
import { demoDataDir } from './demo-data-dir.js';
import { staffApi, startMailingServer } from './mailing-server.js';

/*
 * Issue 22: the crew's side, with mail on. This file runs its own server (demo data) with SMTP_URL
 * pointed at a real SMTP server on loopback, so the invite is read from what the tech received.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: ServerProcess;
let base = '';
let dataDir = '';
const PHONE = { width: 390, height: 800 };

beforeAll(async () => {
  smtp = await startSmtpServer();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = demoDataDir('loadout-crew-e2e-');
  server = await startMailingServer({ dataDir, smtpUrl: smtp.url, port });
}, 120_000);
afterAll(async () => {
  await server?.stop('SIGTERM');
  await smtp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The mail that arrives after `count` and matches, waited for (delivery follows the commit). */
async function mailAfter(count: number, match: (m: ParsedMail) => boolean): Promise<ParsedMail> {
  await expect.poll(() => smtp.received.slice(count).some(match), { timeout: 10_000 }).toBe(true);
  return smtp.received.slice(count).find(match)!;
}
const linkIn = (mail: ParsedMail) => new RegExp(`${base}(/offers/[\\w-]{43})`).exec(mail.text ?? '')![1]!;

const today = new Date().toISOString().slice(0, 10);
const shift = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Uncrewed positions that can be invited to (live bids), soonest first, in the months around today. */
async function openPositions(page: Page): Promise<Position[]> {
  const api = await staffApi(page);
  const { events } = await api.get<{ events: LaborEvent[] }>(
    `/labor-invites/events?startDate=${shift(-60)}&endDate=${shift(120)}`,
  );
  return events
    .filter((e) => !e.isLocked && !e.fullStatus.includes('Cancelled'))
    .flatMap((e) => e.crewable_labor_items)
    .filter((p) => p.status === 'Uncrewed' && !p.is_stashed && !p.labor_is_resolved);
}

/** Staff invite a tech (by name, or the first one listed) to a position; the tech's mail comes back. */
async function invite(staff: Page, p: Position, name?: string) {
  const api = await staffApi(staff);
  const { contacts } = await api.get<{
    contacts: { id: number; name: string; primary_email: string | null }[];
  }>(`/labor-invites/contacts?lineItemID=${p.id}`);
  const tech = contacts.find((c) => (name ? c.name === name : c.primary_email))!;
  const count = smtp.received.length;
  const res = await api.post('/labor-invites/invite', {
    lineItemID: p.id,
    eventID: p.event_id,
    contactID: tech.id,
    confirmed: true,
  });
  expect(res.status(), await res.text()).toBe(200);
  const mail = await mailAfter(count, (m) => m.subject?.startsWith('Work offer:') ?? false);
  return { tech, mail, link: linkIn(mail) };
}

/** The position's status as the staff's labor screen shows it. */
async function statusOnStaffScreen(staff: Page, p: Position) {
  const api = await staffApi(staff);
  const { item } = await api.get<{ item: Position }>(`/labor-invites/event-items/${p.id}`);
  return item.status;
}

describe('one-tap answers from the mail (issue 22.1-2)', () => {
  it('Accept: the link opens a page with no session; the answer confirms the position and mails both sides', async () => {
    const { page: staff } = await signedInPage('staff', '/labor-invites', { baseURL: base });
    const position = (await openPositions(staff)).find((p) => p.start_date > today)!;
    const { tech, mail, link } = await invite(staff, position);
    expect(mail.replyTo?.value[0]?.address).toBe('staff@example.com');
    expect(mail.text).toMatch(/In: \w{3}, \w{3} \d+, \d+:\d\d [AP]M [A-Z]{3,4}/);
    expect(mail.attachments.map((a) => a.filename)).toEqual(['invite.ics']);

    const { page } = await newPage({ baseURL: base, viewport: PHONE });
    await page.goto(link);
    await page.getByRole('heading', { name: /^Work offer:/ }).waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    await screenshot(page, 'crew-offer-page');
    expect(await statusOnStaffScreen(staff, position)).toBe('Tentative');

    const count = smtp.received.length;
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('heading', { name: 'You accepted this offer' }).waitFor();
    expect(await statusOnStaffScreen(staff, position)).toBe('Confirmed');
    await staff.goto('/labor-invites');
    await mailAfter(count, (m) => m.subject?.startsWith('Confirmed:') ?? false);
    const note = await mailAfter(count, (m) => m.subject?.startsWith(`${tech.name} accepted:`) ?? false);
    expect(note.to && !Array.isArray(note.to) ? note.to.value[0]?.address : '').toBe('staff@example.com');

    // Used again: the page says what was already answered, and nothing changes.
    await page.goto(link);
    await page.getByText('This offer was already accepted').waitFor();
    expect(await page.getByRole('button', { name: 'Decline' }).count()).toBe(0);
    expect(await statusOnStaffScreen(staff, position)).toBe('Confirmed');
  });

  it('Decline: the position is uncrewed and the tech may add the dates to their days unavailable', async () => {
    const { page: staff } = await signedInPage('staff', '/labor-invites', { baseURL: base });
    const position = (await openPositions(staff)).filter((p) => p.start_date > today)[1]!;
    const { tech, link } = await invite(staff, position);
    const { page } = await newPage({ baseURL: base, viewport: PHONE });
    await page.goto(link);
    const count = smtp.received.length;
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('heading', { name: 'You declined this offer' }).waitFor();
    expect(await statusOnStaffScreen(staff, position)).toBe('Uncrewed');
    await mailAfter(count, (m) => m.subject?.startsWith('Declined:') ?? false);
    await screenshot(page, 'crew-offer-declined');
    await page.getByRole('button', { name: /to my days unavailable$/ }).click();
    await page.getByText('Added to your days unavailable.').waitFor();
    const api = await staffApi(staff);
    const { records } = await api.get<{ records: { start_date: string; end_date: string }[] }>(
      `/days-unavailable?contactId=${tech.id}`,
    );
    expect(records).toContainEqual(
      expect.objectContaining({ start_date: position.start_date, end_date: position.end_date }),
    );
    // The button is gone: a second add is not offered.
    await page.goto(link);
    await page.getByText('This offer was already declined').waitFor();
    expect(await page.getByRole('button', { name: /to my days unavailable$/ }).count()).toBe(0);
  });

  it('a forged link and an expired one each get a clear page and change nothing', async () => {
    const { page } = await newPage({ baseURL: base, viewport: PHONE });
    const forged = await page.goto(`/offers/${'A'.repeat(43)}`);
    expect(forged?.status()).toBe(404);
    await page.getByRole('heading', { name: 'This offer link is not valid' }).waitFor();

    // An offer for a position that has already started: expired on arrival.
    const { page: staff } = await signedInPage('staff', '/labor-invites', { baseURL: base });
    const started = (await openPositions(staff)).find((p) => p.start_date < today)!;
    const { link } = await invite(staff, started);
    const expired = await page.goto(link);
    expect(expired?.status()).toBe(410);
    await page.getByText('This offer has expired: the job has already started.').waitFor();
    expect(await page.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    expect(await statusOnStaffScreen(staff, started)).toBe('Tentative');
  });
});

describe('My jobs (issue 22.4)', () => {
  it('a tech lands on their own page at 390 × 800: an offer to answer, jobs, days off, feed; no sideways scroll', async () => {
    const { page: staff } = await signedInPage('staff', '/labor-invites', { baseURL: base });
    const position = (await openPositions(staff)).filter((p) => p.start_date > today)[2]!;
    await invite(staff, position, 'Taylor Brooks');

    const { page, dialogs } = await signedInPage('tech', '/', { baseURL: base, viewport: PHONE });
    await page.waitForURL(/\/my-jobs$/);
    const offer = page.getByRole('article', { name: new RegExp(`^Offer: ${position.description}`) });
    await offer.waitFor();
    await page.getByRole('heading', { name: 'Calendar feed' }).waitFor();
    await page.locator('.job-card:not(.offer)').first().waitFor();
    expect(await sidewaysScroll(page)).toBe(0);
    await screenshot(page, 'crew-my-jobs', { fullPage: false });
    await screenshot(page, 'crew-my-jobs-full');

    await offer.getByRole('button', { name: 'Accept' }).click();
    expect(await answerDialog(page)).toMatch(/^You are confirmed on /);
    await offer.waitFor({ state: 'detached' });
    expect(await statusOnStaffScreen(staff, position)).toBe('Confirmed');
    expect(dialogs).toEqual([]);
  });
});

describe('conflicts and the Outbox (issue 22.5-6)', () => {
  it('a tech adding days over a job they hold is asked first, and the staff member who booked them is told', async () => {
    const { page } = await signedInPage('tech', '/days-unavailable', { baseURL: base, viewport: PHONE });
    const { jobs } = (await (
      await page.request.get('/my-jobs', { headers: { 'x-requested-with': 'XMLHttpRequest' } })
    ).json()) as { jobs: { startDate: string; showName: string; isCancelled: boolean }[] };
    const job = jobs.find((j) => !j.isCancelled && j.startDate > today)!;
    const panel = page.getByRole('region', { name: 'Days Unavailable' });
    await panel.getByRole('button', { name: 'Add Dates' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Dates' });
    await modal.getByLabel('Start').fill(job.startDate);
    await modal.getByLabel('End').fill(job.startDate);
    await modal.getByRole('button', { name: 'Save' }).click();
    expect(await answerDialog(page)).toMatch(
      /^You are booked on these dates: .*Add the days unavailable anyway\?/,
    );
    await modal.waitFor({ state: 'detached' });

    const { page: staff } = await signedInPage('staff', '/outbox', { baseURL: base });
    await staff
      .locator('table.outbox tbody tr', { hasText: `Taylor Brooks is unavailable during ${job.showName}` })
      .first()
      .waitFor();
  });

  it('a message the mail server refused is sent with "Send now", and shows its age', async () => {
    const { page: staff } = await signedInPage('staff', '/outbox', { baseURL: base });
    const position = (await openPositions(staff)).filter((p) => p.start_date > today)[3]!;
    const api = await staffApi(staff);
    const { contacts } = await api.get<{ contacts: { id: number; primary_email: string | null }[] }>(
      `/labor-invites/contacts?lineItemID=${position.id}`,
    );
    smtp.refuse(true);
    const res = await api.post('/labor-invites/invite', {
      lineItemID: position.id,
      eventID: position.event_id,
      contactID: contacts.find((c) => c.primary_email)!.id,
      confirmed: true,
    });
    smtp.refuse(false);
    expect((await res.json()).delivery).toBe('failed');
    const subject = `Work offer: ${position.description}`;
    await staff.reload();
    const row = staff.locator('table.outbox tbody tr', { hasText: subject }).first();
    await row.getByRole('button', { name: 'Send now' }).waitFor();
    expect(await row.locator('td').nth(1).textContent()).toMatch(/^\d+ minutes?$/);
    await screenshot(staff, 'crew-outbox', { fullPage: false });
    const count = smtp.received.length;
    await row.getByRole('button', { name: 'Send now' }).click();
    await expect.poll(() => row.locator('td.status').textContent()).toMatch(/^Sent/);
    await mailAfter(count, (m) => m.subject?.startsWith(subject) ?? false);
  });
});
