import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { buildStaffingScenario } from '../../server/features/labor-invites/test-fixture.js';
import { loadConfig } from '../../server/platform/config.js';
import { type Database, selectRows } from '../../server/platform/db/types.js';
import { Agent, loginAs } from '../agent.js';
import { startSmtpServer } from '../smtp.js';
import { createTestDatabase } from '../test-db.js';

/*
 * An offer link answers for the tech it was sent to, so only the mail the tech receives may carry
 * it: not the outbox staff read, not any table (so no backup), not the log. Calendar feed tokens
 * stay out of the log too.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;
let staff: Agent;
const logLines: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  ({ database, drop } = await createTestDatabase());
  const config = loadConfig({
    demo: false,
    databaseUrl: undefined,
    smtpUrl: smtp.url,
    publicUrl: 'https://crew.example.test',
  });
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    config,
    database,
    clientDir: path.resolve('dist/client'),
    logger: { level: 'info', stream },
  });
  await app.ready();
  staff = (await loginAs(app, database.db, 'staff')).agent;
});
afterAll(async () => {
  await app.close();
  await drop();
  await smtp.close();
});

/** The tables (and columns) holding `text` anywhere in a row. */
async function tablesHolding(text: string): Promise<string[]> {
  const tables = await selectRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const [row] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ${sql.identifier(name)} x where strpos(x::text, ${text}) > 0`,
    );
    if (row!.n > 0) found.push(name);
  }
  return found;
}

describe('offer links are in the sent mail only', () => {
  it('the outbox shows the invite with its link masked; no table holds the token; the link works', async () => {
    const s = await buildStaffingScenario(database.db);
    const count = smtp.received.length;
    const res = await staff.call({
      method: 'POST',
      url: '/labor-invites/invite',
      payload: { lineItemID: s.position.id, eventID: s.event.id, contactID: s.tech.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = smtp.received[count]!;
    const token = /https:\/\/crew\.example\.test\/offers\/([\w-]{43})/.exec(mail.text ?? '')![1]!;
    expect(mail.html).toContain(`/offers/${token}`);

    // Every staff user reads the outbox: it shows where the link was, not the link.
    const list = await staff.call({ method: 'GET', url: '/outbox' });
    const { id } = list.json().messages.find((m: { kind: string }) => m.kind === 'invite');
    const stored = (await staff.call({ method: 'GET', url: `/outbox/${id}` })).json().message;
    expect(stored.text).toContain('https://crew.example.test/offers/[link-in-the-sent-mail-only]');
    expect(stored.html).toContain('/offers/[link-in-the-sent-mail-only]');
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(list.body).not.toContain(token);

    // Nor does any table (so no backup): only the token's hash is kept.
    expect(await tablesHolding(token)).toEqual([]);

    const page = await new Agent(app).call({ method: 'GET', url: `/offers/${token}`, page: true });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Work offer: A1 Audio Engineer');
  });

  it('the log names no offer or calendar feed token', async () => {
    const s = await buildStaffingScenario(database.db);
    const count = smtp.received.length;
    await staff.call({
      method: 'POST',
      url: '/labor-invites/invite',
      payload: { lineItemID: s.position.id, eventID: s.event.id, contactID: s.tech.id },
    });
    const offer = /\/offers\/([\w-]{43})/.exec(smtp.received[count]!.text ?? '')![1]!;
    const feed = (await staff.call({ method: 'GET', url: `/flow/feed-link/${s.tech.id}` })).json()
      .url as string;
    const feedToken = /\/flow\/feed\/([\w-]{43})\.ics$/.exec(feed)![1]!;

    const from = logLines.length;
    const visitor = new Agent(app);
    expect((await visitor.call({ method: 'GET', url: `/offers/${offer}`, page: true })).statusCode).toBe(200);
    expect((await visitor.call({ method: 'GET', url: `/flow/feed/${feedToken}.ics` })).statusCode).toBe(200);
    const logged = logLines.slice(from).join('');
    expect(logged).toContain('"url":"/offers/[redacted]"');
    expect(logged).toContain('"url":"/flow/feed/[redacted].ics"');
    expect(logged).not.toContain(offer);
    expect(logged).not.toContain(feedToken);
  });
});
