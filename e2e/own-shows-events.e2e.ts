import { expect, it } from 'vitest';
import { answerDialog, signedInPage } from './browser.js';

/** Issue 34 point 1: staff open a show by hand, edit it, keep its pulls, and a locked show refuses edits. */
it('staff create an event, edit it, add, rename and remove a pull; a locked event refuses edits in words', async () => {
  const { page } = await signedInPage('staff', '/', { viewport: { width: 1440, height: 900 } });
  await page.getByRole('button', { name: 'New event' }).click();
  const form = page.getByRole('dialog', { name: 'New event' });
  await form.getByLabel('Show name').fill('E2E Launch Party');
  await form.getByLabel('Location (venue)').fill('Hall C, Denver CO');
  await form.getByLabel('Venue state').fill('CO');
  await form.getByLabel('Start', { exact: true }).fill('2027-05-10');
  await form.getByLabel('End', { exact: true }).fill('2027-05-12');
  await form.getByLabel('Load in').fill('2027-05-11');
  await form.getByRole('button', { name: 'Save' }).click();
  // The server says what is wrong with the dates; the form stays open to fix it.
  expect(await answerDialog(page)).toContain(
    'Load-in on May 11, 2027 is after the show starts on May 10, 2027',
  );
  await form.getByLabel('Load in').fill('2027-05-09');
  await form.getByLabel('Time zone').fill('America/Denver');
  await page.screenshot({ path: '/tmp/h-events-new-event-1440.png' });
  await form.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/events\/\d+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect.poll(() => heading.textContent()).toContain('E2E Launch Party');
  await page.getByRole('link', { name: 'Main Show Pull' }).waitFor();

  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: /^Edit #\d+ E2E Launch Party$/ });
  await edit.getByLabel('Show name').fill('E2E Launch Gala');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => heading.textContent()).toContain('E2E Launch Gala');

  await page.getByRole('button', { name: 'Add pull' }).click();
  await answerDialog(page, { text: 'Truck 2' });
  await page.getByRole('link', { name: 'Truck 2' }).waitFor();
  await page.getByRole('button', { name: 'Rename Truck 2' }).click();
  await answerDialog(page, { text: 'Breakout Room' });
  await page.getByRole('link', { name: 'Breakout Room' }).waitFor();
  await page.screenshot({ path: '/tmp/h-events-event-page-1440.png', fullPage: true });
  await page.getByRole('button', { name: 'Remove Breakout Room' }).click();
  expect(await answerDialog(page)).toContain('Remove the pull "Breakout Room"?');
  await page.getByRole('link', { name: 'Breakout Room' }).waitFor({ state: 'detached' });

  // Locked, the show's Edit and Cancel are disabled, and a new pull is refused in the server's
  // words; Unlock gives it back.
  await page.getByRole('button', { name: 'Lock' }).click();
  await page.getByText('Locked', { exact: true }).waitFor();
  const bid = /\/events\/(\d+)$/.exec(page.url())![1];
  expect(await page.getByRole('button', { name: 'Edit' }).isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Cancel event' }).isDisabled()).toBe(true);
  await page.getByRole('button', { name: 'Add pull' }).click();
  await answerDialog(page, { text: 'Truck 3' });
  expect(await answerDialog(page)).toBe(`Bid ${bid} is currently locked: unlock it before changing it`);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await page.getByRole('button', { name: 'Lock' }).waitFor();
  expect(await heading.textContent()).toContain('E2E Launch Gala');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/h-events-event-page-390.png', fullPage: true });
  await page.goto('/');
  await page.getByRole('button', { name: 'New event' }).click();
  await page.screenshot({ path: '/tmp/h-events-new-event-390.png' });
});

it('an admin imports a show from a file under the Events list', async () => {
  const { page } = await signedInPage('admin', '/', { viewport: { width: 1440, height: 900 } });
  await page.getByRole('button', { name: 'Import & Export' }).click();
  const screen = page.getByRole('region', { name: 'Import & Export' });
  await expect.poll(() => screen.getByLabel('Kind').inputValue()).toBe('events');
  const file = [
    'bid,show_name,account_manager,status,location,venue_state,time_zone,start_date,end_date,load_in,load_out,cancelled,locked',
    '880001,E2E Imported Expo,,Confirmed,"Hall D, Phoenix AZ",AZ,America/Phoenix,2027-06-01,2027-06-03,2027-05-31,2027-06-04,no,no',
  ].join('\n');
  await screen
    .getByLabel(/^File/)
    .setInputFiles({ name: 'events.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await screen.getByRole('button', { name: 'Check (dry run)' }).click();
  await screen.getByText('Dry run: ready to import').waitFor();
  await screen.getByRole('button', { name: 'Import', exact: true }).click();
  await screen.getByText('Import: done').waitFor();
  await page.screenshot({ path: '/tmp/h-events-import-1440.png' });
  await page.goto('/events/880001');
  await page.getByRole('heading', { name: /E2E Imported Expo/ }).waitFor();
  await page.getByRole('link', { name: 'Main Show Pull' }).waitFor();
});
