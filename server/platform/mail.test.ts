import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../test/smtp.js';
import { createTestDatabase } from '../../test/test-db.js';
import { outboxMessages } from './db/schema/outbox.js';
import type { Database } from './db/types.js';
import { createMailer } from './mail.js';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => {
  await drop();
  await smtp.close();
});

const message = (subject: string) => ({ kind: 'invite', to: 'rae@example.test', subject, text: 'Hi' });

describe('Outbox claims: one message is sent once, whoever sends it', () => {
  it('two processes delivering one message at once send one mail', async () => {
    // Two mailers over one database stand for two server processes.
    const a = createMailer(database.db, { smtpUrl: smtp.url, from: 'loadout@example.test' });
    const b = createMailer(database.db, { smtpUrl: smtp.url, from: 'loadout@example.test' });
    const id = await a.enqueue(database.db, message('Once'));
    const [first, second] = await Promise.all([a.deliver(id), b.deliver(id), b.sendNow([id])]);
    expect(smtp.received.filter((m) => m.subject === 'Once')).toHaveLength(1);
    expect([first.status, second.status]).toContain('sent');
    const [row] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it("a message whose sender died mid-send is anybody's after the lease; a failed one can be sent now", async () => {
    const mailer = createMailer(database.db, { smtpUrl: smtp.url, from: 'loadout@example.test' });
    const id = await mailer.enqueue(database.db, message('Orphan'));
    // Claimed two minutes ago by a process that then died.
    await database.db
      .update(outboxMessages)
      .set({ attempts: 1, updatedAt: new Date(Date.now() - 120_000) })
      .where(eq(outboxMessages.id, id));
    expect(await mailer.retryQueued()).toBeGreaterThanOrEqual(1);
    expect(smtp.received.filter((m) => m.subject === 'Orphan')).toHaveLength(1);

    smtp.refuse(true);
    const failing = await mailer.enqueue(database.db, message('Refused'));
    expect((await mailer.deliver(failing)).status).toBe('failed');
    smtp.refuse(false);
    // Just failed (its error written): not in flight, so Send now takes it at once.
    expect((await mailer.sendNow([failing]))[0]?.status).toBe('sent');
  });
});
