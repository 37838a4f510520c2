import { describe, expect, it } from 'vitest';
import { answerDialog, signedInPage } from './browser.js';
import { banner, blur, expectBanner, freshPull, labelOf, prepView, wedge } from './warehouse-data.js';

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
    const { page } = await signedInPage('staff', '/', {
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'allow',
    });
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
