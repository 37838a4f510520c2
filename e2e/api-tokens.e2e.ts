import { describe, expect, it } from 'vitest';
import { answerDialog, baseURL, screenshot, signedInPage } from './browser.js';

/** What the company's sales system does with the token: a call with it alone, no cookie. */
const callWith = (token: string) =>
  fetch(new URL('/auth/me', baseURL), { headers: { authorization: `Bearer ${token}` } });

describe('API tokens (issue 32.6)', () => {
  it('an admin makes a token with the keyboard, copies it, the API takes it, and refuses it once revoked', async () => {
    const { page } = await signedInPage('admin', '/', { viewport: { width: 1440, height: 900 } });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    // The menu's shortcut: g then k.
    await page.getByRole('heading', { name: 'Events' }).first().waitFor();
    await page.keyboard.press('g');
    await page.keyboard.press('k');
    await page.getByRole('heading', { name: 'API Tokens' }).waitFor();

    await page.getByLabel('Name').focus();
    await page.keyboard.type('Sales system');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // Staff → Tech
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // Create Token
    const modal = page.getByRole('dialog', { name: 'API token created' });
    await modal.getByText('you will not see it again').waitFor();
    // Focus opens on Copy: Enter copies.
    await page.keyboard.press('Enter');
    await modal.getByRole('button', { name: 'Copied' }).waitFor();
    const token = await page.evaluate(() => navigator.clipboard.readText());
    expect(await modal.getByLabel('API token').inputValue()).toBe(token);
    await screenshot(page, 'api-tokens-created-1440', { fullPage: false });
    await page.keyboard.press('Escape');
    const row = page.getByRole('row', { name: /Sales system/ });
    await row.getByRole('cell', { name: 'Tech', exact: true }).waitFor();

    const me = await callWith(token);
    expect(me.status).toBe(200);
    expect((await me.json()).user).toMatchObject({ name: 'Sales system', role: 'tech' });
    await page.reload();
    await row.getByRole('cell', { name: 'Never' }).waitFor({ state: 'detached' });
    await screenshot(page, 'api-tokens-list-1440');

    await row.getByRole('button', { name: 'Revoke Sales system' }).focus();
    await page.keyboard.press('Enter');
    expect(await answerDialog(page)).toMatch(/Revoke the token "Sales system"/);
    await row.waitFor({ state: 'detached' });
    const refused = await callWith(token);
    expect(refused.status).toBe(401);
    expect((await refused.json()).error.code).toBe('unauthenticated');
  });
});
