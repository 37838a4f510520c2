import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../test/agent.js';
import { startSmtpServer } from '../../../test/smtp.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { outboxMessages } from '../../platform/db/schema/outbox.js';
import { buildStaffingScenario } from './test-fixture.js';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let staff: Agent;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url, mailFrom: 'Loadout <crew@example.test>' });
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('invite mail through a real SMTP server', () => {
  it('delivers the invite to the technician, and the outbox records it as sent', async () => {
    const s = await buildStaffingScenario(t.db);
    const res = await staff.call({
      method: 'POST',
      url: '/labor-invites/invite',
      payload: {
        lineItemID: s.position.id,
        eventID: s.event.id,
        contactID: s.tech.id,
        includesTravelDates: true,
        extraNotes: 'Hotel is booked.',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().delivery).toBe('sent');
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.subject).toBe('Work offer: A1 Audio Engineer, Acme Winter Gala (Dec 9 – 12, 2026)');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : '').toBe('rae@example.test');
    expect(mail.from?.value[0]?.address).toBe('crew@example.test');
    expect(mail.text).toContain('Hotel is booked.');
    expect(mail.html).toContain('<strong>Acme Winter Gala</strong>');
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'invite'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null });
  });

  it('keeps the invite when the mail server refuses, and sends it on a retry', async () => {
    const s = await buildStaffingScenario(t.db);
    smtp.refuse(true);
    const res = await staff.call({
      method: 'POST',
      url: '/labor-invites/invite',
      payload: { lineItemID: s.position.id, eventID: s.event.id, contactID: s.tech.id },
    });
    smtp.refuse(false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ delivery: 'failed', item: { status: 'Tentative' } });
    const [queued] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.status, 'queued'));
    expect(queued?.error).toMatch(/Mailbox unavailable/);
    // The retry waits a minute after the last attempt; pretend it has passed.
    await t.db
      .update(outboxMessages)
      .set({ updatedAt: new Date(Date.now() - 120_000) })
      .where(eq(outboxMessages.id, queued!.id));
    expect(await t.app.mailer.retryQueued()).toBe(1);
    const [after] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, queued!.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received).toHaveLength(2);
  });
});
