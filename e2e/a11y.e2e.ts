import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from './browser.js';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core injected into the page as it stands: the serious and critical findings, in short. */
async function audit(page: Page): Promise<string[]> {
  // Evaluated, not added as a script tag: the app's Content-Security-Policy refuses inline scripts.
  await page.evaluate(`${axeSource};0`);
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: unknown[] }> } }
    ).axe;
    // Target size (WCAG 2.2) too: technicians tap the calendar's toggles and names on a phone.
    const rules = { 'target-size': { enabled: true } };
    return (await axe.run(document, { resultTypes: ['violations'], rules })).violations;
  })) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

/** Each screen, with what shows it has drawn its data. */
const SCREENS: [role: 'admin' | 'staff' | 'tech', path: string, ready: string][] = [
  ['staff', '/', 'table.grid tbody tr a'],
  ['staff', '/xbook/departments/1', '.folder-tree .folder-row'],
  ['staff', '/labor-invites', '.labor-invites table'],
  ['staff', '/flow/techs', '.flow-page[data-complete="true"]'],
  ['staff', '/comments', 'tbody tr'],
  ['staff', '/tech-roles', 'main h1'],
  ['staff', '/outbox', 'main h1'],
  ['tech', '/days-unavailable', 'table.days tbody tr'],
  ['tech', '/flow/techs', '.flow-page[data-complete="true"]'],
  ['tech', '/tech-roles', '[data-testid="no-access"]'],
  ['admin', '/error-reports', 'main h1'],
  ['admin', '/api-tokens', 'form[aria-label="New API token"]'],
  ['admin', '/webhooks', 'table[aria-label="Webhook endpoints"] tbody tr'],
  ['admin', '/labor-rates', '.labor-rates tbody tr'],
  ['admin', '/no/such/page', '[data-testid="not-found"]'],
];

describe('accessibility (axe-core in Chromium)', () => {
  it.each(SCREENS)('%s on %s: no serious or critical violation', async (role, path, ready) => {
    const { page } = await signedInPage(role, path);
    await page.locator(ready).first().waitFor();
    expect((await audit(page)).join('\n')).toBe('');
  });

  it('the event, gear requests, show pull, prep and sheet pages: no serious or critical violation', async () => {
    const { page } = await signedInPage('admin', '/');
    const event = (await page.locator('a[href^="/events/"]').first().getAttribute('href'))!;
    await page.goto(event);
    await page.locator('.facts').waitFor();
    // Its record sections drawn too (bid items, commitments, crew positions, travel).
    for (const section of ['bid-items-panel', 'commitments-panel', 'event-positions', 'event-travel'])
      await page
        .locator(`section.${section} :is(table, p.muted:not(:has-text("Loading")))`)
        .first()
        .waitFor();
    expect((await audit(page)).join('\n')).toBe('');
    await page.goto(`/gear-requests/sort/${event.split('/').pop()}`);
    await page.getByRole('heading', { name: /^Gear Requests/ }).waitFor();
    expect((await audit(page)).join('\n')).toBe('');
    await page.goto(event);
    const pull = (await page.locator('a[href^="/show-pulls/"]').first().getAttribute('href'))!;
    await page.goto(pull);
    await page.locator('.categories tbody tr').first().waitFor();
    expect((await audit(page)).join('\n')).toBe('');
    // The warehouse's prep page of that pull (issue 38).
    await page.goto(`${pull}/prep`);
    await page.locator('[data-testid^="prep-line-"]').first().waitFor();
    expect((await audit(page)).join('\n')).toBe('');
    await page.goto('/xbook/departments/1');
    await page.locator('a[href^="/xbook/sheets/"]').first().click();
    await page.locator('table.sheet-items tbody tr').first().waitFor();
    expect((await audit(page)).join('\n')).toBe('');
  });

  it('a page load prints no router warning (HydrateFallback)', async () => {
    const { page } = await signedInPage('staff', '/');
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    for (const path of ['/', '/flow/techs', '/xbook', '/comments']) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
    }
    expect(warnings.filter((w) => w.includes('HydrateFallback'))).toEqual([]);
  });
});
