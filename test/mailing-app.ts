import { afterAll, beforeAll } from 'vitest';
import { type Agent, loginAs } from './agent.js';
import { startSmtpServer } from './smtp.js';
import { createTestApp, type TestApp } from './test-app.js';

export interface MailingApp {
  /** A real SMTP server on loopback that keeps what the app mails. */
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  t: TestApp;
  staff: Agent;
}

/**
 * A test app that really mails (offer links live only in the mail sent) and a signed-in staff
 * member: made before the file's tests, closed after them. Read its fields inside tests.
 */
export function mailingApp(): MailingApp {
  const env = {} as MailingApp;
  beforeAll(async () => {
    env.smtp = await startSmtpServer();
    env.t = await createTestApp({ smtpUrl: env.smtp.url, publicUrl: 'https://crew.example.test' });
    env.staff = (await loginAs(env.t.app, env.t.db, 'staff')).agent;
  });
  afterAll(async () => {
    await env.t?.close();
    await env.smtp?.close();
  });
  return env;
}
