import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useCallback } from 'react';
import { usePrinting } from '../../../platform/printing';

/**
 * The rows of a long table in a scroll box, drawn only around what is in view (a 1,500-line pull
 * would otherwise be 15,000 elements), between two spacer rows that keep the scroll height. The
 * `keep` row is drawn wherever it is (the range stretches to it): a row whose input is being
 * edited is never taken away under the user's hands. A printout draws every row.
 */
export function useVirtualRows<T>(
  rows: readonly T[],
  {
    scroller,
    rowHeight,
    keep,
  }: { scroller: RefObject<HTMLElement | null>; rowHeight: number; keep?: number | null },
) {
  const printing = usePrinting();
  const count = rows.length;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const shown = defaultRangeExtractor(range);
      if (keep === null || keep === undefined || keep < 0 || keep >= count || !shown.length) return shown;
      const from = Math.min(shown[0]!, keep);
      const to = Math.max(shown.at(-1)!, keep);
      return Array.from({ length: to - from + 1 }, (_, i) => from + i);
    },
    [keep, count],
  );
  const virtual = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    rangeExtractor,
  });
  const items = virtual.getVirtualItems();
  const first = printing ? 0 : (items[0]?.index ?? 0);
  const last = printing ? count - 1 : (items.at(-1)?.index ?? -1);
  const top = printing ? 0 : (items[0]?.start ?? 0);
  const bottom = printing ? 0 : Math.max(0, virtual.getTotalSize() - (items.at(-1)?.end ?? 0));
  return {
    /** The rows to draw, each with its index in `rows`. */
    drawn: rows.slice(first, last + 1).map((row, i) => ({ row, index: first + i })),
    top,
    bottom,
    /** Give each drawn row's element (with its data-index): its real height replaces the estimate. */
    measure: virtual.measureElement,
    scrollTo: (index: number) => virtual.scrollToIndex(index, { align: 'auto' }),
  };
}
