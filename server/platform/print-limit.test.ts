import { describe, expect, it } from 'vitest';
import { AppError } from './http/errors.js';
import { createPrintLimit } from './print-limit.js';

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (err) {
    return err as AppError;
  }
  throw new Error('not refused');
};

describe("a session's share of the prints", () => {
  it('lets two prints be made at once, refuses a third in words until one is done', () => {
    const limit = createPrintLimit({ inFlight: 2, perMinute: 20 });
    const first = limit.take('a');
    limit.take('a');
    const err = refusal(() => limit.take('a'));
    expect(err).toBeInstanceOf(AppError);
    expect(err.status).toBe(429);
    expect(err.message).toBe('Another print is still being made; try again when it is done.');
    // Another session is not held up by this one.
    limit.take('b');
    first();
    first(); // a second release changes nothing
    limit.take('a');
    expect(() => limit.take('a')).toThrow(AppError);
  });

  it('refuses past so many prints a minute, and lets the next start once the minute has passed', () => {
    let now = 1_000_000;
    const limit = createPrintLimit({ inFlight: 2, perMinute: 3 }, () => now);
    for (let i = 0; i < 3; i++) limit.take('a')();
    const err = refusal(() => limit.take('a'));
    expect(err.status).toBe(429);
    expect(err.message).toMatch(/3 prints in a minute/);
    now += 59_000;
    expect(() => limit.take('a')).toThrow(AppError);
    now += 1_001;
    limit.take('a')();
  });
});
