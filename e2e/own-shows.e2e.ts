import type { ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../test/smtp.js';
import { answerDialog, newPage, screenshot } from './browser.js';
import { type EmptyInstall, setUpFirstAdmin, startEmptyInstall } from './empty-install.js';
import { csv, fresh, importThroughScreen } from './import-screen.js';

/*
 * Issue 34's "done when", as a company walks it: an empty install with its catalogue and crew
 * imported, one show typed by hand, a second brought in from files (events, bid items, positions),
 * a pull written for it and a technician invited, then the events file again with the show
 * cancelled: the tech's offer link says so, the show reads cancelled, and the crew's notice is in
 * the outbox. Mail goes to an SMTP server on loopback: the outbox keeps an invite's answer link
 * masked (it is drawn as the mail leaves), so the tech's link is read from the mail they got.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let install: EmptyInstall;
let page: Page;
const ADMIN = { name: 'Olga Owner', email: 'olga@company.test', password: 'our own shows 2026' };
const WIDE = { width: 1440, height: 900 };

beforeAll(async () => {
  smtp = await startSmtpServer();
  install = await startEmptyInstall({ SMTP_URL: smtp.url });
  page = (await newPage({ baseURL: install.server.url, viewport: WIDE })).page;
});
afterAll(async () => {
  await install?.stop();
  await smtp?.close();
});

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const BID = 70001;
const SHOW = 'Imported Summit';
const START = day(20);
const END = day(22);
/** The second show's events file; `cancelled` is the one column that changes between imports. */
const eventsFile = (cancelled: 'yes' | 'no') =>
  csv(
    'events.csv',
    [
      'bid,show_name,account_manager,status,location,venue_state,time_zone,start_date,end_date,load_in,load_out,cancelled,locked',
      `${BID},${SHOW},,Confirmed,"Hall A, Chicago IL",IL,America/Chicago,${START},${END},${day(19)},${day(23)},${cancelled},no`,
    ].join('\n'),
  );

describe('a company brings in its own shows', () => {
  it('by hand and by file; a re-import cancels the imported show and the invited tech reads it', async () => {
    await setUpFirstAdmin(page, install, ADMIN);

    // No crew yet: asking who is free says so and points to People, not to the filters.
    await page.goto('/availability-requests');
    await page.getByRole('button', { name: 'Ask Who Is Free' }).click();
    const ask = page.getByRole('dialog', { name: 'Ask who is free' });
    await ask.getByText('No technicians yet.').waitFor();
    await screenshot(page, 'own-shows-ask-no-technicians', { fullPage: false });
    await ask.getByRole('link', { name: 'People' }).click();
    await page.waitForURL(/\/people$/);

    // The catalogue and crew, small: one gear line, one labor category, one technician.
    await page.goto('/catalog/import');
    await page.getByRole('heading', { name: 'Import & Export' }).waitFor();
    await importThroughScreen(
      page,
      'departments',
      csv('departments.csv', 'name,color\nAudio,#1f77b4\n'),
      fresh(1),
    );
    await importThroughScreen(
      page,
      'categories',
      csv(
        'categories.csv',
        'number,description,department,labor,owned\n1001,SM58 Microphone,Audio,no,24\n9001,A1 Audio Engineer,Audio,yes,\n',
      ),
      fresh(2),
    );
    await importThroughScreen(
      page,
      'contacts',
      csv(
        'contacts.csv',
        'key,first_name,last_name,email,department,tech_group,staff,roles\nC-1,Ada,Lovelace,ada@crew.test,Audio,Staff,no,9001\n',
      ),
      fresh(1),
    );

    // A show by hand, from the keyboard: each field typed into, Enter saves.
    await page.goto('/');
    await page.getByRole('button', { name: 'New event' }).click();
    const form = page.getByRole('dialog', { name: 'New event' });
    const type = async (label: string | RegExp, text: string) => {
      await form.getByLabel(label, { exact: typeof label === 'string' }).focus();
      await page.keyboard.type(text);
    };
    await type('Show name', 'Hand Made Gala');
    await type('Location (venue)', 'Ballroom, Denver CO');
    await type('Venue state', 'CO');
    await type(/^Time zone/, 'America/Denver');
    await form.getByLabel('Start', { exact: true }).fill(day(10));
    await form.getByLabel('End', { exact: true }).fill(day(11));
    await form.getByLabel('Show name').press('Enter');
    await page.waitForURL(/\/events\/\d+$/);
    await page.getByRole('heading', { level: 1, name: /Hand Made Gala/ }).waitFor();
    await page.getByRole('link', { name: 'Main Show Pull' }).waitFor();

    // The second show from files, under Events → Import & Export, each checked by a dry run first.
    await page.goto('/');
    await page.getByRole('button', { name: 'Import & Export' }).click();
    await importThroughScreen(page, 'events', eventsFile('no'), fresh(1));
    await importThroughScreen(
      page,
      'bid-items',
      csv('bid-items.csv', `bid,line,category,description,qty\n${BID},L1,1001,Podium mics,6\n`),
      fresh(1),
    );
    await importThroughScreen(
      page,
      'positions',
      csv(
        'positions.csv',
        `bid,line,category,description,in,out\n${BID},P1,9001,A1 for the keynote,${START} 07:00,${END} 23:00\n`,
      ),
      fresh(1),
    );

    // Its pull: the imported bid line assigned on its Main Show Pull.
    await page.goto(`/events/${BID}`);
    await page.getByRole('heading', { level: 1, name: new RegExp(SHOW) }).waitFor();
    await page.getByRole('link', { name: 'Main Show Pull' }).click();
    await page.waitForURL(/\/show-pulls\/\d+$/);
    const pullPath = new URL(page.url()).pathname;
    const line = page.locator('.bid-items tbody tr', { hasText: 'Podium mics' });
    await line.getByRole('button', { name: 'Assign' }).click();
    expect(await answerDialog(page)).toBe('Quantity of Podium mics to assign');
    await line.getByRole('button', { name: 'Un-assign' }).waitFor();

    // The technician invited to its position.
    await page.goto(`/labor-invites?search=${BID}&startDate=${day(0)}&endDate=${day(40)}`);
    const position = page.locator('tr.position', { hasText: 'A1 for the keynote' });
    await position.getByRole('button', { name: 'Send Invite' }).click();
    const modal = page.getByRole('dialog', { name: 'Send Invite' });
    await modal.getByLabel('Tech role').selectOption('any');
    await modal.locator('label.picker-row', { hasText: 'Lovelace' }).getByRole('radio').check();
    await modal.getByRole('button', { name: 'Send Invite' }).click();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => position.locator('td.status').textContent()).toMatch(/^Tentative/);

    // The events file again, the show cancelled: the dry run says one update, then it is written.
    await page.goto('/');
    await page.getByRole('button', { name: 'Import & Export' }).click();
    await importThroughScreen(page, 'events', eventsFile('yes'), {
      rows: 1,
      create: 0,
      update: 1,
      unchanged: 0,
    });

    // The crew's notice is in the outbox, beside the invite the tech got.
    await page.goto('/outbox');
    const outbox = page.locator('table.outbox tbody tr');
    await outbox
      .filter({ hasText: `Cancelled: ${SHOW} (bid ${BID})` })
      .filter({ hasText: 'Lovelace' })
      .waitFor();
    await screenshot(page, 'own-shows-outbox', { fullPage: false });
    const isOffer = (m: ParsedMail) => m.subject?.startsWith('Work offer:') ?? false;
    await expect.poll(() => smtp.received.some(isOffer), { timeout: 10_000 }).toBe(true);
    const offer = /\/offers\/[\w-]{43}/.exec(smtp.received.find(isOffer)!.text ?? '')![0];

    // The tech's link (their own browser, no session) says the show was cancelled.
    const tech = (await newPage({ baseURL: install.server.url, viewport: WIDE })).page;
    await tech.goto(offer);
    await tech.getByText('This show was cancelled.').waitFor();
    await screenshot(tech, 'own-shows-offer-cancelled-1440', { fullPage: false });
    await tech.screenshot({ path: '/tmp/h-e2e34-offer-1440.png' });

    // The pull is flagged: its header says Cancelled, and so does the event page it links to.
    await page.goto(pullPath);
    await line.getByRole('button', { name: 'Un-assign' }).waitFor();
    await page.locator('.pull-header .badge.danger', { hasText: 'Cancelled' }).waitFor();
    await page.screenshot({ path: '/tmp/h-e2e34-pull-1440.png' });
    await page.locator('.pull-header a.bid', { hasText: `#${BID}` }).click();
    await page.waitForURL(new RegExp(`/events/${BID}$`));
    await page.locator('.badge.danger', { hasText: 'Cancelled' }).waitFor();
    await screenshot(page, 'own-shows-event-cancelled-1440');
    await page.screenshot({ path: '/tmp/h-e2e34-event-1440.png', fullPage: true });
  });
});
