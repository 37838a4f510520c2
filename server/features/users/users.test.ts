import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, loginAs } from '../../../test/agent.js';
import { buildContact, buildUser, TEST_PASSWORD } from '../../../test/factories.js';
import { startSmtpServer } from '../../../test/smtp.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { outboxMessages } from '../../platform/db/schema/outbox.js';
import { accountLinks } from './schema.js';
import { updateUser } from './service.js';
import { prepareSetup } from './setup-token.js';

/*
 * Issue 32, points 1, 2 and 4, on one app that really mails: the first run makes the admin the
 * later tests act as; the admin invites, changes and deactivates people; a person who forgot their
 * password chooses a new one. Links arrive only in the mail sent (the outbox keeps them masked).
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let dataDir: string;
let admin: Agent;
const ADMIN = { name: 'Ada Lovelace', email: 'ada@example.test', password: 'analytical engine 1843' };
const NEW_PASSWORD = 'a fresh password 42';

beforeAll(async () => {
  smtp = await startSmtpServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-setup-'));
  t = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://crew.example.test', dataDir });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const signedOut = async () => {
  const agent = new Agent(t.app);
  await agent.openPage('/login');
  return agent;
};

/** The link of the last mail to `to`, as its path; waits for the mail (a reset's is sent after the answer). */
async function linkMailedTo(to: string, before: number) {
  for (let i = 0; i < 100; i++) {
    const mail = smtp.received
      .slice(before)
      .find((m) => JSON.stringify(m.to).toLowerCase().includes(to.toLowerCase()));
    const link =
      mail && /https:\/\/crew\.example\.test(\/account\/[\w-]+\/[\w-]{43})\b/.exec(mail.text ?? '')?.[1];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no link mailed to ${to}`);
}
const tokenOf = (link: string) => link.split('/').at(-1)!;

describe('first run', () => {
  it('prints a setup address whose token is in DATA_DIR/setup-token (0600), kept until used', async () => {
    const url = await prepareSetup(t.db, dataDir, 'https://crew.example.test/');
    const token = fs.readFileSync(path.join(dataDir, 'setup-token'), 'utf8').trim();
    expect(url).toBe(`https://crew.example.test/setup?token=${token}`);
    expect(fs.statSync(path.join(dataDir, 'setup-token')).mode & 0o777).toBe(0o600);
    expect(await prepareSetup(t.db, dataDir, 'https://crew.example.test')).toBe(url);
  });

  it('refuses a missing or wrong token (403) and a common password (400); then makes the admin and signs them in', async () => {
    const token = fs.readFileSync(path.join(dataDir, 'setup-token'), 'utf8').trim();
    const visitor = await signedOut();
    const page = await visitor.call({ method: 'GET', url: `/setup?token=${token}`, page: true });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('csrf-token');
    const post = (payload: object) => visitor.call({ method: 'POST', url: '/setup', payload });
    expect((await post({ name: ADMIN.name, email: ADMIN.email, password: ADMIN.password })).statusCode).toBe(
      403,
    );
    expect((await post({ ...ADMIN, token: `${token.slice(1)}x` })).statusCode).toBe(403);
    const weak = await post({ ...ADMIN, token, password: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.password).toMatch(/most common/);
    const made = await post({ ...ADMIN, token });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().user).toMatchObject({ email: ADMIN.email, role: 'admin', initials: 'AL' });
    visitor.csrf = made.json().csrfToken;
    expect((await visitor.call({ method: 'GET', url: '/auth/me' })).statusCode).toBe(200);
    admin = visitor;
    expect(fs.existsSync(path.join(dataDir, 'setup-token'))).toBe(false);
  });

  it('is gone (404) once an account exists', async () => {
    const other = await signedOut();
    expect((await other.call({ method: 'GET', url: '/setup', page: true })).statusCode).toBe(404);
    const again = await other.call({ method: 'POST', url: '/setup', payload: { ...ADMIN, token: 'x' } });
    expect(again.statusCode).toBe(404);
    expect(await prepareSetup(t.db, dataDir, 'https://crew.example.test')).toBeUndefined();
  });
});

describe('the Users screen', () => {
  let techId: number;
  let techAgent: Agent;

  it('invites a technician: the outbox keeps the link masked, the mail carries a single-use link that signs them in', async () => {
    const before = smtp.received.length;
    const contact = await buildContact(t.db, { kind: 'technician' });
    const res = await admin.call({
      method: 'POST',
      url: '/users',
      payload: { email: 'Tess@Example.test', name: 'Tess Tech', role: 'tech', contactId: contact.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      mail: 'sent',
      user: { name: 'Tess Tech', role: 'tech', invited: true, active: true, initials: 'TT' },
    });
    expect(res.json().user.contact).toMatchObject({ id: contact.id });
    techId = res.json().user.id;
    const [kept] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'account-invite'));
    expect(kept!.textBody).toContain('/account/set-password/[account-link-in-the-sent-mail-only]');
    const link = await linkMailedTo('Tess@Example.test', before);
    expect(link).toMatch(/^\/account\/set-password\//);
    const [stored] = await t.db.select().from(accountLinks).where(eq(accountLinks.userId, techId));
    expect(stored!.tokenHash).not.toContain(tokenOf(link));
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);

    const listed = await admin.call({ method: 'GET', url: '/users?q=tess' });
    expect(listed.json().users).toEqual([expect.objectContaining({ id: techId, invited: true })]);
    expect(
      (
        await admin.call({
          method: 'POST',
          url: '/users',
          payload: { email: 'tess@example.test', name: 'X', role: 'tech' },
        })
      ).statusCode,
    ).toBe(409);

    techAgent = await signedOut();
    const page = await techAgent.call({ method: 'GET', url: link, page: true });
    expect(page.statusCode).toBe(200);
    const set = (password: string) =>
      techAgent.call({
        method: 'POST',
        url: '/account/set-password',
        payload: { token: tokenOf(link), password },
      });
    expect((await set('qwerty123')).statusCode).toBe(400);
    const ok = await set(NEW_PASSWORD);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user).toMatchObject({ id: techId, role: 'tech' });
    techAgent.csrf = ok.json().csrfToken;
    expect((await set(`${NEW_PASSWORD}!`)).statusCode).toBe(404);
    const joined = await admin.call({ method: 'GET', url: '/users?q=tess' });
    expect(joined.json().users[0]).toMatchObject({ invited: false });
    expect(joined.json().users[0].lastLoginAt).not.toBeNull();
  });

  it('a resent invite voids the link before; an expired link or a joined person is refused', async () => {
    const before = smtp.received.length;
    const res = await admin.call({
      method: 'POST',
      url: '/users',
      payload: { email: 'sam@example.test', name: 'Sam Staff', role: 'staff' },
    });
    const id = res.json().user.id;
    const first = await linkMailedTo('sam@example.test', before);
    const resent = await admin.call({ method: 'POST', url: `/users/${id}/invite` });
    expect(resent.statusCode, resent.body).toBe(200);
    const second = await linkMailedTo('sam@example.test', before + 1);
    expect(second).not.toBe(first);
    const visitor = await signedOut();
    const use = (link: string) =>
      visitor.call({
        method: 'POST',
        url: '/account/set-password',
        payload: { token: tokenOf(link), password: NEW_PASSWORD },
      });
    expect((await use(first)).statusCode).toBe(404);
    await t.db
      .update(accountLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountLinks.userId, id));
    expect((await use(second)).json().error.message).toMatch(/expired or was already used/);
    expect((await admin.call({ method: 'POST', url: `/users/${techId}/invite` })).statusCode).toBe(409);
  });

  it('only admins see or change accounts', async () => {
    const { agent: staff } = await loginAs(t.app, t.db, 'staff');
    expect((await staff.call({ method: 'GET', url: '/users' })).statusCode).toBe(403);
    expect(
      (await staff.call({ method: 'PATCH', url: `/users/${techId}`, payload: { role: 'admin' } })).statusCode,
    ).toBe(403);
    expect((await techAgent.call({ method: 'GET', url: '/users' })).statusCode).toBe(403);
  });

  it('changes role, name, initials and contact; a contact links one account at most', async () => {
    const res = await admin.call({
      method: 'PATCH',
      url: `/users/${techId}`,
      payload: { role: 'staff', name: 'Tess Tester', initials: 'TTS', contactId: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      role: 'staff',
      name: 'Tess Tester',
      initials: 'TTS',
      contact: null,
    });
    const taken = await buildContact(t.db);
    await buildUser(t.db, { contactId: taken.id });
    const refused = await admin.call({
      method: 'PATCH',
      url: `/users/${techId}`,
      payload: { contactId: taken.id },
    });
    expect(refused.statusCode).toBe(409);
    expect((await admin.call({ method: 'PATCH', url: `/users/${techId}`, payload: {} })).statusCode).toBe(
      400,
    );
    expect(
      (await admin.call({ method: 'PATCH', url: '/users/999999', payload: { name: 'X' } })).statusCode,
    ).toBe(404);
  });

  it("deactivating ends every session at once (the open one's next request is 401) and sign-in; reactivating lets them back", async () => {
    expect((await techAgent.call({ method: 'GET', url: '/auth/me' })).statusCode).toBe(200);
    const off = await admin.call({ method: 'PATCH', url: `/users/${techId}`, payload: { active: false } });
    expect(off.json().user).toMatchObject({ active: false });
    expect((await techAgent.call({ method: 'GET', url: '/auth/me' })).statusCode).toBe(401);
    expect((await new Agent(t.app).login('tess@example.test', NEW_PASSWORD)).statusCode).toBe(401);
    // Nothing is lost: the account is kept, and comes back as it was.
    const on = await admin.call({ method: 'PATCH', url: `/users/${techId}`, payload: { active: true } });
    expect(on.json().user).toMatchObject({ active: true, name: 'Tess Tester' });
    expect((await new Agent(t.app).login('tess@example.test', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('an admin cannot deactivate or demote themselves, nor anyone the last active admin', async () => {
    const me = (await admin.call({ method: 'GET', url: '/auth/me' })).json().user.id;
    const self = await admin.call({ method: 'PATCH', url: `/users/${me}`, payload: { active: false } });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toMatch(/your own account/);
    expect(
      (await admin.call({ method: 'PATCH', url: `/users/${me}`, payload: { role: 'staff' } })).statusCode,
    ).toBe(409);
    // An actor that is no account (an integration's token) meets the last-admin rule.
    const actor = { id: 0, name: 'Integration', email: '' };
    await expect(updateUser(t.db, actor, me, { active: false })).rejects.toThrow(/last active administrator/);
  });
});

describe('a forgotten password', () => {
  it('answers alike for an unknown address; mails a 1-hour link that sets the password and ends every session', async () => {
    const before = smtp.received.length;
    const visitor = await signedOut();
    const ask = (email: string, remoteAddress = '10.1.0.1') =>
      visitor.call({ method: 'POST', url: '/account/forgot', payload: { email }, remoteAddress });
    const unknown = await ask('nobody@example.test');
    const known = await ask('TESS@example.test');
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    const link = await linkMailedTo('tess@example.test', before);
    expect(link).toMatch(/^\/account\/reset\//);
    expect(smtp.received.length - before).toBe(1);
    const [reset] = await t.db.select().from(accountLinks).where(eq(accountLinks.purpose, 'reset'));
    expect(reset!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3600_000);

    const open = new Agent(t.app);
    expect((await open.login('tess@example.test', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await visitor.call({ method: 'GET', url: link, page: true })).statusCode).toBe(200);
    const use = (password: string) =>
      visitor.call({ method: 'POST', url: '/account/reset', payload: { token: tokenOf(link), password } });
    expect((await use('short')).statusCode).toBe(400);
    expect((await use(TEST_PASSWORD)).statusCode).toBe(200);
    expect((await use('another good one 7')).statusCode).toBe(404);
    expect((await open.call({ method: 'GET', url: '/auth/me' })).statusCode).toBe(401);
    expect((await new Agent(t.app).login('tess@example.test', NEW_PASSWORD)).statusCode).toBe(401);
    expect((await new Agent(t.app).login('tess@example.test', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('is limited per account (3 links an hour, answered alike) and per address (5 asks a minute)', async () => {
    const before = smtp.received.length;
    const visitor = await signedOut();
    const ask = (remoteAddress: string) =>
      visitor.call({
        method: 'POST',
        url: '/account/forgot',
        payload: { email: ADMIN.email },
        remoteAddress,
      });
    for (const n of [1, 2, 3, 4]) expect((await ask(`10.2.0.${n}`)).statusCode).toBe(200);
    await linkMailedTo(ADMIN.email, before + 2);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.received.length - before).toBe(3);
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await ask('10.3.0.1')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
