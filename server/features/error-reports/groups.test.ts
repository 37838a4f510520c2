import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_REPORT_PAGE_SIZE, type ErrorReportGroup } from '../../../contracts/error-reports.js';
import { type Agent, loginAs } from '../../../test/agent.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let admin: Agent;
let tech: Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t.app, t.db, 'admin')).agent;
  tech = (await loginAs(t.app, t.db, 'tech')).agent;
});
afterAll(() => t.close());

const report = (agent: Agent, message: string, page = 'http://localhost/flow') =>
  agent.call({ method: 'POST', url: '/errors/js', payload: { message, extra: [page] } });

async function groups(query = ''): Promise<{ groups: ErrorReportGroup[]; total: number; page: number }> {
  const res = await admin.call({ method: 'GET', url: `/error-reports${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const find = async (key: string, query = '?status=all') =>
  (await groups(query)).groups.find((g) => g.key === key);

describe('error report groups (issue 19.4)', () => {
  it('puts one action with other ids in one group, with its users and pages', async () => {
    await report(tech, 'Error: pull 12 line 7 lost', 'http://localhost/show-pulls/12');
    await report(admin, 'Error: pull 98 line 3001 lost', 'http://localhost/show-pulls/98');
    const g = await find('Error: pull {n} line {n} lost');
    expect(g).toMatchObject({
      count: 2,
      users: 2,
      resolved: false,
      message: 'Error: pull 98 line 3001 lost',
    });
    expect(g!.pages.sort()).toEqual(['http://localhost/show-pulls/12', 'http://localhost/show-pulls/98']);
    expect(g!.userNames).toHaveLength(2);
    // Times in the company's zone, as every screen shows them ("Nov 23, 2026, 4:37 PM").
    expect(g!.lastSeenText).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
  });

  it('fills the Page of a failed request from what the legacy handler sends', async () => {
    await tech.call({
      method: 'POST',
      url: '/errors/js',
      payload: {
        errorMessage: '500 assign 7 {"error":1}',
        contactName: 'T',
        extra: JSON.stringify({ request: { url: '/x' }, page: 'http://localhost/show-pulls/5' }),
      },
    });
    const g = await find('500 assign {n} {"error":{n}}');
    expect(g?.pages).toEqual(['http://localhost/show-pulls/5']);
  });

  it('resolves a group, and reopens it when it happens again', async () => {
    await report(tech, 'TypeError: cell 4 is gone');
    const key = 'TypeError: cell {n} is gone';
    const res = await admin.call({
      method: 'POST',
      url: '/error-reports/resolved',
      payload: { key, resolved: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await find(key, '')).toBeUndefined(); // the default list is the open groups
    expect(await find(key, '?status=resolved')).toMatchObject({
      resolved: true,
      resolvedBy: expect.any(String),
    });
    // Happens again (a later time than the resolution): open again, by itself.
    await t.db.execute(sql`update error_report_resolutions set resolved_at = now() - interval '1 minute'`);
    await report(tech, 'TypeError: cell 9 is gone');
    expect(await find(key, '')).toMatchObject({ resolved: false, count: 2 });
    // Reopened by hand.
    await admin.call({ method: 'POST', url: '/error-reports/resolved', payload: { key, resolved: true } });
    await admin.call({ method: 'POST', url: '/error-reports/resolved', payload: { key, resolved: false } });
    expect(await find(key, '')).toMatchObject({ resolved: false });
  });

  it('refuses to resolve what is not there, and only admins resolve', async () => {
    const missing = await admin.call({
      method: 'POST',
      url: '/error-reports/resolved',
      payload: { key: 'never happened', resolved: true },
    });
    expect(missing.statusCode).toBe(404);
    const staff = (await loginAs(t.app, t.db, 'staff')).agent;
    const refused = await staff.call({
      method: 'POST',
      url: '/error-reports/resolved',
      payload: { key: 'TypeError: cell {n} is gone', resolved: true },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('filters by text and by date, in the company time zone', async () => {
    await report(tech, 'SyntaxError: needle 1 in the haystack');
    expect((await groups('?status=all&q=NEEDLE')).groups.map((g) => g.key)).toEqual([
      'SyntaxError: needle {n} in the haystack',
    ]);
    // "%" is a character to look for, not a wildcard.
    expect((await groups('?status=all&q=%25%25%25')).total).toBe(0);
    await t.db.execute(sql`
      insert into error_reports (kind, message, group_key, fingerprint, created_at, updated_at)
      values ('script', 'Old: thing', 'Old: thing', 'old-thing', '2026-01-10T12:00:00Z', '2026-01-10T12:00:00Z')`);
    const january = await groups('?status=all&from=2026-01-10&to=2026-01-10');
    expect(january.groups.map((g) => g.key)).toEqual(['Old: thing']);
    expect((await groups('?status=all&from=2026-01-11&to=2026-01-31')).total).toBe(0);
    const backwards = await admin.call({
      method: 'GET',
      url: '/error-reports?from=2026-02-01&to=2026-01-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain('The start date is after the end date.');
  });

  it('pages through many groups, newest first', async () => {
    await t.db.execute(sql`
      insert into error_reports (kind, message, group_key, fingerprint, created_at, updated_at)
      select 'script', 'Paged ' || g, 'Paged ' || chr(64 + g % 26) || g, 'paged' || g,
             now() - make_interval(mins => g), now() - make_interval(mins => g)
      from generate_series(1, ${ERROR_REPORT_PAGE_SIZE + 5}) g`);
    const first = await groups('?status=all&q=Paged');
    expect(first.total).toBe(ERROR_REPORT_PAGE_SIZE + 5);
    expect(first.groups).toHaveLength(ERROR_REPORT_PAGE_SIZE);
    const second = await groups('?status=all&q=Paged&page=2');
    expect(second.groups).toHaveLength(5);
    const seen = new Set([...first.groups, ...second.groups].map((g) => g.key));
    expect(seen.size).toBe(ERROR_REPORT_PAGE_SIZE + 5);
    const times = [...first.groups, ...second.groups].map((g) => g.lastSeen);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('the report rate limit (issue 19.5)', () => {
  it('counts per session, so colleagues behind one address keep reporting', async () => {
    const heavy = (await loginAs(t.app, t.db, 'staff')).agent;
    const colleague = (await loginAs(t.app, t.db, 'staff')).agent;
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await report(heavy, `Flood ${i}`)).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    // A refusal in words, with its own code (it said `bad_request` and "Rate limit exceeded").
    const refused = await report(heavy, 'One more');
    expect(refused.json().error.code).toBe('rate_limited');
    expect(refused.json().error.message).toMatch(
      /^Too many requests in a short time\. Please wait \d+ (seconds?|minutes?) and try again\.$/,
    );
    expect(refused.headers['retry-after']).toBeDefined();
    // Same address (inject's 127.0.0.1), another session: still heard.
    expect((await report(colleague, 'Neighbour')).statusCode).toBe(200);
  });
});
