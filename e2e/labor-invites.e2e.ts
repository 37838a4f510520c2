import { describe, expect, it } from 'vitest';
import { answerDialog, screenshot, signedInPage } from './browser.js';

describe('labor invites', () => {
  it('invites a tech with a preview, records a decline (then their days off), re-invites and accepts', async () => {
    const { page } = await signedInPage('staff', '/labor-invites');
    await page.getByRole('heading', { name: 'Labor Invites' }).waitFor();
    await page.locator('article.labor-event').first().waitFor();
    await screenshot(page, 'labor-invites', { fullPage: false });

    await page.getByRole('button', { name: /^Uncrewed/ }).click();
    const statuses = await page.locator('tr.position td.status').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((s) => s.startsWith('Uncrewed'))).toBe(true);
    await page.getByRole('button', { name: /^All/ }).click();

    const row = page
      .locator('tr.position', { has: page.getByRole('button', { name: 'Send Invite' }) })
      .first();
    const id = await row.getAttribute('data-position-id');
    const position = page.locator(`tr[data-position-id="${id}"]`);
    await position.getByRole('button', { name: 'Send Invite' }).click();
    const modal = page.getByRole('dialog', { name: 'Send Invite' });
    await modal.getByRole('button', { name: 'Send Invite' }).click();
    expect(await answerDialog(page)).toBe('Invitee is required');

    // Someone free on those dates, from the picker's "Available only" list of any role.
    const picker = modal.getByRole('radiogroup', { name: 'Invitee' });
    await picker.getByRole('radio').first().waitFor();
    await modal.getByLabel('Tech role').selectOption('any');
    await modal.getByLabel('Available only').check();
    const first = picker.locator('label.picker-row').first();
    const free = (await first.locator('.name').textContent())!;
    await first.getByRole('radio').check();
    await modal.getByLabel('Include travel dates').check();
    await modal.getByLabel('Extra Notes').fill('Hotel is booked for you.');
    await modal.getByRole('button', { name: 'View Preview' }).click();
    const preview = modal.frameLocator('iframe[title="Invite preview"]');
    await preview.getByText('Hotel is booked for you.').waitFor();
    await preview.getByText('Travel').waitFor();
    await screenshot(page, 'labor-invite-preview', { fullPage: false });
    await modal.getByRole('button', { name: 'Send Invite' }).click();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => position.locator('td.status').textContent()).toMatch(/^Tentative/);
    const techName = (await position.locator('td').nth(2).textContent())!;

    await position.getByRole('button', { name: 'Info' }).click();
    expect(await answerDialog(page)).toMatch(/^Marked tentative by Sam Ortega on /);

    // A decline uncrews it, then offers to mark the tech unavailable on those dates.
    await position.getByRole('button', { name: 'Decline' }).click();
    expect(await answerDialog(page)).toMatch(/^Manually decline this invite for /);
    expect(await answerDialog(page)).toMatch(/ declined\. Add days unavailable for /);
    const dates = page.getByRole('dialog', { name: 'Add Dates' });
    expect(await dates.getByLabel('Notes').inputValue()).toBe('Declined an invite');
    await dates.getByRole('button', { name: 'Save' }).click();
    await dates.waitFor({ state: 'detached' });
    await expect.poll(() => position.locator('td.status').textContent()).toMatch(/^Uncrewed/);

    // Inviting them again now asks first: the picker marks them unavailable on those dates.
    await position.getByRole('button', { name: 'Send Invite' }).click();
    const again = page.getByRole('dialog', { name: 'Send Invite' });
    await again.getByRole('radio').first().waitFor();
    await again.getByLabel('Tech role').selectOption('any');
    await again.getByRole('searchbox', { name: 'Search technicians' }).fill(free);
    const marked = again.locator('label.picker-row', { has: page.locator('.name', { hasText: free }) });
    await expect.poll(() => marked.locator('.mark strong').textContent()).toBe('Unavailable');
    await marked.getByRole('radio').check();
    await again.getByRole('list', { name: 'Conflicts' }).waitFor();
    await again.getByRole('button', { name: 'Send Invite' }).click();
    expect(await answerDialog(page)).toMatch(/Send the invite anyway\?$/);
    await again.waitFor({ state: 'detached' });
    await expect.poll(() => position.locator('td.status').textContent()).toMatch(/^Tentative/);

    await position.getByRole('button', { name: 'Accept' }).click();
    expect(await answerDialog(page)).toBe(`Manually accept this invite for ${techName}?`);
    await expect.poll(() => position.locator('td.status').textContent()).toMatch(/^Confirmed/);
    expect(await position.getByRole('button').count()).toBe(0);

    // The messages are in the outbox.
    await page.goto('/outbox');
    await page.locator('table.outbox tbody tr', { hasText: 'Work offer:' }).first().waitFor();
    expect(await page.locator('table.outbox tbody tr', { hasText: techName }).count()).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('picks an invitee by name, role, department and "Available only", each marked over the position\'s dates', async () => {
    const { page } = await signedInPage('staff', '/labor-invites');
    const row = page
      .locator('tr.position', { has: page.getByRole('button', { name: 'Send Invite' }) })
      .first();
    await row.waitFor();
    const id = Number(await row.getAttribute('data-position-id'));
    await row.getByRole('button', { name: 'Send Invite' }).click();
    const modal = page.getByRole('dialog', { name: 'Send Invite' });
    const picker = modal.getByRole('radiogroup', { name: 'Invitee' });
    await picker.getByRole('radio').first().waitFor();
    await modal.getByLabel('Tech role').selectOption('any');
    const names = () => picker.locator('label.picker-row .name').allTextContents();

    // What the server says: every technician, and who has something on the position's dates.
    const truth = await page.evaluate(async (id) => {
      const item = (await (await fetch(`/labor-invites/event-items/${id}`)).json()).item;
      const q = `startDate=${item.start_date}&endDate=${item.end_date}&exceptPositionId=${id}`;
      const busy = (await (await fetch(`/labor-invites/availability?${q}`)).json()).contacts as {
        id: number;
      }[];
      const techs = (await (await fetch('/labor-invites/contacts')).json()).contacts as {
        id: number;
        contact_name: string;
      }[];
      const busyIds = new Set(busy.map((c) => c.id));
      return {
        all: techs.length,
        free: techs.filter((t) => !busyIds.has(t.id)).map((t) => t.contact_name),
        busy: techs.filter((t) => busyIds.has(t.id)).map((t) => t.contact_name),
      };
    }, id);
    expect(truth.busy.length).toBeGreaterThan(0);
    // The list draws only the rows around its scroll: the count line says how many match.
    const counted = modal.getByText(/^\d+ of \d+ technicians$/);
    await expect.poll(() => counted.textContent()).toBe(`${truth.all} of ${truth.all} technicians`);
    expect((await names()).length).toBeLessThan(truth.all);
    // The busy are marked (Booked, Tentative, Travelling or Unavailable) with the event or the note.
    const busyRows = picker.locator('label.picker-row.busy');
    const busyDrawn = (await picker
      .locator('label.picker-row')
      .evaluateAll((rows) =>
        rows.map((r) => [r.querySelector('.name')?.textContent ?? '', r.classList.contains('busy')] as const),
      )) as [string, boolean][];
    for (const [name, busy] of busyDrawn) expect(truth.busy.includes(name)).toBe(busy);
    expect(await busyRows.first().locator('.mark strong').textContent()).toMatch(
      /^(Booked|Tentative|Travelling|Unavailable|Short rest|Cannot arrive)$/,
    );
    expect(await busyRows.first().locator('.mark .detail').textContent()).toMatch(/\w/);
    await screenshot(page, 'labor-invite-picker', { fullPage: false });

    await modal.getByLabel('Available only').check();
    await expect.poll(() => counted.textContent()).toBe(`${truth.free.length} of ${truth.all} technicians`);
    expect((await names()).every((n) => truth.free.includes(n))).toBe(true);
    expect(await picker.locator('label.picker-row.busy').count()).toBe(0);
    await modal.getByLabel('Available only').uncheck();

    // Typing narrows by name: the start of a first or last name.
    const someone = truth.busy[0]!;
    const last = someone.split(', ')[0]!;
    await modal.getByRole('searchbox', { name: 'Search technicians' }).fill(last.slice(0, 4));
    await expect
      .poll(async () => {
        const shown = await names();
        return (
          shown.length > 0 &&
          shown.every((n) =>
            n
              .toLowerCase()
              .split(/[\s,]+/)
              .some((w) => w.startsWith(last.slice(0, 4).toLowerCase())),
          )
        );
      })
      .toBe(true);
    expect(await names()).toContain(someone);

    // A department narrows too; choosing a busy tech lists their conflicts under the picker.
    await modal.getByRole('searchbox', { name: 'Search technicians' }).fill(someone);
    const chosen = picker.locator('label.picker-row', { has: page.locator('.name', { hasText: someone }) });
    const department = (await chosen.locator('.who .muted').textContent())!.trim();
    await modal.getByLabel('Department').selectOption(department);
    expect(await names()).toContain(someone);
    await chosen.getByRole('radio').check();
    await modal.getByRole('list', { name: 'Conflicts' }).waitFor();
    await screenshot(page, 'labor-invite-picker-chosen', { fullPage: false });
    await modal.getByRole('button', { name: 'Cancel' }).click();
  });

  it('resolves and un-resolves an open position, and saves its notes', async () => {
    const { page } = await signedInPage('admin', '/labor-invites');
    const row = page.locator('tr.position', { has: page.getByRole('button', { name: 'Resolve' }) }).first();
    await row.waitFor();
    const position = page.locator(`tr[data-position-id="${await row.getAttribute('data-position-id')}"]`);
    await position.getByRole('button', { name: 'Resolve' }).click();
    await position.getByRole('button', { name: 'Un-Resolve' }).waitFor();
    expect(await position.getByRole('button', { name: 'Send Invite' }).count()).toBe(0);
    await position.getByRole('button', { name: 'Un-Resolve' }).click();
    await position.getByRole('button', { name: 'Send Invite' }).waitFor();

    const notes = position.getByRole('textbox', { name: /^Notes for / });
    await notes.fill('Park in the dock lot');
    await notes.press('Enter');
    // Pending (highlighted) until the save comes back and the position is reloaded.
    await expect.poll(() => notes.getAttribute('class')).toBeNull();
    await page.reload();
    const reloaded = page
      .locator(`tr[data-position-id="${await position.getAttribute('data-position-id')}"]`)
      .getByRole('textbox', { name: /^Notes for / });
    expect(await reloaded.inputValue()).toBe('Park in the dock lot');
  });

  it('searches by bid number and tech; a locked bid shows its actions disabled, saying why', async () => {
    const { page } = await signedInPage('staff', '/labor-invites');
    const events = page.locator('article.labor-event');
    await events.first().waitFor();
    const search = page.getByRole('searchbox', { name: 'Search' });

    const locked = events.filter({ has: page.locator('.badge.danger') }).first();
    // Only the events around the window are drawn: scroll down until a locked one is.
    for (let i = 0; i < 60 && !(await locked.count()); i++) {
      await page.mouse.wheel(0, 1200);
      await page.evaluate(() => new Promise(requestAnimationFrame));
    }
    const bid = (await locked.locator('a.event-id').textContent())!;
    await search.fill(bid);
    await expect.poll(() => events.count()).toBe(1);
    expect(await events.first().locator('a.event-id').textContent()).toBe(bid);
    expect(await events.first().locator('.badge').textContent()).toMatch(/Locked/);

    // Every write (Send Invite, Resolve, Un-Resolve, Accept, Decline, the notes) is disabled up
    // front, its title and accessible description saying why; only Info (a read) stays.
    const reason = /^This bid is currently locked: /;
    const writes = events
      .first()
      .locator('tr.position:not(.stashed)')
      .locator('td.actions button:not(.link-button), td.notes input');
    await writes.first().waitFor();
    const n = await writes.count();
    expect(n).toBeGreaterThan(1);
    for (let i = 0; i < n; i++) {
      const control = writes.nth(i);
      expect(await control.isDisabled()).toBe(true);
      expect(await control.getAttribute('title')).toMatch(reason);
      const describedBy = (await control.getAttribute('aria-describedby'))!;
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toMatch(reason);
    }
    const open = events
      .first()
      .locator('tr.position', { has: page.getByRole('button', { name: 'Resolve' }) });
    await open.first().getByRole('button', { name: 'Send Invite' }).hover();
    await screenshot(page, 'labor-invites-locked', { fullPage: false });
    // A click on a disabled control does nothing: no dialog, no change.
    await open.first().getByRole('button', { name: 'Resolve' }).click({ force: true });
    expect(await page.locator('dialog.app-dialog[open]').count()).toBe(0);
    expect(await open.first().locator('td.status').textContent()).toMatch(/^Uncrewed/);

    // A tech's name finds the positions they hold.
    await search.fill('');
    const crewed = page.locator('tr.position', { hasText: 'Confirmed' }).first();
    const tech = (await crewed.locator('td').nth(2).textContent())!;
    await search.fill(tech);
    await expect
      .poll(async () => {
        const techs = await page.locator('tr.position td:nth-child(3)').allTextContents();
        return techs.length > 0 && techs.every((t) => t === tech);
      })
      .toBe(true);
  });
});
