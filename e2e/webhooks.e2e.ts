import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver } from '../test/webhook-receiver.js';
import { answerDialog, baseURL, screenshot, signedInPage } from './browser.js';

/** Issue 34.4: an admin registers a receiver, sends it a test event and reads the delivery log. */
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

describe('webhooks', () => {
  it('an admin adds an endpoint, keeps its secret, sends a test, sees it delivered, and retries a failed one', async () => {
    const { page } = await signedInPage('admin', '/', { viewport: { width: 1440, height: 900 } });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    // The menu's shortcut: g then w.
    await page.getByRole('heading', { name: 'Events' }).first().waitFor();
    await page.keyboard.press('g');
    await page.keyboard.press('w');
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor();

    await page.getByRole('button', { name: 'Add Webhook' }).click();
    const form = page.getByRole('dialog', { name: 'Add Webhook' });
    await form.getByLabel('Address (URL)').fill('ftp://sales.example/hook');
    await form.getByRole('checkbox', { name: /pull\.changed/ }).check();
    await form.getByRole('button', { name: 'Add Webhook' }).click();
    await form.getByRole('alert').getByText('An http:// or https:// address').waitFor();

    await form.getByLabel('Address (URL)').fill(receiver.url);
    await form.getByRole('checkbox', { name: /position\.confirmed/ }).check();
    await form.getByRole('button', { name: 'Add Webhook' }).click();
    const secretModal = page.getByRole('dialog', { name: 'Webhook secret' });
    await secretModal.getByText('you will not see it again').waitFor();
    const secret = await secretModal.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await page.keyboard.press('Enter'); // Copy has the focus
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await screenshot(page, 'webhooks-secret-1440', { fullPage: false });
    await page.keyboard.press('Escape');

    const row = page.getByRole('row', { name: new RegExp(receiver.url.replace(/[.:/]/g, '\\$&')) });
    await row.getByText('position.confirmed').waitFor();
    await row.getByRole('button', { name: `Send a test event to ${receiver.url}` }).click();
    const log = page.getByRole('table', { name: 'Delivery log' });
    await log.getByRole('row', { name: /webhook\.test.*Delivered/ }).waitFor();
    const got = receiver.received.at(-1)!;
    expect(got.headers['x-loadout-signature']).toBe(
      `sha256=${createHmac('sha256', secret).update(got.body).digest('hex')}`,
    );

    // The receiver fails: the delivery waits for its retry; Retry sends it again at once.
    receiver.answer((_req, res) => res.writeHead(500).end('sales system is down'));
    await row.getByRole('button', { name: `Send a test event to ${receiver.url}` }).click();
    const failing = log.getByRole('row', { name: /Waiting.*Answered 500\. sales system is down/ });
    await failing.waitFor();
    await row.getByRole('cell', { name: '1', exact: true }).first().waitFor();
    await screenshot(page, 'webhooks-log-1440');
    receiver.answer((_req, res) => res.end('ok'));
    await failing.getByRole('button', { name: /Retry delivery/ }).click();
    await failing.waitFor({ state: 'detached' });
    await expect.poll(() => log.getByRole('row', { name: /Delivered/ }).count()).toBe(2);

    await row.getByRole('button', { name: `Turn off ${receiver.url}` }).click();
    await row.getByRole('cell', { name: 'Off', exact: true }).waitFor();
    await row.getByRole('button', { name: `Delete ${receiver.url}` }).click();
    expect(await answerDialog(page)).toMatch(/Delete the webhook/);
    await row.waitFor({ state: 'detached' });
  });
});
