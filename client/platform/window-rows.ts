import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  type CSSProperties,
  type FocusEvent,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { usePrinting } from './printing';

type Key = string | number;

/** What a drawn row's element takes (spread on it, beside its own `key`). */
export interface RowProps {
  'data-index'?: number;
  ref?: (el: Element | null) => void;
  'aria-setsize'?: number;
  'aria-posinset'?: number;
  style?: CSSProperties;
}

/** What the list's element takes: where it starts on the page is read from it. */
export interface ListProps {
  ref: (el: HTMLElement | null) => void;
  style?: CSSProperties;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
  onBlur?: (e: FocusEvent<HTMLElement>) => void;
}

/*
 * Where a list starts on the page moves whenever something above it changes height (a banner, a
 * list above it measured, a panel opened): one observer of the page's height tells every list.
 */
const pageListeners = new Set<() => void>();
let pageObserver: ResizeObserver | null = null;
function onPageResize(listener: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  pageObserver ??= new ResizeObserver(() => {
    for (const l of pageListeners) l();
  });
  if (!pageListeners.size) pageObserver.observe(document.body);
  pageListeners.add(listener);
  return () => {
    pageListeners.delete(listener);
    if (!pageListeners.size) pageObserver?.disconnect();
  };
}

/** Until a list is laid out it is taken to start far below the window: its first render draws only its first rows. */
const NOT_LAID_OUT = 10_000_000;

/**
 * The rows of a long list in the page's own scroll, drawn only around what the window shows (a
 * pull of 8,000 lines would otherwise be tens of thousands of elements); the list's padding stands
 * for the rows not drawn, so the page keeps its height and its scroll bar.
 *
 * Rows are drawn in order, so Tab moves through them and the page scrolls to the next one, which
 * draws the rows after it. The rows of `keep` (by key: the line just scanned) are drawn wherever
 * they are, and so is the row that holds the focus with its neighbours: a control in use is never
 * taken away under the user's hands, and Tab from it reaches the next row even after a scroll.
 * Each drawn row says its place in the whole list (aria-posinset of aria-setsize).
 *
 * `windowed` false (a short list) and a printout draw every row, with no measuring.
 * `keyOf` must be stable (a module-level function): it names each row for the measured heights.
 */
export function useWindowRows<T>(
  rows: readonly T[],
  {
    keyOf,
    estimate,
    windowed,
    keep = [],
    overscan = 6,
  }: {
    keyOf: (row: T) => Key;
    /** A row's height in px before it is measured. */
    estimate: number;
    windowed: boolean;
    keep?: readonly (Key | null | undefined)[];
    overscan?: number;
  },
): {
  list: ListProps;
  drawn: { row: T; key: Key; props: RowProps }[];
  /** The list's element, once drawn. */
  element: RefObject<HTMLElement | null>;
  /**
   * Scrolls the page so the row of `key` is in the middle of the window, through the virtualizer
   * (a scroll of the page's own would be undone while it settles rows it has just measured);
   * false when the list is drawn whole (the row's element can be scrolled to itself).
   */
  scrollToRow: (key: Key) => boolean;
} {
  const printing = usePrinting();
  const on = windowed && !printing;
  const count = rows.length;

  const indexOf = useMemo(
    () => (on ? new Map(rows.map((row, i) => [keyOf(row), i])) : null),
    [on, rows, keyOf],
  );
  const [focused, setFocused] = useState<Key | null>(null);
  const focusedAt = focused === null ? undefined : indexOf?.get(focused);
  const kept = [
    ...keep.map((k) => (k === null || k === undefined ? undefined : indexOf?.get(k))),
    ...(focusedAt === undefined ? [] : [focusedAt - 1, focusedAt, focusedAt + 1]),
  ]
    .filter((i): i is number => i !== undefined && i >= 0 && i < count)
    .join(',');
  const rangeExtractor = useCallback(
    (range: Range) => {
      const shown = defaultRangeExtractor(range);
      if (!kept) return shown;
      const all = new Set(shown);
      for (const i of kept.split(',')) if (Number(i) < range.count) all.add(Number(i));
      return all.size === shown.length ? shown : [...all].sort((a, b) => a - b);
    },
    [kept],
  );

  const listEl = useRef<HTMLElement | null>(null);
  const [offset, setOffset] = useState(NOT_LAID_OUT);
  const place = useCallback(() => {
    const el = listEl.current;
    if (!el) return;
    const top = el.getBoundingClientRect().top + window.scrollY;
    setOffset((o) => (Math.abs(o - top) < 1 ? o : top));
  }, []);
  // After every render (what is above may have changed with it), and whenever the page's height does.
  useLayoutEffect(() => {
    if (on) place();
  });
  useLayoutEffect(() => (on ? onPageResize(place) : undefined), [on, place]);

  const getItemKey = useCallback((i: number) => keyOf(rows[i]!), [rows, keyOf]);
  const estimateSize = useCallback(() => estimate, [estimate]);
  // A window's height past the list's end: a list the page has scrolled past then counts as left
  // behind, with its last row or so drawn; the virtualizer would otherwise take it as scrolled to
  // its end and draw its last screenful (24 cases above the window: 1,100 rows).
  const past = window.innerHeight;
  const virtual = useWindowVirtualizer({
    count,
    estimateSize,
    getItemKey,
    overscan,
    rangeExtractor,
    scrollMargin: offset,
    paddingEnd: past,
    enabled: on,
    // The window's size at once, so the first render draws rows rather than none.
    initialRect: { width: window.innerWidth, height: past },
  });
  const listRef = useCallback((el: HTMLElement | null) => {
    listEl.current = el;
  }, []);

  const scrollToRow = (key: Key) => {
    const at = indexOf?.get(key);
    if (!on || at === undefined) return false;
    virtual.scrollToIndex(at, { align: 'center' });
    return true;
  };

  if (!on)
    return {
      list: { ref: listRef },
      drawn: rows.map((row) => ({ row, key: keyOf(row), props: {} })),
      element: listEl,
      scrollToRow,
    };

  const items = virtual.getVirtualItems();
  const top = (items[0]?.start ?? offset) - offset;
  const bottom = virtual.getTotalSize() - past - ((items.at(-1)?.end ?? offset) - offset);
  return {
    element: listEl,
    scrollToRow,
    list: {
      ref: listRef,
      style: { paddingTop: Math.max(0, top), paddingBottom: Math.max(0, bottom) },
      onFocus: (e) => {
        const row = (e.target as Element).closest('[data-index]');
        const at = row && e.currentTarget.contains(row) ? Number(row.getAttribute('data-index')) : -1;
        const focusedRow = rows[at];
        if (focusedRow !== undefined) setFocused(keyOf(focusedRow));
      },
      onBlur: (e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(null);
      },
    },
    drawn: items.map((item, i) => {
      // A kept row away from the others: the rows between them are a margin.
      const gap = i > 0 ? item.start - items[i - 1]!.end : 0;
      return {
        row: rows[item.index]!,
        key: item.key as Key,
        props: {
          'data-index': item.index,
          ref: virtual.measureElement,
          'aria-setsize': count,
          'aria-posinset': item.index + 1,
          style: gap > 0 ? { marginTop: gap } : undefined,
        },
      };
    }),
  };
}
