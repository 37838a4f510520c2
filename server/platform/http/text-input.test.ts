import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, loginAs } from '../../../test/agent.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { logFailure } from './errors.js';
import { unstorableText } from './text-input.js';

/** Issue 17.8: a NUL byte or a lone surrogate answered 500 and wrote the SQL to the log. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('text that cannot be stored', () => {
  it('finds NUL bytes and lone surrogates anywhere in an input, and nothing in good text', () => {
    expect(unstorableText({ a: ['ok', { notes: 'a\u0000b' }] })).toBe('a.1.notes');
    expect(unstorableText({ m: 'x\ud800' })).toBe('m');
    expect(unstorableText({ m: '\udc00' })).toBe('m');
    expect(unstorableText({ m: 'emoji 🎛 ok', n: 5, k: null })).toBeUndefined();
  });

  it.each([
    ['a NUL byte', 'a\u0000b'],
    ['a lone surrogate', 'a\ud800b'],
  ])('refuses %s in an error report (anonymous) and in a note with 400, storing nothing', async (_, text) => {
    const anon = new Agent(t.app);
    await anon.openPage('/login');
    const report = await anon.call({
      method: 'POST',
      url: '/errors/js',
      payload: { message: text, extra: [] },
    });
    expect(report.statusCode).toBe(400);
    expect(report.json().error).toMatchObject({
      code: 'invalid_input',
      fields: { message: expect.any(String) },
    });
    const { agent } = await loginAs(t.app, t.db, 'staff');
    const note = await agent.call({
      method: 'POST',
      url: '/days-unavailable',
      payload: { startDate: '2027-01-01', endDate: '2027-01-02', notes: text },
    });
    expect(note.statusCode).toBe(400);
    const query = await agent.call({
      method: 'GET',
      url: `/error-reports/detail?message=${encodeURIComponent('a\u0000')}`,
    });
    expect(query.statusCode).toBe(403); // staff may not; the access check still comes first
  });
});

describe('the log of a failed query', () => {
  it('keeps the SQL text and its values out of the error level', () => {
    const lines: { level: string; obj: unknown }[] = [];
    const log = Object.fromEntries(
      ['error', 'debug', 'info', 'warn'].map((level) => [
        level,
        (obj: unknown) => lines.push({ level, obj }),
      ]),
    );
    const err = new DrizzleQueryError(
      'insert into notes (text) values ($1)',
      ['secret words'],
      new Error('boom'),
    );
    logFailure(log as never, err);
    const errorLevel = JSON.stringify(lines.filter((l) => l.level === 'error'));
    expect(errorLevel).not.toMatch(/insert into|secret words/);
    expect(errorLevel).toMatch(/boom/);
    expect(JSON.stringify(lines.filter((l) => l.level === 'debug'))).toMatch(/insert into/);
  });
});
