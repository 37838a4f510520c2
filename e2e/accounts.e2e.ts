import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../test/smtp.js';
import { answerDialog, newPage, screenshot } from './browser.js';
import { type EmptyInstall, startEmptyInstall } from './empty-install.js';

/*
 * Issue 32 as its people walk it, on an install of its own: empty (no demo data) and mailing to
 * the test SMTP server. The first administrator sets up with the printed link (keyboard only),
 * invites a technician who chooses a password on a phone, is deactivated with the tab open, and
 * after reactivation gets back in through a forgotten-password mail.
 */
let install: EmptyInstall;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const PHONE = { width: 390, height: 844 };
const ADMIN = { name: 'Olga Owner', email: 'olga@company.test', password: 'first light 2026' };
const TECH = { name: 'Tomas Tech', email: 'tomas@company.test', password: 'rigging at dawn 9' };

beforeAll(async () => {
  smtp = await startSmtpServer();
  install = await startEmptyInstall({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await install?.stop();
  await smtp?.close();
});

/** The path of the link in the latest mail to `to` (waits for it). */
async function mailedLink(to: string, kind: 'set-password' | 'reset') {
  const pattern = new RegExp(`https?://[^/\\s]+(/account/${kind}/[\\w-]{43})`);
  for (let i = 0; i < 200; i++) {
    const mail = smtp.received.findLast((m) => JSON.stringify(m.to).includes(to));
    const found = mail && pattern.exec(mail.text ?? '')?.[1];
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${kind} mail to ${to}`);
}

const at = () => ({ baseURL: install.server.url });
let admin: Page;
let tech: Page;

describe('a company starts and runs its people', () => {
  it('the first administrator sets up from the printed address, with the keyboard only', async () => {
    const printed = install.setupPath();
    expect(printed).toContain('/setup?token=');
    expect(fs.readFileSync(path.join(install.dataDir, 'setup-token'), 'utf8')).toContain(
      new URL(printed, install.server.url).searchParams.get('token'),
    );
    admin = (await newPage({ ...at(), viewport: { width: 1440, height: 900 } })).page;
    await admin.goto(printed);
    await admin.getByLabel('Your name').waitFor();
    await screenshot(admin, 'accounts-setup');
    // Name has focus; Tab walks the fields; Enter submits.
    await admin.keyboard.type(ADMIN.name);
    await admin.keyboard.press('Tab');
    await admin.keyboard.type(ADMIN.email);
    await admin.keyboard.press('Tab');
    await admin.keyboard.type('password');
    await admin.keyboard.press('Tab');
    await admin.keyboard.type('password');
    await admin.keyboard.press('Enter');
    // The server's rule, in its words.
    await expect(admin.getByRole('alert').textContent()).resolves.toMatch(/most common/);
    await admin.getByLabel('New password', { exact: true }).fill(ADMIN.password);
    await admin.getByLabel('The same password again').fill(ADMIN.password);
    await admin.getByLabel('The same password again').press('Enter');
    await admin.getByRole('heading', { name: `Welcome, ${ADMIN.name}` }).waitFor();
    await screenshot(admin, 'accounts-what-next');
    await admin.getByRole('link', { name: 'Go to Users' }).focus();
    await admin.keyboard.press('Enter');
    await admin.getByRole('heading', { name: 'Users' }).waitFor();
    // The first run is over: its page is gone.
    expect((await fetch(`${install.server.url}/setup`)).status).toBe(404);
  });

  it('an admin invites a technician; the mailed link sets a password on a phone and signs them in', async () => {
    await admin.getByRole('button', { name: 'Invite a person' }).click();
    const form = admin.getByRole('dialog', { name: 'Invite a person' });
    await form.getByLabel('Name', { exact: true }).fill(TECH.name);
    await form.getByLabel('Email').fill(TECH.email);
    await form.getByLabel('Initials').fill('x'.repeat(5));
    await form.getByRole('button', { name: 'Send the invite' }).click();
    await expect(form.getByRole('alert').textContent()).resolves.toMatch(/at most 4 characters/);
    await form.getByLabel('Initials').fill('TT');
    await form.getByRole('button', { name: 'Send the invite' }).click();
    await admin.locator('.user-notice', { hasText: `mailed to ${TECH.name}` }).waitFor();
    await admin.getByRole('cell', { name: /^Invited/ }).waitFor();
    await screenshot(admin, 'accounts-users');

    const link = await mailedLink(TECH.email, 'set-password');
    tech = (await newPage({ ...at(), viewport: PHONE })).page;
    await tech.goto(link);
    await tech.getByLabel('New password', { exact: true }).fill(TECH.password);
    await tech.getByLabel('The same password again').fill(`${TECH.password}x`);
    await tech.getByRole('button', { name: 'Save and sign in' }).click();
    await expect(tech.getByRole('alert').textContent()).resolves.toMatch(/differ/);
    await screenshot(tech, 'accounts-set-password-390');
    await tech.getByLabel('The same password again').fill(TECH.password);
    await tech.getByRole('button', { name: 'Save and sign in' }).click();
    await tech.waitForURL((u) => !u.pathname.startsWith('/account/'));
    await expect(tech.locator('.who').textContent()).resolves.toContain('(tech)');
  });

  it("a deactivated technician's open tab is refused on its next click", async () => {
    await admin.reload();
    const row = admin.getByRole('row', { name: new RegExp(TECH.name) });
    await row.getByRole('button', { name: 'Deactivate' }).click();
    expect(await answerDialog(admin)).toMatch(/Every session of the account ends now/);
    await row.getByRole('cell', { name: 'Deactivated' }).waitFor();
    // The tab still shows the app; its next click asks the server, which no longer knows the session.
    await tech.getByRole('button', { name: 'Menu' }).click();
    await tech.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Flow' }).click();
    await tech.getByRole('button', { name: 'Log in' }).waitFor();
    expect(new URL(tech.url()).pathname).toBe('/login');
    await row.getByRole('button', { name: 'Reactivate' }).click();
    await row.getByRole('cell', { name: 'Active' }).waitFor();
  });

  it('a forgotten password is reset from the mail, then signs in', async () => {
    await tech.goto('/login');
    await tech.getByRole('link', { name: 'Forgot your password?' }).click();
    await tech.getByLabel('Email').fill(TECH.email);
    await tech.getByRole('button', { name: 'Mail me a link' }).click();
    await tech.getByRole('heading', { name: 'Check your mail' }).waitFor();
    const link = await mailedLink(TECH.email, 'reset');
    await tech.goto(link);
    const fresh = 'new season 2027 go';
    await tech.getByLabel('New password', { exact: true }).fill(fresh);
    await tech.getByLabel('The same password again').fill(fresh);
    await tech.getByRole('button', { name: 'Save the new password' }).click();
    await tech.getByRole('heading', { name: 'Password changed' }).waitFor();
    await screenshot(tech, 'accounts-reset-done-390');
    await tech.getByRole('link', { name: 'Sign in' }).click();
    await tech.getByLabel('Email').fill(TECH.email);
    await tech.getByLabel('Password').fill(fresh);
    await tech.getByRole('button', { name: 'Log in' }).click();
    await tech.waitForURL((u) => !u.pathname.startsWith('/login'));
  });
});
