import { type KeyboardEvent, useState } from 'react';

/** Rows a PageUp / PageDown moves: about one screen of compact rows. */
const PAGE = 20;

/**
 * The keyboard cursor of a table (issue 20 point 10): the table's scroll box takes focus, arrow
 * keys move the cursor row, and other keys go to `onKey` with the cursor's index (it returns true
 * when it used the key). Keys typed into an input inside a row stay the input's.
 */
export function useRowCursor(
  count: number,
  { scrollTo, onKey }: { scrollTo(index: number): void; onKey(key: string, index: number): boolean },
) {
  const [cursor, setCursor] = useState(0);
  const index = Math.max(0, Math.min(cursor, count - 1));
  const move = (to: number) => {
    const next = Math.max(0, Math.min(to, count - 1));
    setCursor(next);
    scrollTo(next);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.target !== e.currentTarget || e.altKey || e.ctrlKey || e.metaKey || !count) return;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + PAGE,
      PageUp: index - PAGE,
      Home: 0,
      End: count - 1,
    };
    const to = moves[e.key];
    if (to !== undefined) move(to);
    else if (!onKey(e.key, index)) return;
    // Handled: the key must not scroll the box too, nor (Enter) press the button of a dialog it opens.
    e.preventDefault();
  };
  return { cursor: index, setCursor, onKeyDown };
}

/** Whether a key press belongs to a field the user types in (page shortcuts leave those alone). */
export const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
