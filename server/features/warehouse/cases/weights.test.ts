import fc from 'fast-check';
import { expect, it } from 'vitest';
import { pullLoads } from './weights.js';

/**
 * One line loaded into cases and loose, then partly returned (some returns with a case current):
 * whatever the split, what is still out per case and loose adds up to what went out and is not
 * back, no part is negative, and the weights add up to the pull's.
 */
const scenario = fc
  .record({
    quantity: fc.integer({ min: 1, max: 40 }),
    weight: fc.integer({ min: 0, max: 500 }).map((n) => n / 4),
    ignore: fc.integer({ min: 0, max: 5 }),
    inCases: fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 0, maxLength: 4 }),
    loose: fc.integer({ min: 0, max: 10 }),
    taggedBack: fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 4, maxLength: 4 }),
    untaggedBack: fc.integer({ min: 0, max: 20 }),
    truckOf: fc.array(fc.constantFrom(null, 1, 2), { minLength: 5, maxLength: 5 }),
  })
  .map((s) => {
    const inCases = s.inCases.map((n) => Math.min(n, s.quantity));
    const cases = inCases.map((loaded, i) => ({
      caseId: i + 1,
      loaded,
      returned: Math.min(loaded, s.taggedBack[i]!),
    }));
    const loaded = inCases.reduce((a, b) => a + b, 0) + s.loose;
    const tagged = cases.reduce((n, c) => n + c.returned, 0);
    return { ...s, cases, loaded, returned: Math.min(loaded, tagged + s.untaggedBack) };
  });

it('still out per case adds up to what is out, and the trucks to the pull', () => {
  fc.assert(
    fc.property(scenario, (s) => {
      const view = pullLoads({
        lines: [
          {
            id: 7,
            categoryNumber: '1073',
            description: 'XLR',
            quantity: Math.max(s.quantity, s.loaded),
            ignoreWeightQty: s.ignore,
            weight: s.weight,
            loaded: s.loaded,
            returned: s.returned,
            truckId: s.truckOf[4]!,
          },
        ],
        cases: s.cases.map((c, i) => ({
          caseId: c.caseId,
          number: c.caseId,
          name: `Case ${c.caseId}`,
          emptyWeight: 10,
          truckId: s.truckOf[i]!,
        })),
        counts: s.cases.map((c) => ({ lineId: 7, caseId: c.caseId, loaded: c.loaded, returned: c.returned })),
        trucks: [
          { id: 1, name: 'A', weightLimit: 100 },
          { id: 2, name: 'B', weightLimit: null },
        ],
        available: [],
      });
      const out =
        view.cases.reduce((n, c) => n + c.stillOut, 0) + view.loose.reduce((n, l) => n + l.stillOut, 0);
      expect(out).toBe(s.loaded - s.returned);
      for (const c of view.cases) for (const x of c.contents) expect(x.stillOut).toBeGreaterThanOrEqual(0);
      const trucks = view.trucks.reduce((w, t) => w + t.weight, 0);
      expect(view.totalWeight).toBeCloseTo(trucks + view.unassignedWeight, 2);
      expect(view.trucks[0]!.over).toBe(view.trucks[0]!.weight > 100);
      expect(view.trucks[1]!.over).toBe(false);
    }),
  );
});
