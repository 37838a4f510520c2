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
 * Issue 37.3: an availability request walked end to end with mail really delivered. Staff ask
 * three technicians whether they are free on a position's dates; one answers Yes from the mail at
 * 390 px, one No, the demo tech Yes on My jobs; staff read the tally and offer the position to the
 * two yeses in one step (a first-to-accept round: two "Work offer" mails).
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
  dataDir = demoDataDir('loadout-availability-e2e-');
  server = await startMailingServer({ dataDir, smtpUrl: smtp.url, port });
}, 120_000);
afterAll(async () => {
  await server?.stop('SIGTERM');
  await smtp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Who a mail is to, by name (the demo tech's address is made up by the seed). */
const to = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? (m.to.value[0]?.name ?? '') : '');
const TAYLOR = 'Taylor Brooks';
async function mailsAfter(count: number, n: number, match: (m: ParsedMail) => boolean) {
  await expect.poll(() => smtp.received.slice(count).filter(match).length, { timeout: 10_000 }).toBe(n);
  return smtp.received.slice(count).filter(match);
}
const askLink = (m: ParsedMail, answer: string) =>
  new RegExp(`${base}(/availability/[\\w-]{43}\\?answer=${answer})`).exec(m.html || '')![1]!;
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A live, uncrewed position starting after today. */
async function openPosition(page: Page): Promise<Position> {
  const { events } = await (await staffApi(page)).get<{ events: LaborEvent[] }>(
    `/labor-invites/events?startDate=${day(3)}&endDate=${day(90)}`,
  );
  return events
    .filter((e) => !e.isLocked && !e.fullStatus.includes('Cancelled'))
    .flatMap((e) => e.crewable_labor_items)
    .find((p) => p.status === 'Uncrewed' && !p.is_stashed && !p.labor_is_resolved && !p.round)!;
}

describe('availability requests (issue 37.3)', () => {
  it('asks three techs, takes Yes / No by mail and Yes on My jobs, and offers the position to the yeses', async () => {
    const { page: staff } = await signedInPage('staff', '/availability-requests', { baseURL: base });
    const p = await openPosition(staff);
    await staff.getByRole('button', { name: 'Ask Who Is Free' }).click();
    const modal = staff.getByRole('dialog', { name: 'Ask who is free' });
    await modal.getByLabel('From', { exact: true }).fill(p.start_date);
    await modal.getByLabel('To', { exact: true }).fill(p.end_date);
    await modal.getByLabel('Note', { exact: true }).fill('Two days of load-in, blacks.');
    const picker = modal.getByRole('group', { name: 'Technicians' });
    await modal.getByLabel('Search technicians').fill(TAYLOR);
    await picker.getByRole('checkbox').first().check();
    await modal.getByLabel('Search technicians').fill('');
    await modal.getByLabel('Available only').check();
    const free = picker.locator('label.picker-row:not(:has(input:checked)):not(:has(input:disabled))');
    await free.first().locator('input').check();
    await free.first().locator('input').check();
    await screenshot(staff, 'availability-ask-modal', { fullPage: false });
    const count = smtp.received.length;
    await modal.getByRole('button', { name: 'Ask 3 Technicians' }).click();
    await modal.waitFor({ state: 'detached' });
    const card = staff.getByRole('article').filter({ hasText: 'Two days of load-in, blacks.' });
    await expect
      .poll(() => card.locator('.tally').textContent())
      .toBe('0 yes · 0 maybe · 0 no · 3 not answered');
    const asks = await mailsAfter(count, 3, (m) => m.subject?.startsWith('Are you free') ?? false);
    const others = asks.filter((m) => to(m) !== TAYLOR);
    expect(others).toHaveLength(2);

    // One tech answers Yes from the mail on a phone: the link asks the one confirming tap.
    const { page: phone } = await newPage({ baseURL: base, viewport: PHONE });
    await phone.setContent(others[0]!.html || '');
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    await phone.goto(askLink(others[0]!, 'yes'));
    await phone.getByText('Tap Yes, I am free to confirm.').waitFor();
    await phone.getByRole('button', { name: 'Yes, I am free' }).click();
    await phone.getByText(/You answered Yes on /).waitFor();
    await screenshot(phone, 'availability-answered-phone');
    // Another says No.
    await phone.goto(askLink(others[1]!, 'no'));
    await phone.getByRole('button', { name: 'No, I am not free' }).click();
    await phone.getByText(/You answered No on /).waitFor();

    // The demo tech says Yes on My jobs.
    const { page: tech } = await signedInPage('tech', '/my-jobs', { baseURL: base, viewport: PHONE });
    const ask = tech
      .getByRole('article', { name: /^Availability: / })
      .filter({ hasText: 'Two days of load-in' });
    await ask.getByRole('button', { name: 'Yes' }).click();
    await ask.getByText('You answered Yes.').waitFor();
    await screenshot(tech, 'availability-my-jobs', { fullPage: false });

    // Staff read the tally and offer the position to the two yeses in one step.
    await staff.reload();
    await expect
      .poll(() => card.locator('.tally').textContent())
      .toBe('2 yes · 0 maybe · 1 no · 0 not answered');
    await card.getByLabel('Position').selectOption(String(p.id));
    await screenshot(staff, 'availability-tally', { fullPage: false });
    const before = smtp.received.length;
    await card.getByRole('button', { name: 'Offer to 2 yeses' }).click();
    let said = await answerDialog(staff);
    // Someone booked or away on those dates is a question first (labor invites' own rule).
    if (said.endsWith('Send the invite anyway?')) said = await answerDialog(staff);
    expect(said).toBe(`${p.description} offered to 2 technicians.`);
    const offers = await mailsAfter(before, 2, (m) => m.subject?.startsWith('Work offer:') ?? false);
    expect(offers.map(to).sort()).toEqual([to(others[0]!), TAYLOR].sort());
  });
});
