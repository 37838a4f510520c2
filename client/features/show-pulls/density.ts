import { useState } from 'react';

/** Where the screen remembers a user's density: one key per user, so a shared computer keeps each one's. */
const storageKey = (userId: number) => `loadout.show-pull.compact.${userId}`;

function read(userId: number): boolean {
  try {
    return window.localStorage.getItem(storageKey(userId)) === '1';
  } catch {
    // Storage can be off (private windows, policies): the roomy density then.
    return false;
  }
}

/**
 * The tables' density (issue 20 point 11): compact draws one line per row (the full text on
 * hover), so about 28 bid rows fit the 600 px table; remembered per user in this browser.
 */
export function useCompactDensity(userId: number) {
  const [compact, setCompactState] = useState(() => read(userId));
  const setCompact = (on: boolean) => {
    setCompactState(on);
    try {
      window.localStorage.setItem(storageKey(userId), on ? '1' : '0');
    } catch {
      // Not remembered; the choice still holds on this page.
    }
  };
  return { compact, setCompact };
}
