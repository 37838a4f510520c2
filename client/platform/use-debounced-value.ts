import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs` (0: at once, as when a search is cleared). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (delayMs <= 0) {
      setSettled(value);
      return;
    }
    const t = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(t);
  }, [value, delayMs]);
  return settled;
}
