import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail, newPage, screenshot, signedInPage } from './browser.js';

const NOT_AUTHORIZED =
  'You are not authorized to do this. If you feel this is a mistake, please contact the developer.';
const GENERIC =
  'An error has occured. Please refresh the page. If the problem persists, please submit a bug report in the resources area on the home page.';

describe('logging in and out', () => {
  it('sends a visitor to the login page, logs in through the form and comes back', async () => {
    const { page } = await newPage();
    await page.goto('/');
    await page.waitForURL(/\/login\?next=%2F$/);
    await screenshot(page, 'login');
    await page.getByLabel('Email').fill(demoEmail('staff'));
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Events' }).waitFor();
    await page.locator('table.grid tbody tr a').first().waitFor();
    expect(await page.locator('table.grid tbody tr').count()).toBeGreaterThan(3);
    await expect(page.locator('.who').textContent()).resolves.toContain('(staff)');
    await screenshot(page, 'events');
  });

  it('says so when the password is wrong', async () => {
    const { page } = await newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(demoEmail('admin'));
    await page.getByLabel('Password').fill('not-it');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('do not match');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('stays on this site whatever next says, and shows no text from the address (issue 17.6)', async () => {
    for (const next of ['/%5Cevil.example/', '/%09/evil.example/']) {
      const { page } = await newPage();
      await page.goto(
        `/login?next=${next}&error=${encodeURIComponent('Your account is locked: call 555-0100')}`,
      );
      await page.getByLabel('Email').waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
      await page.getByLabel('Email').fill(demoEmail('staff'));
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('heading', { name: 'Events' }).waitFor();
      const here = new URL(page.url());
      expect(here.hostname).not.toBe('evil.example');
      // Signed in, the login page's own redirect stays here too.
      await page.goto(`/login?next=${next}`);
      await page.waitForLoadState();
      expect(new URL(page.url()).hostname).toBe(here.hostname);
    }
  });

  it('logs out', async () => {
    const { page } = await signedInPage('tech');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/login/);
    await page.goto('/');
    await page.waitForURL(/\/login\?next=/);
  });
});

describe('events', () => {
  it('opens an event page from the list, with its account manager as a mail link', async () => {
    const { page } = await signedInPage('staff');
    const first = page.locator('table.grid tbody tr td.num a').first();
    const id = await first.textContent();
    await first.click();
    await page.waitForURL(new RegExp(`/events/${id}$`));
    await page.getByRole('heading', { name: new RegExp(`#${id}`) }).waitFor();
    expect(await page.locator('.facts a[href^="mailto:"]').count()).toBe(1);
    await screenshot(page, 'event');
  });

  it('filters by bid number as you type', async () => {
    const { page } = await signedInPage('staff');
    const id = (await page.locator('table.grid tbody tr td.num a').nth(2).textContent())!;
    await page.keyboard.press('/');
    await page.keyboard.type(id);
    await page.waitForFunction((n) => document.querySelectorAll('table.grid tbody tr').length === n, 1);
    expect(await page.locator('table.grid tbody tr td.num').textContent()).toBe(id);
  });
});

describe('refusals and error reports', () => {
  it('shows the spec alert on a 403 and reports it', async () => {
    const { page, dialogs } = await signedInPage('staff');
    const reported = page.waitForRequest((r) => r.url().endsWith('/errors/js') && r.method() === 'POST');
    // No screen asks for what the role may not have any more (those are no-access pages): a call
    // answered 403 is made up here, as a session whose role changed meanwhile would get.
    await page.route('**/comments/lazy*', (r) =>
      r.fulfill({
        status: 403,
        contentType: 'application/json',
        body: '{"error":{"code":"forbidden","message":"No"}}',
      }),
    );
    await page.goto('/comments');
    const report = await reported;
    expect(dialogs).toEqual([NOT_AUTHORIZED]);
    const body = report.postDataJSON();
    expect(body.errorMessage).toMatch(/^403 /);
    expect(body).toHaveProperty('contactName');
    expect(body._token).toBeTruthy();
  });

  it('refuses a state-changing request without the anti-forgery token and keeps the session', async () => {
    const { page } = await signedInPage('staff');
    const answer = await page.evaluate(async () => {
      const res = await fetch('/logout', {
        method: 'POST',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      return { status: res.status, body: await res.json() };
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('csrf_invalid');
    await page.reload();
    await page.getByRole('heading', { name: 'Events' }).waitFor();
  });

  it('reports an uncaught script error to /errors/js, and admins see it grouped', async () => {
    const { page, dialogs } = await signedInPage('tech');
    const reported = page.waitForRequest((r) => r.url().endsWith('/errors/js') && r.method() === 'POST');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e boom');
      }, 0);
    });
    const body = (await reported).postDataJSON();
    expect(body.message).toBe('Error: e2e boom');
    // The page it happened on: a tech lands on My jobs (issue 22.4).
    expect(body.extra[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/my-jobs$/);
    await page.waitForFunction(() => true);
    await expect.poll(() => dialogs).toEqual([GENERIC]);

    const admin = await signedInPage('admin', '/error-reports');
    await admin.page.getByRole('heading', { name: 'Error Reports' }).waitFor();
    await admin.page.getByText('Error: e2e boom').waitFor();
    await screenshot(admin.page, 'error-reports');
  });
});
