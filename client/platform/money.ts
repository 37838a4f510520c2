/*
 * Money the server keeps in whole cents (labor rates and costs, a trip's cost: issue 37.5), in the
 * currency its answer names (the server's CURRENCY).
 */

const formats = new Map<string, Intl.NumberFormat>();

/** 123456 cents in EUR → "€1,234.56". */
export function formatCents(cents: number, currency: string): string {
  let f = formats.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2 });
    formats.set(currency, f);
  }
  return f.format(cents / 100);
}

/** Cents as a form field shows them: 38900 → "389.00". */
export const centsToText = (cents: number) => (cents / 100).toFixed(2);

/** What a money field holds, in cents: "389", "389.5", "1,389.00"; null when it is not an amount. */
export function centsFromText(text: string): number | null {
  const t = text.trim().replace(/,/g, '');
  if (t === '') return 0;
  if (!/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}
