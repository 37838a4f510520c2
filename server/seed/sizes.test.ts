import { describe, expect, it } from 'vitest';
import { categoryNumber } from './categories.js';
import { createRng, drawFew, pickAcross } from './random.js';
import { isScale, SCALES, SIZES } from './sizes.js';

// The xlarge set takes minutes to seed, so no test seeds it: these check its sizes and the draws
// that replace the shuffles it would otherwise spend most of an hour on.
describe('seed scales', () => {
  it('xlarge is issue 36.4: ten times large, over a year and a half', () => {
    expect(SCALES).toEqual(['small', 'large', 'xlarge']);
    expect(isScale('xlarge')).toBe(true);
    expect(isScale('huge')).toBe(false);
    const { xlarge, large } = SIZES;
    expect(xlarge).toMatchObject({
      categories: 200_000,
      events: 20_000,
      technicians: 6_000,
      largestPull: 20_000,
    });
    expect(xlarge.categories! / large.categories!).toBe(10);
    expect(xlarge.eventDays[1] - xlarge.eventDays[0]).toBeGreaterThanOrEqual(540);
  });

  it('numbers 200,000 categories without a clash', () => {
    const numbers = new Set<number>();
    for (let d = 0; d < 7; d++) for (let i = 0; i < 30_000; i++) numbers.add(categoryNumber(d, i));
    expect(numbers.size).toBe(210_000);
    expect(categoryNumber(0, 10_999)).toBe(19_999);
    expect(categoryNumber(0, 11_000)).toBe(100_000);
    expect(() => categoryNumber(0, 111_000)).toThrow(/out of range/);
  });

  it('draws as before on small and large, and a few different items on xlarge', () => {
    const items = Array.from({ length: 500 }, (_, i) => i);
    const a = createRng(7);
    const b = createRng(7);
    expect(drawFew(a, 'large', items, () => a.int(2, 6))).toEqual(b.shuffle(items).slice(0, b.int(2, 6)));
    const few = drawFew(createRng(7), 'xlarge', items, () => 5);
    expect(new Set(few).size).toBe(5);
    expect(drawFew(createRng(7), 'xlarge', [1, 2], () => 5).sort()).toEqual([1, 2]);
  });

  it('picks across lists the item a pick from the joined list gives', () => {
    const lists = [[1, 2, 3], [], [4, 5], [6, 7, 8, 9]];
    for (let seed = 0; seed < 50; seed++)
      expect(pickAcross(createRng(seed), lists)).toBe(createRng(seed).pick(lists.flat()));
  });
});
