import { describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/http';
import { failureText, firstProblem, textProblem } from './field-checks';

describe("the account forms' own checks", () => {
  it('refuse a NUL character and over-long input in words, and pass the rest', () => {
    expect(textProblem('The name', 'Ada\u0000', 200)).toBe('The name cannot contain a NUL character.');
    expect(textProblem('The initials', 'ABCDE', 4)).toBe(
      'The initials: use at most 4 characters (it has 5).',
    );
    expect(firstProblem(['The name', 'Ada', 200], ['The email', 'a'.repeat(321), 320])).toMatch(/^The email/);
    expect(firstProblem(['The name', 'Ada', 200])).toBeUndefined();
  });

  it("show the server's refusal in its words", () => {
    const refusal = new ApiError(
      409,
      'conflict',
      'There is already an account for a@b.c.',
      undefined,
      {
        method: 'POST',
        path: '/users',
      },
      '',
    );
    expect(failureText(refusal)).toBe('There is already an account for a@b.c.');
  });
});
