import { describe, expect, it } from 'vitest';
import { addressProblem, rangeFromAddress } from './address';

describe('the labor screen address (37.8)', () => {
  it('says why a range in the address was not used', () => {
    const at = (q: string) => new URLSearchParams(q);
    expect(addressProblem(at('search=12'))).toBeNull();
    expect(addressProblem(at('startDate=2027-02-01&endDate=2027-02-28'))).toBeNull();
    expect(addressProblem(at('startDate=2027-02-29&endDate=2027-03-31'))).toBe(
      "The address's start date could not be used (“2027-02-29” is not a date); showing the default range instead.",
    );
    expect(addressProblem(at('startDate=2027-03-01&endDate=2027-02-01'))).toMatch(
      /end date could not be used \(The end date is before the start date\)/,
    );
    expect(addressProblem(at('startDate=2027-01-01&endDate=2029-01-01'))).toMatch(/at most 400 days/);
    expect(rangeFromAddress(at('startDate=2027-02-29&endDate=2027-03-31'))).toBeNull();
  });
});
