import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkAnswer, sampleFits } from './answer-check';

const row = z.object({ id: z.number().int(), name: z.string() });
const answer = z.object({ head: z.object({ title: z.string() }), rows: z.array(row), total: z.number() });
const good = {
  head: { title: 'x' },
  rows: [
    { id: 1, name: 'a' },
    { id: 2, name: 'b' },
  ],
  total: 2,
};

describe('sampled answer check', () => {
  it('takes an answer that fits', () => {
    expect(sampleFits(answer, good)).toBe(true);
    expect(sampleFits(answer, { ...good, rows: [] })).toBe(true);
  });

  it('refuses a missing or mistyped field of the envelope or a nested object', () => {
    expect(sampleFits(answer, { ...good, total: '2' })).toBe(false);
    expect(sampleFits(answer, { head: { title: 'x' }, total: 2 })).toBe(false);
    expect(sampleFits(answer, { ...good, head: { title: 3 } })).toBe(false);
    expect(sampleFits(answer, [good])).toBe(false);
  });

  it('refuses a list whose first or last row does not fit', () => {
    expect(sampleFits(answer, { ...good, rows: [{ id: 'one', name: 'a' }, ...good.rows] })).toBe(false);
    expect(sampleFits(answer, { ...good, rows: [...good.rows, { id: 3 }] })).toBe(false);
  });

  it('parses the whole answer in development and the tests, whatever the call asks', () => {
    const middle = { ...good, rows: [good.rows[0], { id: 'x' }, good.rows[1]] };
    expect(sampleFits(answer, middle)).toBe(true);
    expect(checkAnswer(answer, middle, 'sample').ok).toBe(false);
  });
});
