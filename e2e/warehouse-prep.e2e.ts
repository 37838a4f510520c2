import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PrepLine, PrepView } from '../contracts/warehouse.js';
import { answerDialog, baseURL, signedInPage } from './browser.js';

/** The main pulls of the demo events, in order. */
async function mainPulls(page: Page): Promise<number[]> {
  const events = (await (await page.request.get('/events?limit=200')).json()).events as { id: number }[];
  const ids: number[] = [];
  for (const e of events.slice(0, 40)) {
    const pulls = (await (await page.request.get(`/show-pulls?eventId=${e.id}`)).json()).pulls as {
      id: number;
    }[];
    if (pulls[0]) ids.push(pulls[0].id);
  }
  return ids;
}

const prepView = async (page: Page, pullId: number) =>
  (await (await page.request.get(`/warehouse/pulls/${pullId}`)).json()) as PrepView;

/**
 * A pull nobody has scanned, with a line of 2 to 9 units (a label: "how many?"), a line of one
 * (counted without a question), and a category number that is not on it.
 */
async function freshPull(page: Page, taken: Set<number>) {
  const categories = (await (await page.request.get('/show-pulls/categories')).json()).categories as {
    id: number;
    name: string;
  }[];
  for (const id of await mainPulls(page)) {
    if (taken.has(id)) continue;
    const view = await prepView(page, id);
    if (view.progress.prep.done || view.progress.load.done) continue;
    const many = view.lines.find((l) => l.quantity >= 2 && l.quantity <= 9);
    const one = view.lines.find((l) => l.quantity === 1);
    const absent = categories.find(
      (c) => /^\d+$/.test(c.name) && !view.lines.some((l) => l.categoryNumber === c.name),
    );
    if (many && one && absent) {
      taken.add(id);
      return { view, many, one, absent };
    }
  }
  throw new Error('No demo pull fits');
}

const labelOf = (pullId: number, line: PrepLine) => `${baseURL}/show-pulls/${pullId}/lines/${line.id}`;

/** A keyboard-wedge scanner: the code typed fast, then Enter, with the focus on no field. */
async function wedge(page: Page, code: string) {
  await page.keyboard.type(code, { delay: 4 });
  await page.keyboard.press('Enter');
}

const banner = (page: Page) => page.getByTestId('prep-banner');
async function expectBanner(page: Page, kind: string, text?: string) {
  // Both at once: the banner of the scan before may still be up, in the same colour.
  await expect
    .poll(async () => `${await banner(page).getAttribute('class')} ${await banner(page).textContent()}`)
    .toMatch(new RegExp(`is-${kind}\\b.*${(text ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
}

/** Focus on nothing in particular (the page's heading area), as a scanner user leaves it. */
const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

const taken = new Set<number>();

describe('the prep page (issue 38)', () => {
  it.each([
    [390, 844],
    [1024, 768],
  ])(
    '%i px: preps by wedge scans with every outcome, loads, and returns with one missing',
    async (width, height) => {
      const { page } = await signedInPage('staff', '/', { viewport: { width, height } });
      const { view, many, one, absent } = await freshPull(page, taken);
      const pullId = view.pull.id;
      const name = `/tmp/h-prep-${width}`;

      // From the pull screen's header.
      await page.goto(`/show-pulls/${pullId}`);
      await page.getByRole('link', { name: 'Prep / Load / Return' }).click();
      await page.waitForURL(`**/show-pulls/${pullId}/prep`);
      await page.getByTestId(`prep-line-${many.id}`).waitFor();
      await blur(page);

      // ok: a label scan asks how many (the rest of the line, suggested), and completes the line.
      await wedge(page, labelOf(pullId, many));
      expect(await answerDialog(page)).toContain(`(${many.quantity} still to be prepped)`);
      await expectBanner(page, 'ok', `+${many.quantity}`);
      await expect
        .poll(() => page.getByTestId(`prep-line-${many.id}`).textContent())
        .toContain(`${many.quantity}/${many.quantity}`);
      await page.screenshot({ path: `${name}-ok.png` });

      // complete: the same label again.
      await blur(page);
      await wedge(page, labelOf(pullId, many));
      await expectBanner(page, 'complete', 'is complete');
      await page.screenshot({ path: `${name}-complete.png` });

      // unknown: it clears itself after a few seconds.
      await wedge(page, 'NOPE-42');
      await expectBanner(page, 'unknown', 'Unknown code');
      await page.screenshot({ path: `${name}-unknown.png` });
      await expect.poll(() => banner(page).getAttribute('class'), { timeout: 8000 }).toContain('is-idle');

      // not on this pull: said, with the offer to add it.
      await wedge(page, absent.name);
      await expectBanner(page, 'not-on-pull', 'Not on this pull');
      await page.getByTestId('prep-offer').getByRole('button', { name: 'Add to pull…' }).waitFor();
      await page.screenshot({ path: `${name}-not-on-pull.png` });
      await page.getByTestId('prep-offer').getByRole('button', { name: 'Dismiss' }).click();

      // Keys typed by a person into the scan field are the field's: Enter counts it there.
      await page.getByLabel('Code').fill(String(one.categoryNumber));
      await page.getByLabel('Code').press('Enter');
      await expectBanner(page, 'ok', `+1 ${one.categoryNumber}`);
      await blur(page);

      // Load both lines.
      await page.getByRole('button', { name: /^Load/ }).click();
      await wedge(page, labelOf(pullId, one));
      await expectBanner(page, 'ok', '1 of 1 loaded');
      await blur(page);
      await wedge(page, labelOf(pullId, many));
      await answerDialog(page);
      await expectBanner(page, 'ok', `${many.quantity} of ${many.quantity} loaded`);
      await blur(page);

      // Return: one unit of the larger line does not come back.
      await page.getByRole('button', { name: /^Return/ }).click();
      await wedge(page, labelOf(pullId, one));
      await expectBanner(page, 'ok', '1 of 1 back');
      await blur(page);
      await wedge(page, labelOf(pullId, many));
      await answerDialog(page, { text: String(many.quantity - 1) });
      await expectBanner(page, 'ok', `${many.quantity - 1} of ${many.quantity} back`);
      const stillOut = page.getByTestId(`still-out-${many.id}`);
      await expect.poll(() => stillOut.textContent()).toContain(`1 of ${many.quantity}`);
      expect(await page.getByTestId(`still-out-${one.id}`).count()).toBe(0);
      await page.screenshot({ path: `${name}-return.png`, fullPage: true });

      // The server holds exactly these counts, and the full line's bid items carry the initials.
      const after = await prepView(page, pullId);
      const line = (id: number) => after.lines.find((l) => l.id === id)!;
      expect(line(many.id)).toMatchObject({
        prepped: many.quantity,
        loaded: many.quantity,
        returned: many.quantity - 1,
      });
      expect(line(one.id)).toMatchObject({ prepped: 1, loaded: 1, returned: 1 });
      const missing = await page.request.get(`/warehouse/pulls/${pullId}/missing.pdf`);
      expect(missing.status()).toBe(200);
    },
  );

  it('390 px: scans with the network cut are kept through a reload and sent once each when it returns', async () => {
    const { page } = await signedInPage('staff', '/', { viewport: { width: 390, height: 844 } });
    const { view, many, one } = await freshPull(page, taken);
    const pullId = view.pull.id;
    // From a label: its QR code opens the line's page, which leads on to scanning the pull.
    await page.goto(labelOf(pullId, many));
    await page.getByRole('link', { name: 'Scan this pull: prep, load, return' }).click();
    await page.waitForURL(`**/show-pulls/${pullId}/prep`);
    await page.getByTestId(`prep-line-${many.id}`).waitFor();
    await blur(page);

    // The first scan reaches the server but its answer is lost; the rest meet no network at all.
    let lostAnswers = 0;
    await page.route('**/warehouse/pulls/*/scans', async (route) => {
      if (lostAnswers++ === 0) await route.fetch();
      await route.abort('connectionreset');
    });
    await page.route('**/healthz', (route) => route.abort('connectionreset'));

    await wedge(page, labelOf(pullId, one));
    await expectBanner(page, 'queued', 'Saved on this device');
    await expect.poll(() => page.getByTestId('prep-queue').textContent()).toBe('Offline — 1 change waiting');
    await blur(page);
    await wedge(page, labelOf(pullId, many));
    await answerDialog(page, { text: '2' });
    await expect.poll(() => page.getByTestId('prep-queue').textContent()).toBe('Offline — 2 changes waiting');
    await page.screenshot({ path: '/tmp/h-prep-offline.png' });

    // A reload with the network still cut keeps the queue (IndexedDB).
    await page.reload();
    await page.getByTestId(`prep-line-${many.id}`).waitFor();
    await expect.poll(() => page.getByTestId('prep-queue').textContent()).toContain('2 changes');
    await page.screenshot({ path: '/tmp/h-prep-offline-reloaded.png' });

    // Back: both are sent, in order; the one the server had already counted counts once.
    await page.unroute('**/warehouse/pulls/*/scans');
    await page.unroute('**/healthz');
    await page.getByTestId('prep-queue').waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(() => page.getByTestId(`prep-line-${one.id}`).textContent()).toContain('1/1');
    const after = await prepView(page, pullId);
    expect(after.lines.find((l) => l.id === one.id)!.prepped).toBe(1);
    expect(after.lines.find((l) => l.id === many.id)!.prepped).toBe(2);
    expect(after.progress.prep.done).toBe(3);
    await page.screenshot({ path: '/tmp/h-prep-back-online.png' });
  });
});
