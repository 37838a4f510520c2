import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerDialog, screenshot, signedInPage } from './browser.js';

/**
 * Issue 23 points 1-4 on the demo data: conflicts in lanes with a mark, every bar's popup, who is
 * free on a date (checked against the labor and tech-role calls, not the calendar's own code), and
 * the event overview's open positions.
 */

interface Rec {
  id: number;
  contact_name: string;
  commitments: {
    event_id: number;
    visible_start_date: string;
    visible_end_date: string;
    isCancelled: boolean;
    is_stashed: boolean;
    isOutOfRangeLeft: boolean;
    /** Too little rest or travel time after the job before (issue 37.4). */
    restConflict: string | null;
  }[];
  daysUnavailable: {
    id: number;
    start_date: string;
    end_date: string;
    visible_start_date: string;
    visible_end_date: string;
    notes: string;
    prettyDateRange: string;
  }[];
  travelItems: {
    id: number;
    departure_date: string;
    arrival_date: string;
    details: string;
    formatted: string;
  }[];
}

const techRows = (page: Page) => page.locator('.flow-row.tech');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });

async function openCalendar(role: 'staff' | 'tech' = 'staff', width = 1440, height = 900, query = '') {
  const { page } = await signedInPage(role, `/flow/techs${query}`);
  await page.setViewportSize({ width, height });
  await page.locator('.flow-page[data-complete="true"]').waitFor();
  return page;
}

/** Every technician as the contacts call answers them for the range on screen. */
const contactsOf = (page: Page) =>
  page.evaluate(async () => {
    const headers = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
    const input = (label: string) =>
      (document.querySelector(`input[aria-label="${label}"]`) as HTMLInputElement).value;
    const range = `${input('Start date')}/${input('End date')}`;
    const get = async (path: string) => (await fetch(path, { headers })).json();
    const parts = await Promise.all([
      get(`/flow/techs/contacts/${range}`),
      get(`/flow/techs/contacts/${range}?isRemainder=true`),
    ]);
    return { range, contacts: parts.flatMap((p) => p.contacts) };
  }) as Promise<{ range: string; contacts: Rec[] }>;

const overlaps = (a: { from: string; to: string }, b: { from: string; to: string }) =>
  a.from <= b.to && b.from <= a.to;
const live = (c: Rec['commitments'][number]) => !c.isCancelled && !c.is_stashed;
const span = (c: Rec['commitments'][number]) => ({ from: c.visible_start_date, to: c.visible_end_date });

/** A tech on two jobs over one day, and one on a job over their own days unavailable. */
function findConflicts(contacts: Rec[]) {
  const double = contacts.find((t) => {
    const jobs = t.commitments.filter(live);
    return jobs.some((a, i) => jobs.slice(i + 1).some((b) => overlaps(span(a), span(b))));
  });
  const away = contacts.find((t) =>
    t.commitments
      .filter(live)
      .some((c) =>
        t.daysUnavailable.some((d) =>
          overlaps(span(c), { from: d.visible_start_date, to: d.visible_end_date }),
        ),
      ),
  );
  return { double, away };
}

/**
 * The small demo has jobs over days unavailable but may have no double booking in the range: make
 * one as a scheduler would, inviting a booked tech to an open position over the same days (the
 * invite's own question answered yes) and recording their acceptance.
 */
async function bookTwice(page: Page, contacts: Rec[], range: string) {
  const [start, end] = range.split('/');
  const made = await page.evaluate(
    async ({ start, end, techs }) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content;
      const headers = {
        'X-Requested-With': 'XMLHttpRequest',
        Accept: 'application/json',
        'X-CSRF-Token': token,
      };
      const res = await fetch(`/labor-invites/events?startDate=${start}&endDate=${end}`, { headers });
      const { events } = (await res.json()) as {
        events: {
          id: number;
          isLocked: boolean;
          fullStatus: string;
          crewable_labor_items: {
            id: number;
            contact: unknown;
            is_stashed: boolean;
            labor_is_resolved: boolean;
            start_date: string;
            end_date: string;
          }[];
        }[];
      };
      for (const e of events) {
        if (e.isLocked || e.fullStatus.includes('Cancelled')) continue;
        for (const p of e.crewable_labor_items) {
          if (p.contact || p.is_stashed || p.labor_is_resolved || p.start_date < start || p.end_date > end)
            continue;
          const tech = techs.find((t) =>
            t.jobs.some((j) => j.event !== e.id && j.from <= p.end_date && p.start_date <= j.to),
          );
          if (!tech) continue;
          const form = new URLSearchParams({
            lineItemID: String(p.id),
            eventID: String(e.id),
            isPreview: 'false',
            includesTravelDates: 'false',
            contactID: String(tech.id),
            extraNotes: '',
            confirmed: 'true',
            _token: token,
          });
          const sent = await fetch('/labor-invites/invite', { method: 'POST', headers, body: form });
          if (!sent.ok) continue;
          const { item } = (await sent.json()) as { item: { invite_id: number } };
          const ok = await fetch(`/labor-invites/${item.invite_id}/accept`, { method: 'POST', headers });
          if (ok.ok) return { techId: tech.id, eventId: e.id };
        }
      }
      return null;
    },
    {
      start: start!,
      end: end!,
      techs: contacts.map((t) => ({
        id: t.id,
        jobs: t.commitments.filter(live).map((c) => ({ event: c.event_id, ...span(c) })),
      })),
    },
  );
  expect(made, 'an open position over the days of a booked tech').not.toBeNull();
  return made!;
}

async function showOnly(page: Page, name: string) {
  await search(page).fill(name);
  const row = techRows(page).filter({ has: page.locator('.tech-name', { hasText: name }) });
  await row.first().waitFor();
  return row.first();
}

describe('flow calendar: conflicts', () => {
  it('stacks a double booking and a job over days unavailable in lanes, marks them, and lists them under Conflicts only', async () => {
    let page = await openCalendar();
    const before = await contactsOf(page);
    if (!findConflicts(before.contacts).double) {
      await bookTwice(page, before.contacts, before.range);
      page = await openCalendar();
    }
    const { contacts } = await contactsOf(page);
    const { double, away } = findConflicts(contacts);
    expect(double, 'a tech booked twice in the demo data').toBeDefined();
    expect(away, 'a tech booked while unavailable in the demo data').toBeDefined();

    const row = await showOnly(page, double!.contact_name);
    // Two lanes: a bar in the second lane, and the row taller than a one-lane row (32 px).
    await row.locator('button.bar.commitment[data-lane="1"]').first().waitFor();
    expect((await row.boundingBox())!.height).toBeGreaterThan(40);
    const mark = row.getByRole('img', { name: /^Conflict: Booked twice/ });
    expect(await mark.count()).toBeGreaterThan(0);
    expect(await mark.first().getAttribute('title')).toMatch(/^Booked twice: \d+ /);

    const awayRow = await showOnly(page, away!.contact_name);
    await awayRow.locator('button.bar.unavailable').first().waitFor();
    const awayMark = awayRow.getByRole('img', { name: /^Conflict: Booked while unavailable/ });
    expect(await awayMark.count()).toBeGreaterThan(0);
    // The unavailable bar and the job are both in view: different lanes.
    const tops = await awayRow.evaluate((r) =>
      [...r.querySelectorAll<HTMLElement>('.bar')].map((b) => b.offsetTop),
    );
    expect(new Set(tops).size).toBeGreaterThan(1);

    // Conflicts only: both are listed, and every row listed carries a mark.
    await search(page).fill('');
    await page.getByLabel('Conflicts only').check();
    await expect.poll(() => techRows(page).count()).toBeGreaterThan(0);
    for (const t of [double!, away!]) {
      await search(page).fill(t.contact_name);
      await techRows(page).filter({ hasText: t.contact_name }).first().waitFor();
    }
    await search(page).fill('');
    await page.setViewportSize({ width: 1440, height: 3000 });
    await expect.poll(() => techRows(page).count()).toBeGreaterThan(1);
    const marked = await page.evaluate(() =>
      [...document.querySelectorAll('.flow-row.tech')].map(
        (r) => r.querySelectorAll('.conflict-mark').length,
      ),
    );
    expect(marked.length).toBeGreaterThan(1);
    expect(marked.every((n) => n > 0)).toBe(true);
    const conflicted = contacts.filter((t) => {
      const d = findConflicts([t]);
      const rest = t.commitments.some((c) => live(c) && c.restConflict && !c.isOutOfRangeLeft);
      return d.double || d.away || rest;
    }).length;
    const head = await page.locator('.flow-row.department .count').allTextContents();
    expect(head.reduce((n, t) => n + Number(t.replace(/\D/g, '')), 0)).toBe(conflicted);

    await page.setViewportSize({ width: 1440, height: 900 });
    await search(page).fill(double!.contact_name);
    await page.getByLabel('Conflicts only').uncheck();
    // The bar in the second lane says the conflict in its popup.
    await row.locator('button.bar.commitment[data-lane="1"]').first().hover();
    await page.locator('.flow-popup .popup-conflict').waitFor();
    expect(await page.locator('.flow-popup .popup-conflict').textContent()).toMatch(
      /^Conflict: Booked twice: /,
    );
    await screenshot(page, 'flow-conflicts-1440', { fullPage: false });
    await page.mouse.move(5, 5);
    await page.locator('.flow-popup').waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 390, height: 844 });
    await search(page).fill(away!.contact_name);
    // Scroll the grid so the marked days sit just right of the name column.
    await awayRow.locator('.conflict-run').first().waitFor();
    await page.evaluate(() => {
      const run = document.querySelector<HTMLElement>('.flow-row.tech .conflict-run')!;
      document.querySelector('.flow-scroll')!.scrollLeft = run.offsetLeft - 8;
    });
    await screenshot(page, 'flow-conflicts-390', { fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

const popup = (page: Page) => page.locator('.flow-popup');
/** The popup's facts as term → description. */
const facts = (page: Page) =>
  popup(page).evaluate((p) =>
    Object.fromEntries(
      [...p.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? '']),
    ),
  );

describe('flow calendar: every bar has its popup', () => {
  it('shows a travel bar and an unavailable bar in the popup (hover, or keyboard focus), notes only to those who may read them', async () => {
    const page = await openCalendar();
    const { contacts } = await contactsOf(page);
    const flyer = contacts.find((t) => t.travelItems.some((i) => / [A-Z]{3} → [A-Z]{3}$/.test(i.details)));
    expect(flyer, 'a booked flight in the demo data').toBeDefined();
    const flight = flyer!.travelItems.find((i) => / [A-Z]{3} → [A-Z]{3}$/.test(i.details))!;
    const [, from, to] = / ([A-Z]{3}) → ([A-Z]{3})$/.exec(flight.details)!;

    const row = await showOnly(page, flyer!.contact_name);
    const hit = row.getByRole('img', { name: flight.formatted });
    // The mark is drawn 6 px tall; the area to point at is larger.
    const box = (await hit.boundingBox())!;
    const mark = (await hit.locator('.travel').boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(12);
    expect(box.width).toBeGreaterThanOrEqual(20);
    expect(mark.height).toBeLessThan(box.height);
    await hit.hover();
    await popup(page).waitFor();
    const seen = await facts(page);
    expect(seen).toMatchObject({ Mode: 'Flight', From: from, To: to, Tech: expect.any(String) });
    expect(seen.Departs).toMatch(/^\w{3}, \w{3} \d+, \d+:\d\d [AP]M$/);
    expect(seen.Carrier).toBe(flight.details.replace(/ [A-Z]{3} → [A-Z]{3}$/, ''));
    await screenshot(page, 'flow-travel-popup', { fullPage: false });
    await page.mouse.move(5, 5);
    await popup(page).waitFor({ state: 'detached' });
    // The keyboard reaches it too.
    await hit.focus();
    await popup(page).waitFor();
    await hit.blur();
    await popup(page).waitFor({ state: 'detached' });

    // A colleague of the demo tech (a tech reads their own notes).
    const techPage = await openCalendar('tech');
    const techId = await techPage.evaluate(async () => {
      const input = (label: string) =>
        (document.querySelector(`input[aria-label="${label}"]`) as HTMLInputElement).value;
      const res = await fetch(`/flow/techs/config/${input('Start date')}/${input('End date')}`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
      });
      return ((await res.json()) as { myContactId: number | null }).myContactId;
    });
    const away = contacts.find((t) => t.id !== techId && t.daysUnavailable.some((d) => d.notes));
    expect(away, 'days unavailable with notes in the demo data').toBeDefined();
    const day = away!.daysUnavailable.find((d) => d.notes)!;
    const awayRow = await showOnly(page, away!.contact_name);
    const awayBar = `button.bar.unavailable[aria-label$="unavailable ${day.prettyDateRange}"]`;
    await awayRow.locator(awayBar).hover();
    await popup(page).waitFor();
    expect(await popup(page).getAttribute('aria-label')).toBe('Unavailable');
    expect(await facts(page)).toMatchObject({ Dates: day.prettyDateRange, Notes: day.notes });
    await screenshot(page, 'flow-unavailable-popup', { fullPage: false });

    // A tech reads a colleague's dates without the notes (the server's rule, kept).
    const theirs = await showOnly(techPage, away!.contact_name);
    const bar = theirs.locator(awayBar);
    await bar.focus();
    await popup(techPage).waitFor();
    const techSees = await facts(techPage);
    expect(techSees.Dates).toBeTruthy();
    expect(techSees.Notes).toBeUndefined();
  });

  it("opens a job's positions on the labor screen from its popup", async () => {
    const page = await openCalendar();
    const bar = page.locator('.flow-row.tech button.bar.commitment:not(.cancelled)').first();
    const eventId = await bar.getAttribute('data-event-id');
    await bar.hover();
    await popup(page).getByRole('link', { name: 'Open positions on the labor screen' }).click();
    await page.waitForURL((u) => u.pathname === '/labor-invites' && u.searchParams.get('search') === eventId);
    // The labor screen loads after the address changes: read its own search box.
    await page.locator('section.labor-invites').waitFor();
    expect(
      await page.locator('section.labor-invites').getByRole('searchbox', { name: 'Search' }).inputValue(),
    ).toBe(eventId);
    await page.getByRole('link', { name: eventId!, exact: true }).first().waitFor();
  });
});

/**
 * Who is free on a date in a tech role, asked of other areas: the role's holders (tech roles'
 * search), their jobs that day (the labor screen's positions), and their days unavailable and
 * travel (the contacts call's records as stored).
 */
async function expectedFree(page: Page, date: string, contacts: Rec[]) {
  return page.evaluate(
    async ({ date, contacts }) => {
      const headers = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
      const get = async (path: string) => (await fetch(path, { headers })).json();
      const shift = (days: number) =>
        new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
      const lazy = (await get('/tech-roles/lazy')) as { categories: { id: number; description: string }[] };
      // A role whose description names no other role, held by several technicians.
      const techIds = new Set(contacts.map((c) => c.id));
      let role: { id: number; holders: number[] } | null = null;
      for (const c of lazy.categories) {
        if (lazy.categories.some((o) => o.id !== c.id && o.description.includes(c.description))) continue;
        const { ids } = (await get(`/tech-roles/search?searchText=${encodeURIComponent(c.description)}`)) as {
          ids: number[];
        };
        const holders = ids.filter((id) => techIds.has(id));
        if (holders.length >= 6 && (!role || holders.length > role.holders.length))
          role = { id: c.id, holders };
      }
      if (!role) return null;
      const { events } = (await get(
        `/labor-invites/events?startDate=${shift(-21)}&endDate=${shift(21)}`,
      )) as {
        events: {
          fullStatus: string;
          crewable_labor_items: {
            contact: { id: number } | null;
            is_stashed: boolean;
            start_date: string;
            end_date: string;
          }[];
        }[];
      };
      const working = new Set(
        events
          .filter((e) => !e.fullStatus.includes('Cancelled'))
          .flatMap((e) => e.crewable_labor_items)
          .filter((p) => p.contact && !p.is_stashed && p.start_date <= date && date <= p.end_date)
          .map((p) => p.contact!.id),
      );
      const free = contacts.filter(
        (c) =>
          role!.holders.includes(c.id) &&
          !working.has(c.id) &&
          !c.daysUnavailable.some((d) => d.start_date <= date && date <= d.end_date) &&
          !c.travelItems.some((t) => t.departure_date <= date && date <= t.arrival_date),
      );
      return { roleId: role.id, holders: role.holders.length, names: free.map((c) => c.contact_name).sort() };
    },
    { date, contacts },
  );
}

const shownNames = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.flow-row.tech .tech-name')].map((n) => n.textContent).sort(),
  );

describe('flow calendar: who is free', () => {
  it('lists exactly the techs of a role free on a selected date, with counts per department and per day', async () => {
    const page = await openCalendar('staff', 1440, 2400);
    const { contacts } = await contactsOf(page);
    const date = await page.evaluate(() => {
      const d = new Date(Date.now() + 3 * 86_400_000);
      return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
    });
    const expected = await expectedFree(page, date, contacts);
    expect(expected, 'a tech role held by several technicians').not.toBeNull();
    await page.getByLabel('Tech role').selectOption(String(expected!.roleId));
    await expect.poll(() => techRows(page).count()).toBe(expected!.holders);

    const head = page.locator(`.date-head[title^="${date}:"]`);
    await head.click();
    expect(await head.getAttribute('aria-pressed')).toBe('true');
    const panel = page.getByRole('region', { name: 'Who is free' });
    await panel.waitFor();
    await expect.poll(() => shownNames(page)).toEqual(expected!.names);
    expect(await panel.locator('strong').textContent()).toMatch(
      new RegExp(`^Free on ${date} as .*: ${expected!.names.length} technicians?$`),
    );
    const perDepartment = await panel.locator('.free-counts b').allTextContents();
    expect(perDepartment.reduce((n, t) => n + Number(t), 0)).toBe(expected!.names.length);
    // Along the top: that day's free technicians of the role, every department together.
    expect(await head.textContent()).toMatch(/\d+ free,\d+ booked$/);
    const free = Number(/(\d+) free/.exec((await head.locator('.free-n').textContent())!)![1]);
    expect(free).toBe(expected!.names.length);
    await screenshot(page, 'flow-free-1440', { fullPage: false });

    // Shift-click stretches the selection; so does Shift+Enter on the keyboard. Fewer or as many are free.
    const heads = page.locator('.date-head');
    const at = await heads.evaluateAll(
      (hs, d) => hs.findIndex((h) => h.getAttribute('title')!.startsWith(`${d}:`)),
      date,
    );
    await heads.nth(at + 1).click({ modifiers: ['Shift'] });
    expect(await heads.nth(at + 1).getAttribute('aria-pressed')).toBe('true');
    expect(await head.getAttribute('aria-pressed')).toBe('true');
    await heads.nth(at + 2).focus();
    await page.keyboard.press('Shift+Enter');
    await expect.poll(() => page.locator('.date-head[aria-pressed="true"]').count()).toBe(3);
    expect(await panel.locator('strong').textContent()).toMatch(/^Free on \S+ – \S+ as /);
    await expect
      .poll(async () => (await shownNames(page)).every((n) => expected!.names.includes(n!)))
      .toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'flow-free-390', { fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await panel.getByRole('button', { name: 'Clear dates' }).click();
    await panel.waitFor({ state: 'detached' });
  });
});

describe('flow calendar: reading the grid', () => {
  it('hides cancelled and stashed jobs on demand, and keeps the month in view when scrolled sideways', async () => {
    // From the first of this month: the test scrolls ten days into the first month, which the
    // default range (a week back) leaves too short in a month's last days.
    const first = `${new Date().toISOString().slice(0, 8)}01`;
    const end = new Date(Date.parse(first) + 60 * 86_400_000).toISOString().slice(0, 10);
    const page = await openCalendar('staff', 1440, 900, `?startDate=${first}&endDate=${end}`);
    const inactive = page.locator('.bar.cancelled, .bar.stashed');
    await expect.poll(() => inactive.count()).toBeGreaterThan(0);
    await page.getByLabel('Hide cancelled & stashed').check();
    await expect.poll(() => inactive.count()).toBe(0);
    await page.getByLabel('Hide cancelled & stashed').uncheck();
    await expect.poll(() => inactive.count()).toBeGreaterThan(0);

    // Ten days in, the first month's name still sits beside the name column.
    const scroller = page.locator('.flow-scroll');
    await scroller.evaluate((el) => {
      el.scrollLeft = 10 * 32;
    });
    const grid = (await scroller.boundingBox())!;
    const name = page.locator('.month-name').first();
    const box = (await name.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(grid.x + 280);
    expect(box.x).toBeLessThan(grid.x + 280 + 16);
    expect(await name.textContent()).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
  });
});

/**
 * Issue 37.4: too little rest between two jobs. On an open position's own event, a job is added
 * ending 8 hours before the position starts and a free technician is booked on it (through the
 * API, as a scheduler would): the invitee picker marks them with the reason; once they hold the
 * position too, the calendar marks its first day with the same words.
 */
async function bookEightHoursBefore(page: Page) {
  return page.evaluate(async () => {
    const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content;
    const headers = {
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      'X-CSRF-Token': token,
    };
    const get = async (path: string) => (await fetch(path, { headers })).json();
    const send = (path: string, body: unknown) =>
      fetch(path, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const invite = async (lineItemID: number, eventID: number, contactID: number) => {
      const form = new URLSearchParams({
        lineItemID: String(lineItemID),
        eventID: String(eventID),
        isPreview: 'false',
        includesTravelDates: 'false',
        contactID: String(contactID),
        extraNotes: '',
        confirmed: 'true',
        _token: token,
      });
      const sent = await fetch('/labor-invites/invite', { method: 'POST', headers, body: form });
      if (!sent.ok) return false;
      const { item } = (await sent.json()) as { item: { invite_id: number } };
      return (await fetch(`/labor-invites/${item.invite_id}/accept`, { method: 'POST', headers })).ok;
    };
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const { events } = (await get(`/labor-invites/events?startDate=${day(3)}&endDate=${day(25)}`)) as {
      events: {
        id: number;
        show_name: string;
        isLocked: boolean;
        fullStatus: string;
        crewable_labor_items: {
          id: number;
          contact: unknown;
          is_stashed: boolean;
          labor_is_resolved: boolean;
        }[];
      }[];
    };
    // An open position called before 08:00, so a job ending 8 hours before it is on the day before
    // (one on the same day would read as booked on the dates, the worse mark).
    let found: {
      event: (typeof events)[number];
      target: { id: number; categoryId: number; in: string };
    } | null = null;
    for (const e of events) {
      if (e.isLocked || e.fullStatus.includes('Cancelled')) continue;
      const open = new Set(
        e.crewable_labor_items
          .filter((p) => !p.contact && !p.is_stashed && !p.labor_is_resolved)
          .map((p) => p.id),
      );
      if (!open.size) continue;
      const { positions } = (await get(`/events/${e.id}/positions`)) as {
        positions: { id: number; categoryId: number; in: string }[];
      };
      const target = positions.find((p) => open.has(p.id) && Number(p.in.slice(11, 13)) < 8);
      if (target) {
        found = { event: e, target };
        break;
      }
    }
    if (!found) return null;
    const { event, target } = found;
    // Wall-clock arithmetic: the digits as UTC, moved by hours.
    const shift = (local: string, hours: number) =>
      new Date(Date.parse(`${local.slice(0, 16).replace(' ', 'T')}Z`) + hours * 3_600_000)
        .toISOString()
        .slice(0, 16)
        .replace('T', ' ');
    // A technician with nothing a week either side (so the rest is the only thing said of them).
    const start = target.in.slice(0, 10);
    const q = `startDate=${shift(start, -7 * 24).slice(0, 10)}&endDate=${shift(start, 7 * 24).slice(0, 10)}`;
    const busy = new Set(
      ((await get(`/labor-invites/availability?${q}`)).contacts as { id: number }[]).map((c) => c.id),
    );
    const techs = (await get('/labor-invites/contacts')).contacts as {
      id: number;
      contact_name: string;
      primary_email: string | null;
    }[];
    const tech = techs.find((t) => !busy.has(t.id) && t.primary_email)!;
    const made = await send(`/events/${event.id}/positions`, {
      categoryId: target.categoryId,
      description: 'Overnight load-out',
      in: shift(target.in, -16),
      out: shift(target.in, -8),
    });
    const { position } = (await made.json()) as { position: { id: number } };
    const booked = await invite(position.id, event.id, tech.id);
    return { booked, tech, eventId: event.id, showName: event.show_name, openId: target.id };
  });
}

describe('flow calendar and invitee picker: rest between jobs', () => {
  it('marks a tech booked 8 hours before the position in the picker and, once crewed, on the calendar', async () => {
    const { page } = await signedInPage('staff', '/labor-invites');
    await page.locator('section.labor-invites').waitFor();
    const made = await bookEightHoursBefore(page);
    expect(made?.booked, 'an early open position and a free tech in the demo data').toBe(true);
    if (!made) return;
    const reason = `8 h rest after ${made.eventId} ${made.showName} (needs 10 h)`;

    await page.goto(`/labor-invites?search=${made.eventId}`);
    const row = page.locator(`tr.position[data-position-id="${made.openId}"]`);
    await row.getByRole('button', { name: 'Send Invite' }).click();
    const modal = page.getByRole('dialog', { name: 'Send Invite' });
    await modal.getByRole('radio').first().waitFor();
    await modal.getByLabel('Tech role').selectOption('any');
    await modal.getByRole('searchbox', { name: 'Search technicians' }).fill(made.tech.contact_name);
    const pick = modal.locator('label.picker-row', { hasText: made.tech.contact_name });
    await expect.poll(() => pick.locator('.mark strong').textContent()).toBe('Short rest');
    expect(await pick.locator('.mark .detail').textContent()).toBe(reason);
    await screenshot(page, 'rest-picker', { fullPage: false });
    // Choosing them lists the reason under the picker, and sending asks first.
    await pick.getByRole('radio').check();
    expect(await modal.getByRole('list', { name: 'Conflicts' }).textContent()).toContain(reason);
    await modal.getByRole('button', { name: 'Send Invite' }).click();
    expect(await answerDialog(page)).toContain(reason);
    await modal.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: 'Accept' }).click();
    expect(await answerDialog(page)).toMatch(/^Manually accept this invite for /);
    await expect.poll(() => row.locator('td.status').textContent()).toMatch(/^Confirmed/);

    const calendar = await openCalendar();
    const techRow = await showOnly(calendar, made.tech.contact_name);
    const mark = techRow.getByRole('img', { name: `Conflict: ${reason}` });
    await mark.waitFor();
    await techRow
      .locator(`button.bar.commitment`, { hasText: `${made.eventId}` })
      .last()
      .hover();
    await calendar.locator('.flow-popup .popup-conflict').waitFor();
    await screenshot(calendar, 'rest-calendar', { fullPage: false });
  });
});
