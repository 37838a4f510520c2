import { type SQL, sql } from 'drizzle-orm';

/** `%text%` for LIKE, with the text's own % _ \ taken literally, lowered (the trigram indexes are on lower()). */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** Every word of the search is in one of the columns (lowered), so "sm58 wire" finds "Shure SM58 Wireless". */
export function matchesWords(search: string, columns: readonly SQL[]): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const hay = sql.join(
    columns.map((c) => sql`coalesce(lower(${c}), '')`),
    sql` || ' ' || `,
  );
  return sql.join(
    words.map((w) => sql`(${hay}) like ${containsPattern(w)}`),
    sql` and `,
  );
}
