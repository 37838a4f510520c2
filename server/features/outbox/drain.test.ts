import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../test/agent.js';
import { startSmtpServer } from '../../../test/smtp.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { outboxMessages } from '../../platform/db/schema/outbox.js';
import { createMailer } from '../../platform/mail.js';

/*
 * Messages kept while SMTP_URL was unset go out by themselves once it is set (issue 37.8): the
 * app starts without mail, keeps them; a server started with SMTP_URL drains them, oldest first,
 * and two of them draining at once send each message once.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let staff: Agent;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // Mail off: what is written is kept.
  t = await createTestApp();
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function keep(subjects: string[]) {
  const ids: number[] = [];
  await t.db.transaction(async (tx) => {
    for (const subject of subjects)
      ids.push(
        await t.app.mailer.enqueue(tx, { kind: 'note', to: 'rae@example.test', subject, text: subject }),
      );
  });
  return ids;
}

const statusesOf = async (ids: number[]) =>
  (await t.db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids)))
    .sort((a, b) => a.id - b.id)
    .map((m) => m.status);

const labelsOf = async (ids: number[]) =>
  (await staff.call({ method: 'GET', url: '/outbox' }))
    .json()
    .messages.flatMap((m: { id: number; status: string }) => (ids.includes(m.id) ? [m.status] : []));

describe('kept messages go out once mail is set up', () => {
  it('two senders draining at once send each kept message once, in order; the Outbox says sent', async () => {
    const subjects = Array.from({ length: 12 }, (_, i) => `Kept ${i + 1}`);
    const ids = await keep(subjects);
    expect(await statusesOf(ids)).toEqual(ids.map(() => 'stored'));
    expect(await labelsOf(ids)).toEqual(ids.map(() => 'stored'));

    // Two server processes started with SMTP_URL on the same database.
    const one = createMailer(t.db, { smtpUrl: smtp.url, from: 'loadout@example.test' });
    const two = createMailer(t.db, { smtpUrl: smtp.url, from: 'loadout@example.test' });
    const [a, b] = await Promise.all([one.drainKept(), two.drainKept()]);
    expect(a.length + b.length).toBe(12);
    // One sends at a time: each sender's share is a run of the kept ones (handed over at most once),
    // never every other message.
    for (const share of [a, b]) {
      const at = share.map((d) => ids.indexOf(d.id));
      expect(at).toEqual(at.map((_, i) => (at[0] ?? 0) + i));
    }
    expect([...a, ...b].every((d) => d.status === 'sent')).toBe(true);
    expect(smtp.received.map((m) => m.subject)).toEqual(subjects);
    expect(await statusesOf(ids)).toEqual(ids.map(() => 'sent'));
    expect(await labelsOf(ids)).toEqual(ids.map(() => 'sent'));
    // Nothing left: a later round sends nothing again.
    expect(await one.drainKept()).toEqual([]);
    expect(smtp.received).toHaveLength(12);
  });

  it('a refused message is tried again later, with the server’s words on it', async () => {
    const [id] = await keep(['Refused']);
    smtp.refuse(true);
    const sender = createMailer(t.db, { smtpUrl: smtp.url, from: 'loadout@example.test' });
    try {
      const [done] = await sender.drainKept();
      expect(done).toMatchObject({
        id,
        status: 'failed',
        error: expect.stringMatching(/Mailbox unavailable/),
      });
    } finally {
      smtp.refuse(false);
    }
    const [row] = await t.db
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.id, [id!]));
    // Queued with its error: the retry round sends it; after five refusals it is failed.
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.error).toMatch(/Mailbox unavailable/);
    expect(await sender.drainKept()).toEqual([]);
  });
});
