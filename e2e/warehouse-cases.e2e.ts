import { expect, it } from 'vitest';
import type { LoadsView, WarehouseCase } from '../contracts/warehouse-loads.js';
import { answerDialog, signedInPage } from './browser.js';
import { blur, expectBanner, freshPull, labelOf, wedge } from './warehouse-data.js';

const pounds = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })} lbs`;

it.each([
  [390, 844],
  [1024, 768],
])(
  '%i px: adds two cases, loads a pull into both by wedge scans, and sees the weights per case and truck',
  async (width, height) => {
    const { page } = await signedInPage('staff', '/warehouse/cases', { viewport: { width, height } });
    const stamp = Date.now().toString(36);
    // Staff have one administration page, Cases: a plain entry in the header, no "Admin" fold.
    await page.locator('.topbar nav > a[href="/warehouse/cases"]').waitFor({ state: 'attached' });
    expect(await page.locator('.topbar summary').count()).toBe(0);

    // The company's cases: two added on the cases page (name, then empty weight).
    for (const [name, weight] of [
      [`Trunk ${stamp}`, '25'],
      [`Rack ${stamp}`, '40.5'],
    ] as const) {
      await page.getByRole('button', { name: 'Add case…' }).click();
      await answerDialog(page, { text: name });
      await answerDialog(page, { text: weight });
      await page.getByRole('cell', { name }).waitFor();
    }
    const all = (await (await page.request.get('/warehouse/cases')).json()).cases as WarehouseCase[];
    const trunk = all.find((c) => c.name === `Trunk ${stamp}`)!;
    const rack = all.find((c) => c.name === `Rack ${stamp}`)!;
    await page.screenshot({ path: `/tmp/h-cases-list-${width}.png` });

    const { view, many, one } = await freshPull(page, new Set());
    const pullId = view.pull.id;
    await page.goto(`/show-pulls/${pullId}/prep?mode=load`);
    await page.getByTestId(`prep-line-${many.id}`).waitFor();
    await page.getByTestId('prep-case').waitFor();
    await blur(page);

    // Into the trunk: all but one unit of the larger line.
    await wedge(page, `CASE-${trunk.number}`);
    await expectBanner(page, 'ok', `Into Case ${trunk.number}`);
    await wedge(page, labelOf(pullId, many));
    await answerDialog(page, { text: String(many.quantity - 1) });
    await expectBanner(page, 'ok', `${many.quantity - 1} of ${many.quantity} loaded`);
    await blur(page);
    // Into the rack (its label's QR code holds its address): the single line and the last unit.
    await wedge(page, `${new URL(page.url()).origin}/warehouse/cases/${rack.number}`);
    await expectBanner(page, 'ok', `Into Case ${rack.number}`);
    expect(await page.getByLabel('Current case').inputValue()).toBe(String(rack.number));
    await wedge(page, labelOf(pullId, one));
    await expectBanner(page, 'ok', '1 of 1 loaded');
    await wedge(page, labelOf(pullId, many));
    await expectBanner(page, 'ok', `${many.quantity} of ${many.quantity} loaded`);

    // A truck with a limit the rack passes: warned.
    await page.getByRole('button', { name: 'Add truck…' }).click();
    await answerDialog(page, { text: 'Sprinter' });
    await answerDialog(page, { text: '40' });
    await page.getByLabel(`Truck of case ${rack.number}`).selectOption({ label: 'Sprinter' });
    await page.getByLabel(`Truck of case ${trunk.number}`).waitFor();

    const loads = (await (await page.request.get(`/warehouse/pulls/${pullId}/loads`)).json()) as LoadsView;
    const [inTrunk, inRack] = [trunk, rack].map((c) => loads.cases.find((x) => x.number === c.number)!);
    expect(inTrunk!.contents).toEqual([
      expect.objectContaining({ lineId: many.id, quantity: many.quantity - 1 }),
    ]);
    expect(inRack!.contents.map((c) => c.lineId).sort()).toEqual([many.id, one.id].sort());
    expect(inRack!.weight).toBeGreaterThanOrEqual(40.5);
    const sprinter = loads.trucks.find((t) => t.name === 'Sprinter')!;
    expect(sprinter).toMatchObject({ weight: inRack!.weight, over: true });

    // What the page shows is what the server weighed.
    await expect
      .poll(() => page.getByTestId(`case-${trunk.number}`).textContent())
      .toContain(pounds(inTrunk!.weight));
    expect(await page.getByTestId(`case-${rack.number}`).textContent()).toContain(pounds(inRack!.weight));
    const truckRow = page.getByTestId(`truck-${sprinter.id}`);
    await expect.poll(() => truckRow.textContent()).toContain(`${pounds(sprinter.weight)} of ${pounds(40)}`);
    expect(await truckRow.getByRole('alert').textContent()).toContain(
      `Over the limit by ${pounds(sprinter.weight - 40)}`,
    );
    await page.getByTestId(`case-${trunk.number}`).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/h-cases-load-${width}.png`, fullPage: true });
  },
);
