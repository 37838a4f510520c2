import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupKeyOf } from './group-key.js';

describe('groupKeyOf', () => {
  it('puts one action with other ids, dates and numbers in one group', () => {
    expect(groupKeyOf('500 assign /show-pulls/123/items/45 {"error":"x"}')).toBe(
      groupKeyOf('500 assign /show-pulls/9/items/7001 {"error":"x"}'),
    );
    expect(groupKeyOf('TypeError: row 12 of 2026-11-23T10:00:00Z')).toBe('TypeError: row {n} of {date}');
    expect(groupKeyOf('Error: session 3f2a9c1be0d4a7f8 expired')).toBe('Error: session {id} expired');
    expect(groupKeyOf('x 1b4e28ba-2fa1-11d2-883f-0016d3cca427 y')).toBe('x {id} y');
  });

  it('keeps the HTTP status and the words', () => {
    expect(groupKeyOf('404 read sheet')).not.toBe(groupKeyOf('500 read sheet'));
    expect(groupKeyOf('404 read sheet')).toBe('404 read sheet');
    expect(groupKeyOf('utf8 decoding')).toBe('utf8 decoding');
  });

  it('is stable: a key is its own key, and no free-standing number is left', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.array(fc.nat(), { maxLength: 5 }), (words, numbers) => {
        const message = `${words} ${numbers.join(' ')}`;
        const key = groupKeyOf(message);
        expect(groupKeyOf(key)).toBe(key);
        expect(key.length).toBeLessThanOrEqual(1000);
        for (const n of numbers) expect(` ${key} `).not.toContain(` ${n} `);
      }),
    );
  });
});
