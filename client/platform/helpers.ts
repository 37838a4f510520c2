/** General helpers of spec section 9, built on the platform (Intl, crypto, document.cookie). */

const currency = new Map<number, Intl.NumberFormat>();

/** US dollars, en-US: 2 decimals by default, 0 when asked. */
export function formatCurrency(value: number, decimals: 0 | 2 = 2): string {
  let f = currency.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    currency.set(decimals, f);
  }
  return f.format(value);
}

export const COOKIE_DEFAULT_DAYS = 99_999_999;

/** Lifetime in days (default 99999999). Sent as max-age: an Expires date that far out is not a valid date. */
export function setCookie(
  name: string,
  value: string,
  days: number = COOKIE_DEFAULT_DAYS,
  doc: Document = document,
) {
  const maxAge = Math.round(days * 86_400);
  doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; SameSite=Lax`;
}

export function getCookie(name: string, doc: Document = document): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const found = doc.cookie.split('; ').find((c) => c.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

export function deleteCookie(name: string, doc: Document = document) {
  doc.cookie = `${encodeURIComponent(name)}=; max-age=0; path=/`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** Newlines to <br> in HTML-escaped text. */
export function nl2br(text: string | null | undefined): string {
  return escapeHtml(text ?? '').replace(/\r\n|\r|\n/g, '<br>');
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomString(length = 16): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 62 does not divide 256 evenly; the slight bias is irrelevant for ids and keys in the UI.
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** "camelCaseWords" -> "Camel Case Words"; "notAssigned" -> "Not Assigned". */
export function camelToWords(value: string): string {
  const spaced = value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

type Shown = string | number;

/** The value, or the fallback ('-') when it is null, undefined or blank. */
export function emptyFallback(value: Shown | null | undefined, fallback = '-'): Shown {
  if (value === null || value === undefined) return fallback;
  if (typeof value === 'string' && value.trim() === '') return fallback;
  return value;
}

/** Like emptyFallback, and 0 falls back too. */
export function zeroFallback(value: Shown | null | undefined, fallback = '-'): Shown {
  if (value === 0 || value === '0') return fallback;
  return emptyFallback(value, fallback);
}

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/** A sorted copy, by one key; strings compare naturally ("A2" before "A10"), empty values last. */
export function sortByKey<T, K extends keyof T>(
  items: readonly T[],
  key: K,
  direction: 'asc' | 'desc' = 'asc',
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    const xEmpty = x === null || x === undefined || x === '';
    const yEmpty = y === null || y === undefined || y === '';
    if (xEmpty || yEmpty) return xEmpty === yEmpty ? 0 : xEmpty ? 1 : -1;
    if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
    return sign * collator.compare(String(x), String(y));
  });
}

/** A copy of the set with `item` added, or removed when it was there (a checkbox, an open folder). */
export function toggled<T>(set: ReadonlySet<T>, item: T): Set<T> {
  const next = new Set(set);
  if (next.has(item)) next.delete(item);
  else next.add(item);
  return next;
}
