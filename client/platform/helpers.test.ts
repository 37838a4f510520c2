import { describe, expect, it } from 'vitest';
import {
  camelToWords,
  emptyFallback,
  formatCurrency,
  getCookie,
  nl2br,
  randomString,
  setCookie,
  sortByKey,
  toggled,
  zeroFallback,
} from './helpers';

describe('formatCurrency', () => {
  it('formats US dollars with 2 decimals by default', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(-3)).toBe('-$3.00');
  });
  it('formats with 0 decimals when asked', () => {
    expect(formatCurrency(1234.5, 0)).toBe('$1,235');
  });
});

describe('cookies', () => {
  it('sets a cookie that lives 99999999 days by default and reads it back', () => {
    const writes: string[] = [];
    const doc = {
      get cookie() {
        return 'a=1; view=compact%20mode';
      },
      set cookie(v: string) {
        writes.push(v);
      },
    } as unknown as Document;
    setCookie('view', 'compact mode', undefined, doc);
    expect(writes[0]).toContain('view=compact%20mode');
    expect(writes[0]).toContain(`max-age=${99_999_999 * 86_400}`);
    setCookie('x', 'y', 2, doc);
    expect(writes[1]).toContain('max-age=172800');
    expect(getCookie('view', doc)).toBe('compact mode');
    expect(getCookie('missing', doc)).toBeUndefined();
  });
});

describe('text helpers', () => {
  it('turns newlines into <br> and escapes HTML', () => {
    expect(nl2br('a\nb\r\nc <b>')).toBe('a<br>b<br>c &lt;b&gt;');
    expect(nl2br(null)).toBe('');
  });
  it('makes random strings of the asked length and alphabet', () => {
    const s = randomString(32);
    expect(s).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(randomString()).not.toBe(randomString());
  });
  it('turns camel case into words', () => {
    expect(camelToWords('notAssigned')).toBe('Not Assigned');
    expect(camelToWords('gearFlow')).toBe('Gear Flow');
    expect(camelToWords('isInGearFlowQueue')).toBe('Is In Gear Flow Queue');
    expect(camelToWords('printURLValue')).toBe('Print URL Value');
  });
});

describe('fallbacks', () => {
  it('falls back to "-" for empty values', () => {
    expect(emptyFallback(null)).toBe('-');
    expect(emptyFallback('  ')).toBe('-');
    expect(emptyFallback(0)).toBe(0);
    expect(emptyFallback('x')).toBe('x');
    expect(emptyFallback(undefined, 'n/a')).toBe('n/a');
  });
  it('falls back for zero too', () => {
    expect(zeroFallback(0)).toBe('-');
    expect(zeroFallback('0')).toBe('-');
    expect(zeroFallback(5)).toBe(5);
    expect(zeroFallback(null, '')).toBe('');
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
