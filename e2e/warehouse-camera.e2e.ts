import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { baseURL, loginThroughForm, signedInPage } from './browser.js';
import { CHROMIUM_ARGS } from './chromium.js';
import { expectBanner, freshPull, prepView } from './warehouse-data.js';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-e2e-camera-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/**
 * A camera held over the first label of a printed sheet: that label of the PDF drawn as a grey
 * picture (pdftoppm, 150 dpi without anti-aliasing, as a printer lays ink; cropped to the top-left
 * label, as a phone frames one label), then
 * written as one frame of a Y4M video (4:2:0, the grey as luma, no colour), which Chromium's fake
 * camera plays in a loop.
 */
function labelVideo(pdf: Buffer): string {
  fs.writeFileSync(path.join(work, 'labels.pdf'), pdf);
  execFileSync(
    'pdftoppm',
    [
      '-gray',
      '-r',
      '150',
      '-f',
      '1',
      '-l',
      '1',
      '-x',
      '0',
      '-y',
      '50',
      '-W',
      '640',
      '-H',
      '320',
      'labels.pdf',
      'page',
    ],
    { cwd: work },
  );
  const pgm = fs.readFileSync(path.join(work, fs.readdirSync(work).find((f) => f.endsWith('.pgm'))!));
  // PGM: "P5 <width> <height> 255" then one byte a pixel; Y4M wants even sides.
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.toString('latin1', 0, 40))!;
  const [w, h] = [Number(header[1]), Number(header[2])];
  const [W, H] = [w - (w % 2), h - (h % 2)];
  const luma = Buffer.alloc(W * H);
  for (let y = 0; y < H; y++) pgm.copy(luma, y * W, header[0].length + y * w, header[0].length + y * w + W);
  const video = path.join(work, 'labels.y4m');
  fs.writeFileSync(
    video,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${W} H${H} F5:1 Ip A1:1 C420jpeg\nFRAME\n`),
      luma,
      Buffer.alloc((W / 2) * (H / 2) * 2, 128),
    ]),
  );
  return video;
}

describe('the prep page reads labels from the camera (issue 38.1)', () => {
  it('a printed label in front of the camera counts on its line', async () => {
    const { page: setup } = await signedInPage('staff');
    const { view } = await freshPull(setup, new Set());
    const pullId = view.pull.id;
    const pdf = await setup.request.get(`/show-pull/labels?showPullID=${pullId}`);
    expect(pdf.status()).toBe(200);
    const video = labelVideo(await pdf.body());

    const browser = await chromium.launch({
      executablePath: inject('chromiumPath'),
      headless: true,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 390, height: 844 },
        permissions: ['camera'],
      });
      const page = await context.newPage();
      await loginThroughForm(page, 'staff', `/show-pulls/${pullId}/prep`);
      await page.getByTestId('prep-banner').waitFor();
      // Counted one per scan, as a warehouse hand walking labels past the camera would.
      const ask = page.getByLabel(/how many/i);
      if (await ask.isChecked()) await ask.uncheck();
      await page.getByRole('button', { name: 'Camera' }).click();
      await expectBanner(page, 'ok');
      await page.screenshot({ path: '/tmp/prep-camera-390.png' });
      await page.getByRole('button', { name: 'Camera' }).click();
      // The label the camera saw, and no other line, was counted.
      const after = await prepView(setup, pullId);
      expect(after.lines.filter((l) => l.prepped > 0)).toHaveLength(1);
    } finally {
      await browser.close();
    }
  });
});
