import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../test/agent.js';
import { startSmtpServer } from '../../../test/smtp.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { outboxMessages } from '../../platform/db/schema/outbox.js';
import { ageOf } from './send-now.js';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let staff: Agent;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url });
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A message kept while mail was off (status stored), written `hoursAgo`. */
async function kept(subject: string, hoursAgo: number) {
  const at = new Date(Date.now() - hoursAgo * 3_600_000);
  const [row] = await t.db
    .insert(outboxMessages)
    .values({
      kind: 'invite',
      toAddress: 'rae@example.test',
      subject,
      textBody: 'Hi',
      status: 'stored',
      createdAt: at,
    })
    .returning();
  return row!;
}

describe('Outbox: send now (issue 22.6)', () => {
  it('shows the age of kept messages and sends one, then the rest; a sent one is not sent twice', async () => {
    const one = await kept('Kept one', 50);
    await kept('Kept two', 3);
    const list = await staff.call({ method: 'GET', url: '/outbox' });
    expect(list.json().canSendNow).toBe(true);
    expect(list.json().messages.find((m: { id: number }) => m.id === one.id)).toMatchObject({
      status: 'stored',
      age: '2 days',
    });

    const res = await staff.call({ method: 'POST', url: `/outbox/${one.id}/send` });
    expect(res.json()).toEqual({ sent: 1, failed: 0, error: null });
    expect(smtp.received.map((m) => m.subject)).toEqual(['Kept one']);
    const again = await staff.call({ method: 'POST', url: `/outbox/${one.id}/send` });
    expect(again.statusCode).toBe(409);

    const all = await staff.call({ method: 'POST', url: '/outbox/send-all' });
    expect(all.json()).toMatchObject({ sent: 1, failed: 0 });
    expect(smtp.received.map((m) => m.subject)).toEqual(['Kept one', 'Kept two']);
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, one.id));
    expect(row!.status).toBe('sent');
  });

  it('without a mail server, says so and keeps the message', async () => {
    const off = await createTestApp();
    try {
      const agent = (await loginAs(off.app, off.db, 'staff')).agent;
      expect((await agent.call({ method: 'GET', url: '/outbox' })).json().canSendNow).toBe(false);
      const res = await agent.call({ method: 'POST', url: '/outbox/send-all' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toMatch(/^No mail server is set up/);
    } finally {
      await off.close();
    }
  });

  it('words ages', () => {
    const now = Date.UTC(2026, 0, 10);
    expect(ageOf(new Date(now - 60_000), now)).toBe('1 minute');
    expect(ageOf(new Date(now - 5 * 3_600_000), now)).toBe('5 hours');
    expect(ageOf(new Date(now - 3 * 86_400_000), now)).toBe('3 days');
  });
});
