import { describe, expect, it } from 'vitest';
import { newPasswordField, newPasswordProblem } from './password-rules.js';

describe('new password rules', () => {
  it('refuses short, over-long, NUL and common passwords, in words', () => {
    expect(newPasswordProblem('short1')).toBe('Use at least 8 characters.');
    expect(newPasswordProblem('x'.repeat(201))).toBe('Use at most 200 characters.');
    expect(newPasswordProblem('abcdefgh\u0000')).toMatch(/NUL/);
    expect(newPasswordProblem('password')).toMatch(/most common/);
    expect(newPasswordProblem('Baseball1')).toMatch(/most common/);
    expect(newPasswordProblem('Lighting rig 42')).toBeUndefined();
    expect(newPasswordProblem('PASSWORD1')).toMatch(/most common/);
  });
  it('accepts a long uncommon passphrase', () => {
    expect(newPasswordProblem('correct horse battery staple')).toBeUndefined();
    expect(newPasswordField.safeParse('correct horse battery staple').success).toBe(true);
    expect(newPasswordField.safeParse('12345678').success).toBe(false);
  });
});
