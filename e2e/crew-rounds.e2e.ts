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
 * Issue 37: offers that run themselves, with mail really delivered. A first-to-accept round with
 * three techs, a withdrawal a tech reads at 390 px, and an in-order round whose deadline passes
 * while the server is down: it is started again with its round clock 5 hours ahead
 * (ROUND_CLOCK_AHEAD_MINUTES), so the deadline passes without waiting.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: ServerProcess;
let base = '';
let port = 0;
let dataDir = '';
const PHONE = { width: 390, height: 800 };

const start = async (aheadMinutes = 0) => {
  server = await startMailingServer(
    { dataDir, smtpUrl: smtp.url, port },
    { ROUND_CLOCK_AHEAD_MINUTES: String(aheadMinutes) },
  );
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = demoDataDir('loadout-rounds-e2e-');
  await start();
}, 120_000);
afterAll(async () => {
  await server?.stop('SIGTERM');
  await smtp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const to = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? (m.to.value[0]?.address ?? '') : '');
/** Every mail after `count` that matches, once there are `n` of them (delivery follows the commit). */
async function mailsAfter(count: number, n: number, match: (m: ParsedMail) => boolean) {
  await expect.poll(() => smtp.received.slice(count).filter(match).length, { timeout: 10_000 }).toBe(n);
  return smtp.received.slice(count).filter(match);
}
const offerLink = (m: ParsedMail, answer = '') =>
  new RegExp(`${base}(/offers/[\\w-]{43}${answer ? `\\?answer=${answer}` : ''})`).exec(m.html || '')![1]!;
const isOffer = (m: ParsedMail) => m.subject?.startsWith('Work offer:') ?? false;

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** Live, unlocked, uncrewed positions starting after today, soonest first. */
async function openPositions(page: Page): Promise<Position[]> {
  const { events } = await (await staffApi(page)).get<{ events: LaborEvent[] }>(
    `/labor-invites/events?startDate=${day(1)}&endDate=${day(120)}`,
  );
  return events
    .filter((e) => !e.isLocked && !e.fullStatus.includes('Cancelled'))
    .flatMap((e) => e.crewable_labor_items)
    .filter(
      (p) =>
        // An event overlapping the range may have begun: its offers expire once the job started.
        p.start_date > day(1) && p.status === 'Uncrewed' && !p.is_stashed && !p.labor_is_resolved && !p.round,
    );
}
const rowOf = (page: Page, p: Position) => page.locator(`tr[data-position-id="${p.id}"]`);
const screenFor = (p: Position) =>
  `/labor-invites?search=${p.event_id}&startDate=${p.start_date}&endDate=${p.end_date}`;

describe('offer rounds (issue 37)', () => {
  it('first to accept: three techs asked from the modal, the first Accept confirms, the others read "filled"', async () => {
    const { page: staff } = await signedInPage('staff', '/labor-invites', { baseURL: base });
    const p = (await openPositions(staff))[0]!;
    await staff.goto(screenFor(p));
    const row = rowOf(staff, p);
    // The round is chosen and sent by keyboard alone: arrows in the radio groups, Tab, Space, Enter.
    await row.getByRole('button', { name: 'Send Invite' }).focus();
    await staff.keyboard.press('Enter');
    const modal = staff.getByRole('dialog', { name: 'Send Invite' });
    await modal.getByLabel('Tech role').selectOption('any');
    await modal.getByLabel('One technician').focus();
    await staff.keyboard.press('ArrowDown');
    expect(await modal.getByLabel('Several technicians').isChecked()).toBe(true);
    await tabTo(staff, 'First to accept (all asked at once)');
    await staff.keyboard.press('Space');
    await tabTo(staff, 'Available only');
    await staff.keyboard.press('Space');
    const boxes = modal.getByRole('group', { name: 'Invitees' }).getByRole('checkbox');
    await boxes.first().waitFor();
    for (let k = 0; k < 3; k++) {
      await staff.keyboard.press('Tab');
      await staff.keyboard.press('Space');
    }
    expect(await boxes.evaluateAll((b) => b.filter((x) => (x as HTMLInputElement).checked).length)).toBe(3);
    await modal.getByRole('list', { name: 'Asked at once' }).waitFor();
    await screenshot(staff, 'rounds-modal', { fullPage: false });
    const count = smtp.received.length;
    await tabTo(staff, 'Send 3 Offers');
    await staff.keyboard.press('Enter');
    await modal.waitFor({ state: 'detached' });
    await expect
      .poll(() => row.locator('.round-state summary').textContent())
      .toBe('First to accept: asked 3, waiting on 3.');
    const offers = await mailsAfter(count, 3, isOffer);
    await screenshot(staff, 'rounds-first-open', { fullPage: false });

    // The mail as a phone shows it: no wider than 390 px, the location a map link.
    const { page: phone } = await newPage({ baseURL: base, viewport: PHONE });
    await phone.setContent(offers[1]!.html || '');
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    expect(await phone.getByRole('link', { name: 'Accept' }).getAttribute('href')).toMatch(
      /\?answer=accept$/,
    );
    await screenshot(phone, 'rounds-offer-mail-phone');
    // The second tech taps Accept in the mail: the page asks the one confirming tap.
    await phone.goto(offerLink(offers[1]!, 'accept'));
    await phone.getByText('Accept this offer? Tap Yes, accept to confirm.').waitFor();
    const after = smtp.received.length;
    await phone.getByRole('button', { name: 'Yes, accept' }).click();
    await phone.getByRole('heading', { name: 'You accepted this offer' }).waitFor();
    const filled = await mailsAfter(after, 2, (m) => m.subject?.startsWith('Position filled:') ?? false);
    expect(filled.map(to).sort()).toEqual([to(offers[0]!), to(offers[2]!)].sort());
    // The staff screen follows by itself (the tech's answer is published live).
    await expect.poll(() => row.locator('td.status').textContent()).toMatch(/^Confirmed/);
    await expect
      .poll(() => row.locator('.round-state summary').textContent())
      .toMatch(/^First to accept: filled by /);

    // The first tech, a moment late, reads that it was filled.
    await phone.goto(offerLink(offers[0]!, 'accept'));
    await phone.getByText('This position was filled.').waitFor();
    expect(await phone.getByRole('button', { name: /accept/i }).count()).toBe(0);
    await screenshot(phone, 'rounds-filled-phone');
  });

  it('withdraw: the tech reads "This offer was withdrawn" on My jobs at 390 px and gets the notice', async () => {
    const { page: staff } = await signedInPage('staff', '/labor-invites', { baseURL: base });
    const p = (await openPositions(staff))[1]!;
    const api = await staffApi(staff);
    const { contacts } = await api.get<{ contacts: { id: number; name: string }[] }>(
      '/labor-invites/contacts',
    );
    const taylor = contacts.find((c) => c.name === 'Taylor Brooks')!;
    const sent = await api.post('/labor-invites/invite', {
      lineItemID: p.id,
      eventID: p.event_id,
      contactID: taylor.id,
      confirmed: true,
    });
    expect(sent.status(), await sent.text()).toBe(200);
    await staff.goto(screenFor(p));
    const row = rowOf(staff, p);
    const count = smtp.received.length;
    await row.getByRole('button', { name: 'Withdraw' }).click();
    expect(await answerDialog(staff)).toBe(
      'Withdraw the offer to Taylor Brooks? They are told it was withdrawn; it is not recorded as their decline.',
    );
    await expect.poll(() => row.locator('td.status').textContent()).toMatch(/^Uncrewed/);
    await mailsAfter(count, 1, (m) => m.subject?.startsWith('Offer withdrawn:') ?? false);

    const { page } = await signedInPage('tech', '/my-jobs', { baseURL: base, viewport: PHONE });
    const offer = page.getByRole('article', { name: new RegExp(`^Offer: ${p.description}`) }).first();
    await offer.getByText('This offer was withdrawn.').waitFor();
    expect(await offer.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    await offer.scrollIntoViewIfNeeded();
    await screenshot(page, 'rounds-withdrawn-my-jobs', { fullPage: false });
  });

  it('in order: the deadline passes while the server is down; on start the next tech is asked', async () => {
    const { page: staff } = await signedInPage('staff', '/labor-invites', { baseURL: base });
    const p = (await openPositions(staff))[2]!;
    const api = await staffApi(staff);
    const { contacts } = await api.get<{
      contacts: { id: number; primary_email: string | null; availability: string }[];
    }>(`/labor-invites/contacts?lineItemID=${p.id}`);
    const two = contacts.filter((c) => c.primary_email && c.availability === 'available').slice(0, 2);
    const count = smtp.received.length;
    const res = await api.post('/labor-invites/rounds', {
      lineItemID: p.id,
      eventID: p.event_id,
      contactIDs: two.map((c) => c.id),
      mode: 'order',
      answerMinutes: 240,
    });
    expect(res.status(), await res.text()).toBe(200);
    const [first] = await mailsAfter(count, 1, isOffer);
    expect(to(first!)).toBe(two[0]!.primary_email);

    // Five hours later, as the sweep sees it: the server was down meanwhile.
    await server.stop('SIGTERM');
    const later = smtp.received.length;
    await start(300);
    const [next] = await mailsAfter(later, 1, isOffer);
    expect(to(next!)).toBe(two[1]!.primary_email);
    await mailsAfter(later, 1, (m) => m.subject?.startsWith('Offer closed:') ?? false);

    const { page: phone } = await newPage({ baseURL: base, viewport: PHONE });
    await phone.goto(offerLink(first!));
    await phone.getByText('The time to answer this offer ran out.').waitFor();
    const { page: again } = await signedInPage('staff', screenFor(p), { baseURL: base });
    const summary = rowOf(again, p).locator('.round-state summary');
    await expect
      .poll(() => summary.textContent())
      .toMatch(/^In order: .+ asked, answers by .+; no one after\.$/);
    await screenshot(again, 'rounds-in-order', { fullPage: false });
  });
});

/** Tabs forward until the focused control's label (or text) is `name`; fails after 40 stops. */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const at = await page.evaluate(() => {
      const e = document.activeElement as HTMLInputElement | null;
      return (e?.labels?.[0]?.textContent ?? e?.textContent ?? '').trim();
    });
    if (at === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}
