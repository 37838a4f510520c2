/** What the compact answers of the flow calendar share: day numbers, numbered texts, flags. */

const DAY_MS = 86_400_000;

/** Days from `start` to `date` (both YYYY-MM-DD). */
export const dayNumber = (start: string, date: string) =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);

/** `make`, remembering each answer (a range names a few hundred dates thousands of times). */
function remembered<K, V>(make: (key: K) => V): (key: K) => V {
  const seen = new Map<K, V>();
  return (key) => {
    let value = seen.get(key);
    if (value === undefined) {
      value = make(key);
      seen.set(key, value);
    }
    return value;
  };
}

/** Day numbers from `start`, each date counted once. */
export const dayNumbers = (start: string) => remembered((date: string) => dayNumber(start, date));

/** The date of each day number from `start`, each made once (one string for every record on that day). */
export function dateNames(start: string): (n: number) => string {
  const origin = Date.parse(`${start}T00:00:00Z`);
  return remembered((n: number) => new Date(origin + n * DAY_MS).toISOString().slice(0, 10));
}

/** Numbers each new key in the order first seen, handing it to `add` once. */
export function numbering<K>(add: (key: K) => void): (key: K) => number {
  const seen = new Map<K, number>();
  return (key) => {
    let n = seen.get(key);
    if (n === undefined) {
      n = seen.size;
      seen.set(key, n);
      add(key);
    }
    return n;
  };
}

/** A texts table and the numbering into it. */
export function textTable(): { texts: string[]; text: (s: string) => number } {
  const texts: string[] = [];
  return { texts, text: numbering<string>((s) => texts.push(s)) };
}

/** Flags as one number: the bit of each pair that is on. */
export const bits = (pairs: [boolean, number][]) => pairs.reduce((n, [on, bit]) => (on ? n | bit : n), 0);
