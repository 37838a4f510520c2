/** A small seeded PRNG (mulberry32) so the demo data is the same on every run. */
import type { Scale } from './sizes.js';

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number;
  /** A whole number in [min, max] that is a multiple of step above min. */
  step(min: number, max: number, step: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` different items (all when fewer), drawn by index: for a few of many, without a shuffle. */
  sample<T>(items: readonly T[], count: number): T[];
  /** An independent generator for a named part of the data, so adding one part never changes another. */
  fork(name: string): Rng;
}

export const DEFAULT_SEED = 0x10ad0017;

/** FNV-1a, to turn a name into a seed. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRng(seed: number = DEFAULT_SEED): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const rng: Rng = {
    next,
    int,
    step: (min, max, step) => min + step * int(0, Math.floor((max - min) / step)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    weighted: (choices) => {
      const total = choices.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [value, w] of choices) {
        r -= w;
        if (r < 0) return value;
      }
      return choices[choices.length - 1]![0];
    },
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
    sample: (items, count) => {
      const picked = new Set<number>();
      while (picked.size < Math.min(count, items.length)) picked.add(Math.floor(next() * items.length));
      return [...picked].map((i) => items[i]!);
    },
    fork: (name) => createRng(hashString(`${seed}:${name}`)),
  };
  return rng;
}

/**
 * `count()` items of `items`. small and large shuffle the whole list first, as they always did, so
 * their rows stay those the bench baselines were measured on; xlarge samples (a shuffle of 200,000
 * categories for each of 20,000 events would take most of an hour).
 */
export function drawFew<T>(rng: Rng, scale: Scale, items: readonly T[], count: () => number): T[] {
  if (scale === 'xlarge') return rng.sample(items, count());
  const shuffled = rng.shuffle(items);
  return shuffled.slice(0, count());
}

/** `rng.pick` from the lists as if they were one (the same draw and item), without joining them. */
export function pickAcross<T>(rng: Rng, lists: readonly (readonly T[])[]): T {
  let i = Math.floor(rng.next() * lists.reduce((n, l) => n + l.length, 0));
  for (const list of lists) {
    if (i < list.length) return list[i]!;
    i -= list.length;
  }
  throw new Error('pick from an empty list');
}
