import { describe, expect, it } from 'vitest';
import { answerDialog, screenshot, signedInPage } from './browser.js';

describe('the show pull screen', () => {
  it('opens from the event page, filters, assigns, initials and edits a pull quantity', async () => {
    const { page } = await signedInPage('staff', '/');
    await page.locator('table.grid tbody tr a').first().click();
    await page.getByRole('link', { name: 'Main Show Pull' }).click();
    await page.waitForURL(/\/show-pulls\/\d+$/);
    await page.getByRole('heading', { name: 'Bid Items' }).waitFor();
    await page.locator('.bid-items tbody tr').first().waitFor();
    await screenshot(page, 'show-pull');

    // Assignable only: every row offers Assign; assigning takes the suggested quantity.
    await page.getByLabel('List').selectOption('assignable');
    // Rows without a vendor: assigning them asks one question (a vendor's item also asks for the cross-rented part).
    const assignable = page
      .locator('.bid-items tbody tr', { has: page.getByRole('button', { name: 'Assign' }) })
      .filter({ has: page.locator('td:nth-child(8):empty') });
    const before = await assignable.count();
    if (before > 0) {
      const description = await assignable.first().locator('td').nth(4).textContent();
      await assignable.first().getByRole('button', { name: 'Assign' }).click();
      expect(await answerDialog(page)).toBe(`Quantity of ${description} to assign`);
      // It leaves the assignable list.
      await expect.poll(() => assignable.count()).toBe(before - 1);
      // Un-assigned after the question, it comes back.
      await page.getByLabel('List').selectOption('all');
      const assigned = page
        .locator('.bid-items tbody tr', { hasText: description! })
        .filter({ has: page.getByRole('button', { name: 'Un-assign' }) })
        .first();
      await assigned.getByRole('button', { name: 'Un-assign' }).click();
      expect(await answerDialog(page)).toBe('Are you sure you want to un-assign this item?');
      await page.getByLabel('List').selectOption('assignable');
      await expect.poll(() => assignable.count()).toBe(before);
    }

    // Departments (a click picks one; All clears) and the text filter.
    await page.getByLabel('List').selectOption('all');
    const rows = page.locator('.bid-items tbody tr');
    // The table is virtualized: count what the list holds, not the rows drawn.
    const listed = async () =>
      Number.parseInt((await page.getByTestId('listed-count').textContent()) ?? '', 10);
    const all = await listed();
    const dept = page.getByRole('toolbar', { name: 'Departments' }).getByRole('button').nth(1);
    await dept.click();
    expect(await dept.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(listed).toBeLessThan(all);
    await page.getByRole('toolbar', { name: 'Departments' }).getByRole('button', { name: 'All' }).click();
    await expect.poll(listed).toBe(all);
    const word = ((await rows.first().locator('td').nth(4).textContent()) ?? '').split(' ')[0]!;
    await page.getByLabel('Filter Bid / Commitments').fill(word);
    // After the 500 ms debounce, every row left mentions the word.
    await expect
      .poll(async () =>
        (await rows.allTextContents()).every((t) => t.toLowerCase().includes(word.toLowerCase())),
      )
      .toBe(true);
    await page.getByLabel('Filter Bid / Commitments').fill('');

    // Gear Flow and Techs lists.
    await page.getByLabel('List').selectOption('gearFlow');
    await page.getByRole('heading', { name: 'Gear Flow' }).waitFor();
    await page.getByLabel('List').selectOption('techs');
    await page.getByRole('heading', { name: 'Techs' }).waitFor();
    await page.getByLabel('Filter Bid / Commitments').fill('zzzz-nobody');
    await page.getByRole('cell', { name: 'None for this filter' }).waitFor();
    await page.getByLabel('Filter Bid / Commitments').fill('');

    // Initials: a click sets mine, a right-click clears them.
    await page.getByLabel('List').selectOption('uninitialed');
    const button = page.locator('.bid-items tbody tr').first().getByRole('button', { name: 'Initial' });
    if (await button.count()) {
      const row = page.locator('.bid-items tbody tr').first();
      const text = await row.locator('td').nth(4).textContent();
      await button.click();
      await page.getByLabel('List').selectOption('all');
      const mine = page
        .locator('.bid-items tbody tr', { hasText: text! })
        .getByRole('button', { name: /Initialled SO/ });
      await mine.first().waitFor();
      await mine.first().click({ button: 'right' });
      await page
        .locator('.bid-items tbody tr', { hasText: text! })
        .getByRole('button', { name: 'Initial', exact: true })
        .first()
        .waitFor();
    }

    // Pull quantity: pending until saved on change; below the minimum is refused and reverts.
    await page.getByLabel('Qty > 0').check();
    const qty = page.locator('.categories tbody tr input[type="number"]').first();
    await qty.waitFor();
    const saved = await qty.inputValue();
    await qty.fill(String(Number(saved) + 1));
    expect(await qty.getAttribute('class')).toBe('pending');
    await qty.press('Enter');
    await expect.poll(() => qty.getAttribute('class')).toBe(null);
    expect(await qty.inputValue()).toBe(String(Number(saved) + 1));
    await screenshot(page, 'show-pull-edited');
  });
});

interface PullView {
  showPull: { id: number };
  pullItems: { id: number; category_id: number; quantity: number; isCustom: boolean }[];
  categories: { id: number; name: string; description: string; showPullItemID: number | null }[];
  dependencies: {
    id: number;
    category_id: number;
    logic_type: string;
    requirementMet: boolean;
    satisfied: unknown;
  }[];
  systems: { id: number }[];
}

describe('the Pull Item Manager and the right side', () => {
  it('satisfies an all-dependency after the question, checks ignore-weight, adds a system and a custom item', async () => {
    const { page } = await signedInPage('staff', '/');
    // A pull with an unmet 'all' dependency, found through the API the screen uses.
    const events = (await (await page.request.get('/events?limit=200')).json()).events as { id: number }[];
    let found: { view: PullView; dep: PullView['dependencies'][number] } | undefined;
    for (const e of events) {
      const pulls = (await (await page.request.get(`/show-pulls?eventId=${e.id}`)).json()).pulls as {
        id: number;
      }[];
      const view = (await (await page.request.get(`/show-pulls/${pulls[0]!.id}`)).json()) as PullView;
      const dep = view.dependencies.find((d) => d.logic_type === 'all' && !d.requirementMet && !d.satisfied);
      if (dep && view.systems.length) {
        found = { view, dep };
        break;
      }
    }
    expect(found, 'the demo data has a pull with an unmet all-dependency').toBeDefined();
    const { view, dep } = found!;
    const category = view.categories.find((c) => c.id === dep.category_id)!;
    const line = view.pullItems.find((l) => l.category_id === category.id && !l.isCustom)!;
    await page.goto(`/show-pulls/${view.showPull.id}`);
    await page.getByRole('heading', { name: 'Pull' }).waitFor();
    await page.getByLabel('Filter Categories').fill(category.name);
    await page.getByRole('button', { name: category.name, exact: true }).click();
    const manager = page.getByRole('dialog', { name: /^Dependencies — / });
    await manager.waitFor();
    await screenshot(page, 'pull-item-manager');

    await manager.getByRole('button', { name: 'Satisfy', exact: true }).first().click();
    await page.locator('dialog.app-dialog[open]').waitFor();
    await screenshot(page, 'pull-confirm-dialog');
    expect(await answerDialog(page)).toBe(
      'This dependency required all items are on the pull. Are you sure you want to satisfy it without all items on the pull?',
    );
    await manager.getByRole('button', { name: 'Un-Satisfy' }).first().waitFor();

    const ignore = manager.getByLabel('Ignore-weight qty');
    await ignore.fill('-1');
    await ignore.press('Enter');
    expect(await answerDialog(page)).toBe('Quantity must be greater than 0');
    await ignore.fill(String(line.quantity + 1));
    await ignore.press('Enter');
    expect(await answerDialog(page)).toBe(
      `Quantity can't be more than what's on the pull (${line.quantity})`,
    );
    await manager.getByRole('button', { name: 'Close' }).click();

    // The qty breakdown of the category.
    await page.getByRole('button', { name: `Breakdown of ${category.name}` }).click();
    const breakdown = page.getByRole('dialog', { name: new RegExp(`^Breakdown: ${category.name}`) });
    await breakdown.locator('tbody tr').first().waitFor();
    await screenshot(page, 'pull-breakdown');
    await breakdown.getByRole('button', { name: 'Close' }).click();

    // Add System: the first system, one of it.
    await page.getByRole('button', { name: 'Add System', exact: true }).click();
    const systems = page.getByRole('dialog', { name: 'System Manager' });
    await systems.waitFor();
    const picker = systems.getByLabel('System', { exact: true });
    const first = (await picker.locator('option').nth(1).textContent())!;
    await picker.selectOption({ label: first });
    const component = (await systems.locator('tbody tr td').first().textContent())!;
    await systems.getByRole('button', { name: 'Add System' }).click();
    await systems.getByRole('tab', { name: 'System Assignments' }).click();
    // The panel's title follows its mode.
    const assignments = page.getByRole('dialog', { name: /^System Assignments/ });
    await assignments
      .locator('tbody tr td', { hasText: first.replace(/^\d+ /, '') })
      .first()
      .waitFor();
    await assignments.getByRole('button', { name: 'Close' }).click();

    // A pull quantity below the minimum (now raised by the system) is refused and reverts.
    await page.getByLabel('Filter Categories').fill(component);
    const row = page.locator('.categories tbody tr', { hasText: component }).first();
    await expect.poll(() => page.locator('.categories tbody tr').count()).toBeLessThan(5);
    const input = row.locator('input[type="number"]');
    const saved = await input.inputValue();
    await input.fill('0');
    await input.press('Enter');
    expect(await answerDialog(page)).toMatch(
      /^The quantity can't be less than \d+:\n\d+ added by dependencies\n\d+ assigned by systems\n\d+ cross-rented$/,
    );
    await expect.poll(() => input.inputValue()).toBe(saved);

    // Add Custom Item.
    await page.getByRole('button', { name: 'Add Custom Item' }).click();
    const custom = page.getByRole('dialog', { name: 'Add Custom Item' });
    await custom.getByLabel('Category').selectOption({ index: 1 });
    await custom.getByLabel('Description').fill('Spare batteries, AA');
    await custom.getByLabel('Qty').fill('24');
    await screenshot(page, 'pull-custom-item');
    await custom.getByRole('button', { name: 'Add Custom Item' }).click();
    await custom.waitFor({ state: 'detached' });
  });
});

describe('gear requests', () => {
  it("opens from the pull header in a new tab and sorts the event's requests by department", async () => {
    const { page } = await signedInPage('staff', '/');
    await page.locator('table.grid tbody tr a').first().click();
    await page.getByRole('link', { name: 'Main Show Pull' }).click();
    const link = page.getByRole('link', { name: 'View Gear Requests' });
    expect(await link.getAttribute('target')).toBe('_blank');
    await page.goto((await link.getAttribute('href'))!);
    await page.getByRole('heading', { name: /^Gear Requests:/ }).waitFor();
    const firstTable = page.locator('.gear-requests table').first();
    await firstTable.locator('tbody tr').first().waitFor();
    await firstTable.getByRole('button', { name: /^Qty( [▲▼])?$/ }).click();
    const qtys = (await firstTable.locator('tbody tr td:nth-child(4)').allTextContents()).map(Number);
    expect(qtys).toEqual([...qtys].sort((a, b) => a - b));
    await firstTable.getByRole('button', { name: /^Qty( [▲▼])?$/ }).click();
    const desc = (await firstTable.locator('tbody tr td:nth-child(4)').allTextContents()).map(Number);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    await screenshot(page, 'gear-requests');
  });
});

describe('gear flow commitments and prints on the screen', () => {
  it('assigns and un-assigns a commitment, and offers the pull list form and labels', async () => {
    const { page } = await signedInPage('staff', '/');
    const events = (await (await page.request.get('/events?limit=200')).json()).events as { id: number }[];
    let pullId = 0;
    for (const e of events) {
      const pulls = (await (await page.request.get(`/show-pulls?eventId=${e.id}`)).json()).pulls as {
        id: number;
      }[];
      const view = await (await page.request.get(`/show-pulls/${pulls[0]!.id}`)).json();
      if (
        view.commitments.some(
          (c: { assignment: unknown; otherPullsQty: number }) => !c.assignment && c.otherPullsQty === 0,
        )
      ) {
        pullId = pulls[0]!.id;
        break;
      }
    }
    expect(pullId, 'the demo data has a pull with a free commitment').toBeGreaterThan(0);
    await page.goto(`/show-pulls/${pullId}`);
    await page.getByLabel('List').selectOption('gearFlow');
    await page.getByRole('heading', { name: 'Gear Flow' }).waitFor();
    const row = page.locator('tbody tr', { has: page.getByRole('button', { name: 'Assign' }) }).first();
    const cat = (await row.locator('td').first().textContent())!;
    await screenshot(page, 'show-pull-gear-flow');
    await row.getByRole('button', { name: 'Assign' }).click();
    expect(await answerDialog(page)).toMatch(/^Quantity of .+ to assign$/);
    const same = page.locator('tbody tr', { has: page.locator(`td:text-is("${cat}")`) }).first();
    await same.getByRole('button', { name: 'Un-assign' }).click();
    expect(await answerDialog(page)).toBe('Are you sure you want to un-assign this item?');
    await same.getByRole('button', { name: 'Assign' }).waitFor();

    const form = page.locator('form.print-form');
    expect(await form.getAttribute('action')).toBe('/show-pull/print');
    expect(await form.getAttribute('method')).toBe('get');
    expect(await form.getAttribute('target')).toBe('_blank');
    await form.getByLabel('For client').check();
    const query = await form.evaluate((f) =>
      new URLSearchParams(new FormData(f as HTMLFormElement) as unknown as string).toString(),
    );
    expect(query).toMatch(new RegExp(`^showPullID=${pullId}&isForClient=true&departmentID=$`));
    const pdf = await page.request.get(`/show-pull/print?${query}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const labels = await page.request.get(
      (await page.getByRole('link', { name: 'Labels' }).getAttribute('href'))!,
    );
    expect(labels.headers()['content-type']).toBe('application/pdf');
  });
});
