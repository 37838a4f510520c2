import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium.js';

export const baseURL = inject('baseURL');
export const DEMO_PASSWORD = 'loadout';
export const demoEmail = (role: 'admin' | 'staff' | 'tech') => `${role}@example.com`;

let browser: Browser | undefined;
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
});

async function getBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: inject('chromiumPath'),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return browser;
}

export interface TestPage {
  page: Page;
  /** Every alert() text, in order; alerts are accepted. */
  dialogs: string[];
}

/** A fresh browser context (no cookies); `at` points it at another server than the suite's. */
export async function newPage(
  at: {
    baseURL?: string;
    viewport?: { width: number; height: number };
    /**
     * The app's service worker (it keeps the code and the pull for a reload offline) is blocked
     * unless a test asks for it: requests it makes itself bypass `page.route`, so a test that
     * routes an answer would see the server's instead.
     */
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<TestPage> {
  const context = await (await getBrowser()).newContext({
    baseURL: at.baseURL ?? baseURL,
    viewport: at.viewport ?? { width: 1400, height: 900 },
    serviceWorkers: at.serviceWorkers ?? 'block',
  });
  contexts.push(context);
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    // A prompt is answered with its suggested value, as a user pressing Enter would.
    void d.accept(d.type() === 'prompt' ? d.defaultValue() : undefined);
  });
  return { page, dialogs };
}

/** Logs in through the real form, as a person would. */
export async function loginThroughForm(page: Page, role: 'admin' | 'staff' | 'tech', next = '/') {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(demoEmail(role));
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

export async function signedInPage(
  role: 'admin' | 'staff' | 'tech',
  next = '/',
  at?: Parameters<typeof newPage>[0],
): Promise<TestPage> {
  const t = await newPage(at);
  await loginThroughForm(t.page, role, next);
  return t;
}

/** Screenshots land in test-results/ so a person can look at each screen. */
/** Saves a PNG to look at; long screens are taken as the window shows them (`fullPage: false`). */
/**
 * From the keyboard: types into the focused field and the ones after it, Tab between them, each
 * field's text replaced; `null` passes a field by as it is.
 */
export async function typeAlong(page: Page, texts: readonly (string | null)[]) {
  for (const [i, text] of texts.entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    if (text === null) continue;
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(text);
  }
}

export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  fs.mkdirSync('test-results', { recursive: true });
  await page.screenshot({ path: path.join('test-results', `${name}.png`), fullPage });
}

/**
 * Answers the app's own dialog (alert, confirm or prompt: client/platform/dialogs.tsx) and returns
 * its message. `text` is typed into a prompt first; `cancel` presses Cancel instead of OK.
 */
export async function answerDialog(
  page: Page,
  answer: { text?: string; cancel?: boolean } = {},
): Promise<string> {
  const dialog = page.locator('dialog.app-dialog[open]');
  await dialog.waitFor();
  // This dialog, not the next one: a question may follow at once in a new dialog.
  const handle = (await dialog.elementHandle())!;
  const message = (await dialog.locator('.dialog-message').textContent()) ?? '';
  if (answer.text !== undefined) await dialog.locator('input').fill(answer.text);
  await dialog.getByRole('button', { name: answer.cancel ? 'Cancel' : 'OK' }).click();
  await handle.waitForElementState('hidden');
  return message;
}
