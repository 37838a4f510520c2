import { useEffect, useRef } from 'react';

/** A keyboard-wedge scanner types a whole code in well under this per key; people type slower. */
const MAX_GAP_MS = 100;
const MIN_LENGTH = 3;

/** Whether a key goes to a field of the page's own (a prompt, a search): never taken from it. */
function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/**
 * Hears a keyboard-wedge scanner with the focus anywhere on the page (issue 38.1): keys that come
 * fast and end in Enter are a code, handed to `onScan`; keys typed at a person's pace are left
 * alone, and so is every key typed into a field (the scan field handles its own Enter).
 */
export function useWedgeScanner(onScan: (code: string) => void, enabled = true): void {
  const handler = useRef(onScan);
  handler.current = onScan;
  useEffect(() => {
    if (!enabled) return;
    let buffer = '';
    let last = 0;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typingInField(e.target)) {
        buffer = '';
        return;
      }
      const now = e.timeStamp || performance.now();
      const gap = now - last;
      last = now;
      if (e.key === 'Enter') {
        const code = buffer;
        buffer = '';
        if (code.length >= MIN_LENGTH && gap <= MAX_GAP_MS) {
          // The Enter ends a scan: it must not also press the button that has the focus.
          e.preventDefault();
          handler.current(code);
        }
        return;
      }
      if (e.key.length !== 1) return;
      // A slow key starts a new code: what came before was someone typing.
      buffer = gap > MAX_GAP_MS ? e.key : buffer + e.key;
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [enabled]);
}
