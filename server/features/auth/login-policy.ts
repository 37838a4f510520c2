/**
 * Who a failed login counts against, and what refuses the next one (README "Sign-in protection").
 * A browser that signed in to the account before (a valid device cookie) has its own allowance,
 * counted against its nonce only: strangers' guesses from anywhere, and colleagues' typos from the
 * same address, never refuse it. Every other attempt counts against the account's allowance for
 * unknown browsers and against its address's; either one full refuses it, right password or not.
 * Pure, so the property test walks it without a database.
 */
export interface LoginLimits {
  /** Failed logins from one address in the window, by browsers the accounts do not know. */
  perAddress: number;
  /** Failed logins on one account in the window: once for all unknown browsers, and per known one. */
  perAccount: number;
}

export interface Bucket {
  /** The `login_throttle` key. */
  key: string;
  limit: number;
  /** The refusal, in words, when this bucket is full. */
  says: (minutesLeft: number) => string;
}

export interface Attempt {
  email: string;
  ip: string;
  /** The nonce of the browser's valid device cookie for this account, if it has one. */
  device: string | undefined;
}

export interface AttemptBuckets {
  /** Looked at before the password is checked: the first full one refuses the attempt. */
  checked: Bucket[];
  /** Counted when the password is wrong (all of `checked`). */
  countedOnFailure: string[];
  /** Started again when the password is right: this kind of attempt's own account count only. */
  clearedOnSuccess: string[];
  /** Whose concurrent checks are held to its allowance (the rest wait their turn). */
  main: Bucket;
}

const minutes = (n: number) => (n === 1 ? '1 minute' : `${n} minutes`);
const ELSEWHERE = 'or from a browser you have signed in with before';

export function bucketsOf(attempt: Attempt, limits: LoginLimits): AttemptBuckets {
  if (attempt.device) {
    const device: Bucket = {
      key: `device:${attempt.device}`,
      limit: limits.perAccount,
      says: (m) => `Too many failed logins from this browser. Try again in ${minutes(m)}.`,
    };
    return {
      checked: [device],
      countedOnFailure: [device.key],
      clearedOnSuccess: [device.key],
      main: device,
    };
  }
  const account: Bucket = {
    key: `account:${attempt.email.trim().toLowerCase().slice(0, 320)}`,
    limit: limits.perAccount,
    says: (m) => `Too many failed logins on this account. Try again in ${minutes(m)}, ${ELSEWHERE}.`,
  };
  const address: Bucket = {
    key: `ip:${attempt.ip}`,
    limit: limits.perAddress,
    says: (m) => `Too many failed logins from this address. Try again in ${minutes(m)}, ${ELSEWHERE}.`,
  };
  return {
    checked: [account, address],
    countedOnFailure: [account.key, address.key],
    // An address's count is not started again: one account's success must not hide another's guesses.
    clearedOnSuccess: [account.key],
    main: account,
  };
}

/** The bucket that refuses the attempt, if one is full. */
export const refusingBucket = (buckets: AttemptBuckets, failuresOf: (key: string) => number) =>
  buckets.checked.find((b) => failuresOf(b.key) >= b.limit);
