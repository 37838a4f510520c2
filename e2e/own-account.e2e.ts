import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../server/platform/db/open.js';
import { freePort, type ServerProcess, startServer } from '../test/server-process.js';
import { DEMO_PASSWORD, demoEmail, newPage, screenshot, typeAlong } from './browser.js';
import { demoDataDir } from './demo-data-dir.js';

/*
 * Issue 32, your own account: a technician on a phone changes their password with the keyboard,
 * ends the session of another browser, and is locked out and back in from the command line; an
 * idle session is sent to the login page. Its own server (demo data): the tech's password changes,
 * and the server is stopped to age a session in its database.
 */
let server: ServerProcess;
let port = 0;
let base = '';
let dataDir = '';
const env = () => ({
  DATA_DIR: dataDir,
  LOADOUT_DEMO: '1',
  LOGIN_RATE_PER_MINUTE: '1000',
  PUBLIC_URL: base,
  PORT: String(port),
});

beforeAll(async () => {
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = demoDataDir('loadout-account-e2e-');
  server = await startServer(env(), { compiled: true });
  await server.ready();
}, 120_000);
afterAll(async () => {
  await server?.stop('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1440, height: 900 };
const EMAIL = demoEmail('tech');

/** Presses Tab until the focus is on the control whose label or name starts with `name`. */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return (
        el?.getAttribute('aria-label') ??
        el?.closest('label')?.textContent ??
        el?.textContent ??
        ''
      ).trim();
    });
    if (focused.startsWith(name)) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

async function logIn(page: Page, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The phone's header: the menu folds the areas and the account away. */
async function goOnPhone(page: Page, link: string) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: link, exact: true }).click();
}

/**
 * Waits for the login page. By the address and the form, not by a navigation: two reads refused
 * at once each send the page to login, and the first navigation is then cut off by the second.
 */
async function landsOnLogin(page: Page) {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/login');
  await page.getByRole('button', { name: 'Log in' }).waitFor();
}

const userCommand = (script: string, args: string[], password: string) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOADOUT_PASSWORD: password },
  });

describe('your own account', () => {
  it('a tech changes the password on a phone, ends another session, and is reset from the command line', async () => {
    const phone = (await newPage({ baseURL: base, viewport: PHONE })).page;
    await logIn(phone, DEMO_PASSWORD);
    await phone.getByRole('button', { name: 'Menu' }).focus();
    await phone.keyboard.press('Enter');
    await tabTo(phone, 'Account');
    await phone.keyboard.press('Enter');
    await phone.getByRole('heading', { name: 'Your account' }).waitFor();

    // With the keyboard alone: a wrong current password is refused in the server's words.
    await tabTo(phone, 'Current password');
    await typeAlong(phone, ['not my password', 'pocket torch 42', 'pocket torch 42']);
    await phone.keyboard.press('Enter');
    await expect
      .poll(() => phone.getByRole('alert').textContent())
      .toBe('Your current password is not right.');
    await phone.getByLabel('Current password').focus();
    await phone.keyboard.press('ControlOrMeta+a');
    await phone.keyboard.type(DEMO_PASSWORD);
    await phone.keyboard.press('Enter');
    await phone.getByRole('status').filter({ hasText: 'Password changed.' }).waitFor();
    await screenshot(phone, 'account-password-390');

    // A second browser signs in with the new password: the phone lists both, itself marked.
    const desk = (await newPage({ baseURL: base, viewport: DESK })).page;
    await logIn(desk, 'pocket torch 42');
    await desk.getByRole('link', { name: 'Account' }).click();
    await desk.getByText('This device').waitFor();
    await screenshot(desk, 'account-1440');
    await phone.reload();
    const cards = phone.getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(2);
    await expect.poll(() => phone.locator('li.current').textContent()).toContain('This device');
    await screenshot(phone, 'account-sessions-390');

    // The phone ends the other session with the keyboard; the desk's next click is the login page.
    await tabTo(phone, 'End the session on');
    await phone.keyboard.press('Enter');
    await expect.poll(() => cards.count()).toBe(1);
    await desk.getByRole('link', { name: 'Flow' }).click();
    await landsOnLogin(desk);

    // Locked out: the command line resets the password through the running server, which ends
    // every session of the tech, the phone's too.
    const reset = await userCommand('user-reset-password', ['--email', EMAIL], 'lantern ridge 7');
    expect(reset.stdout).toContain(
      `Password of ${EMAIL} reset; 1 session ended. (done by the running server)`,
    );
    await goOnPhone(phone, 'Flow');
    await landsOnLogin(phone);
    await logIn(phone, 'lantern ridge 7');
  });

  it('an idle session is sent to the login page; with no server, the command line works on the database', async () => {
    const phone = (await newPage({ baseURL: base, viewport: PHONE })).page;
    await logIn(phone, 'lantern ridge 7');
    expect(await server.stop('SIGTERM')).toBe(0);
    // Eight days without use: past a tech's seven.
    const database = await openPglite({ dataDir });
    try {
      await database.db.execute(
        sql`update sessions set last_used_at = now() - interval '8 days'
            where user_id = (select id from users where email = ${EMAIL})`,
      );
      await database.checkpoint();
    } finally {
      await database.close();
    }
    const created = await userCommand(
      'user-create',
      ['--email', 'new.admin@example.com', '--name', 'New Admin', '--role', 'admin'],
      'harbour crane 9',
    );
    expect(created.stdout).toMatch(/^Created user \d+: new\.admin@example\.com \(admin\)\.\n$/);

    server = await startServer(env(), { compiled: true });
    await server.ready();
    // The open tab learns it on its next request: the click below, or the refresh the app makes by
    // itself when its connection comes back, whichever is first (then the menu is gone already).
    if (new URL(phone.url()).pathname !== '/login')
      await Promise.race([goOnPhone(phone, 'Account').catch(() => undefined), landsOnLogin(phone)]);
    await landsOnLogin(phone);
    await screenshot(phone, 'account-idle-login-390');
  });
});
