import { it } from 'vitest';
import { signedInPage } from './browser.js';
it('debug', async () => {
  const { page } = await signedInPage('tech', '/');
  await page.setViewportSize({ width: 390, height: 800 });
  for (const path of ['/xbook/departments/1', '/xbook', '/days-unavailable', '/flow/techs']) {
    await page.goto(path);
    await page.locator('main.page h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const out = await page.evaluate(() => {
      const w = document.documentElement.clientWidth;
      return [...document.querySelectorAll('main *')]
        .filter((e) => e.getBoundingClientRect().right > w + 1)
        .filter((e) => !(e.parentElement && e.parentElement.getBoundingClientRect().right > w + 1))
        .slice(0, 8)
        .map((e) => `${e.tagName}.${e.className} r=${Math.round(e.getBoundingClientRect().right)} w=${Math.round(e.getBoundingClientRect().width)} parent=${e.parentElement?.tagName}.${e.parentElement?.className}`);
    });
    console.log(path, out);
  }
  const a = await signedInPage('admin', '/');
  await a.page.setViewportSize({ width: 1024, height: 800 });
  await a.page.getByRole('heading', { name: 'Events' }).waitFor();
  console.log(await a.page.locator('.topbar nav a, .topbar .who button, .topbar .who span').evaluateAll((els) => els.map((e) => `${e.textContent} ${JSON.stringify(e.getBoundingClientRect())}`)));
});
