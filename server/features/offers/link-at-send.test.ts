import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, loginAs } from '../../../test/agent.js';
import { startSmtpServer } from '../../../test/smtp.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { OFFER_TOKEN_MASK, offerLinkPart } from '../../domains/staffing/offer-links.js';
import { invites } from '../../domains/staffing/schema.js';
import { migrationsFolder } from '../../platform/db/migrate.js';
import { outboxMessages } from '../../platform/db/schema/outbox.js';
import { createMailer } from '../../platform/mail.js';
import { buildStaffingScenario } from '../labor-invites/test-fixture.js';

/*
 * The answer link is drawn when the invite mail leaves (tokens.ts): the outbox keeps the message
 * with the link masked. This app has no mail server, as a fresh install: messages are kept.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let staff: Agent;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ publicUrl: 'https://crew.example.test' });
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const MASKED = `https://crew.example.test/offers/${OFFER_TOKEN_MASK}`;
const linkIn = (text: string) => /https:\/\/crew\.example\.test(\/offers\/[\w-]{43})/.exec(text)?.[1];
const pageOf = async (path: string) =>
  (await new Agent(t.app).call({ method: 'GET', url: path, page: true })).statusCode;

async function invite(isPreview = false) {
  const s = await buildStaffingScenario(t.db);
  const res = await staff.call({
    method: 'POST',
    url: '/labor-invites/invite',
    payload: { lineItemID: s.position.id, eventID: s.event.id, contactID: s.tech.id, isPreview },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [inv] = await t.db.select().from(invites).where(eq(invites.positionId, s.position.id));
  return { res, messageId: inv?.outboxMessageId ?? null };
}

describe('the offer link is drawn at send time', () => {
  it('the preview and the kept message show the link masked; sent later, the mail carries a working link', async () => {
    const preview = await invite(true);
    expect(preview.res.json().preview).toContain(MASKED);
    const { messageId } = await invite();
    const [kept] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, messageId!));
    expect(kept).toMatchObject({ status: 'stored' });
    expect(kept!.textBody).toContain(`Accept or decline with one tap: ${MASKED}`);
    expect(kept!.htmlBody).toContain(`href="${MASKED}"`);
    expect(linkIn(`${kept!.textBody}${kept!.htmlBody}`)).toBeUndefined();

    // A mail server is set up later, and staff send the kept messages (Outbox: send now).
    const mailer = createMailer(t.db, {
      smtpUrl: smtp.url,
      from: 'crew@example.test',
      sendTimeParts: [offerLinkPart],
    });
    expect(await mailer.sendNow([messageId!])).toEqual([{ id: messageId, status: 'sent' }]);
    const mail = smtp.received.at(-1)!;
    const path = linkIn(mail.text ?? '')!;
    expect(mail.html).toContain(`href="https://crew.example.test${path}"`);
    expect(await pageOf(path)).toBe(200);
    const [sent] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, messageId!));
    expect(sent!.textBody).toBe(kept!.textBody);
  });

  it('each drawing makes a new link and the one before stops working; a message of no invite keeps its mask', async () => {
    const { messageId } = await invite();
    const first = await offerLinkPart.make(t.db, messageId!);
    expect(await pageOf(`/offers/${first}`)).toBe(200);
    const second = await offerLinkPart.make(t.db, messageId!);
    expect(await pageOf(`/offers/${second}`)).toBe(200);
    expect(await pageOf(`/offers/${first}`)).toBe(404);
    expect(await offerLinkPart.make(t.db, 999_999)).toBeNull();
  });

  it('migration 0024 masks the links of invites kept before; a link already mailed keeps working', async () => {
    const { messageId } = await invite();
    // As the app wrote it before: the whole link in the outbox, its hash in offer_tokens.
    const old = await offerLinkPart.make(t.db, messageId!);
    const unmask = (s: string | null) => s?.replaceAll(OFFER_TOKEN_MASK, old!) ?? null;
    const [kept] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, messageId!));
    await t.db
      .update(outboxMessages)
      .set({ textBody: unmask(kept!.textBody)!, htmlBody: unmask(kept!.htmlBody) })
      .where(eq(outboxMessages.id, messageId!));

    const file = path.join(migrationsFolder, '0024_mask_offer_links.sql');
    await t.db.execute(sql.raw(fs.readFileSync(file, 'utf8')));
    const [masked] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, messageId!));
    expect(masked).toMatchObject({ textBody: kept!.textBody, htmlBody: kept!.htmlBody });
    expect(await pageOf(`/offers/${old}`)).toBe(200);
  });

  it('a mask that HTML escaping would change is refused at start-up', () => {
    expect(() =>
      createMailer(t.db, {
        from: 'x@example.test',
        sendTimeParts: [{ mask: '<link>', make: async () => null }],
      }),
    ).toThrow(/changes when escaped/);
  });
});
