import { describe, expect, it } from 'vitest';
import { centsFromText, centsToText, formatCents } from './money';

describe('money in cents', () => {
  it('reads a field to cents and writes it back', () => {
    expect(centsFromText('389')).toBe(38_900);
    expect(centsFromText(' 1,389.5 ')).toBe(138_950);
    expect(centsFromText('.05')).toBe(5);
    expect(centsFromText('')).toBe(0);
    expect(centsFromText('12.345')).toBeNull();
    expect(centsFromText('-3')).toBeNull();
    expect(centsFromText('abc')).toBeNull();
    expect(centsToText(38_900)).toBe('389.00');
  });

  it('formats in the currency named', () => {
    expect(formatCents(123_456, 'USD')).toBe('$1,234.56');
    expect(formatCents(5, 'EUR')).toBe('€0.05');
  });
});
