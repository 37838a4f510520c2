import { describe, expect, it } from 'vitest';
import { emptyFallback, formatCurrency, sortByKey, toggled } from './helpers';

describe('formatCurrency', () => {
  it('formats US dollars with 2 decimals by default', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(-3)).toBe('-$3.00');
  });
  it('formats with 0 decimals when asked', () => {
    expect(formatCurrency(1234.5, 0)).toBe('$1,235');
  });
});

describe('emptyFallback', () => {
  it('falls back to "-" for empty values', () => {
    expect(emptyFallback(null)).toBe('-');
    expect(emptyFallback('  ')).toBe('-');
    expect(emptyFallback(0)).toBe(0);
    expect(emptyFallback('x')).toBe('x');
    expect(emptyFallback(undefined, 'n/a')).toBe('n/a');
  });
});

describe('sortByKey', () => {
  const rows = [
    { name: 'Case 10', qty: 3 },
    { name: 'case 2', qty: 10 },
    { name: '', qty: 1 },
    { name: 'Amp', qty: 2 },
  ];
  it('sorts ascending naturally with empty values last, without touching the input', () => {
    expect(sortByKey(rows, 'name').map((r) => r.name)).toEqual(['Amp', 'case 2', 'Case 10', '']);
    expect(rows[0]!.name).toBe('Case 10');
  });
  it('sorts descending, numbers numerically', () => {
    expect(sortByKey(rows, 'qty', 'desc').map((r) => r.qty)).toEqual([10, 3, 2, 1]);
  });
});

describe('toggled', () => {
  it('adds a missing item and removes a present one, leaving the original alone', () => {
    const start = new Set([1, 2]);
    expect([...toggled(start, 3)]).toEqual([1, 2, 3]);
    expect([...toggled(start, 1)]).toEqual([2]);
    expect([...start]).toEqual([1, 2]);
  });
});
