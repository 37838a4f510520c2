import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Attempt, bucketsOf, type LoginLimits, refusingBucket } from './login-policy.js';

/**
 * The sign-in policy walked without a database, within one failure window: the service counts
 * the same buckets in `login_throttle`. Everyone else's attempts (any address, any account, right
 * or wrong passwords, their own browsers' cookies) never refuse the owner's known browser, while
 * guesses on the owner's account and from any one address stay within their allowance.
 */
const OWNER = 'owner@example.test';
const OFFICE = '198.51.100.1';

function judge(counts: Map<string, number>, attempt: Attempt, right: boolean, limits: LoginLimits) {
  const buckets = bucketsOf(attempt, limits);
  if (refusingBucket(buckets, (k) => counts.get(k) ?? 0)) return 'refused';
  if (!right) {
    for (const k of buckets.countedOnFailure) counts.set(k, (counts.get(k) ?? 0) + 1);
    return 'wrong';
  }
  for (const k of buckets.clearedOnSuccess) counts.delete(k);
  return 'in';
}

/** Someone else: a stranger or a colleague, at the office or anywhere. */
const other = fc.record({
  email: fc.constantFrom(OWNER, 'OWNER@example.test ', 'colleague@example.test', 'nobody@example.test'),
  ip: fc.constantFrom(OFFICE, '203.0.113.1', '203.0.113.2', '2001:db8::1'),
  /** A cookie of a browser that signed in to the colleague's account (never the owner's). */
  hasColleagueCookie: fc.boolean(),
  /** Knows the password (only the colleague's own). */
  right: fc.boolean(),
});
const step = fc.oneof(
  other.map((o) => ({ owner: false as const, ...o })),
  fc.constant({ owner: true as const }),
);
const limits = fc.record({
  perAddress: fc.integer({ min: 1, max: 8 }),
  perAccount: fc.integer({ min: 1, max: 8 }),
});

describe('sign-in policy', () => {
  it('never refuses the owner’s known browser; guesses per account and per address stay within allowance', () => {
    fc.assert(
      fc.property(limits, fc.array(step, { maxLength: 80 }), (lim, steps) => {
        const counts = new Map<string, number>();
        let guessesOnOwner = 0;
        const checkedByAddress = new Map<string, number>();
        for (const s of steps) {
          if (s.owner) {
            expect(judge(counts, { email: OWNER, ip: OFFICE, device: 'owner-browser' }, true, lim)).toBe(
              'in',
            );
            continue;
          }
          const colleague = s.email === 'colleague@example.test';
          const device = colleague && s.hasColleagueCookie ? 'colleague-browser' : undefined;
          const outcome = judge(counts, { email: s.email, ip: s.ip, device }, colleague && s.right, lim);
          if (outcome === 'wrong' && s.email.trim().toLowerCase() === OWNER) guessesOnOwner++;
          if (outcome === 'wrong' && !device)
            checkedByAddress.set(s.ip, (checkedByAddress.get(s.ip) ?? 0) + 1);
        }
        expect(guessesOnOwner).toBeLessThanOrEqual(lim.perAccount);
        for (const n of checkedByAddress.values()) expect(n).toBeLessThanOrEqual(lim.perAddress);
      }),
    );
  });

  it('a known browser’s own wrong passwords lock that browser after its allowance, and no one else', () => {
    fc.assert(
      fc.property(limits, fc.integer({ min: 0, max: 20 }), (lim, typos) => {
        const counts = new Map<string, number>();
        const mine: Attempt = { email: OWNER, ip: OFFICE, device: 'owner-browser' };
        const outcomes = Array.from({ length: typos }, () => judge(counts, mine, false, lim));
        expect(outcomes.filter((o) => o === 'wrong')).toHaveLength(Math.min(typos, lim.perAccount));
        // The owner's phone, and anyone at the office, are not refused by it.
        expect(judge(counts, { ...mine, device: 'owner-phone' }, true, lim)).toBe('in');
        expect(
          judge(counts, { email: 'colleague@example.test', ip: OFFICE, device: undefined }, true, lim),
        ).toBe('in');
      }),
    );
  });
});
