import type { PdfDocument } from '../../../platform/pdf.js';
import { type Block, isHeading, type Metrics, measure } from './blocks.js';

/** A US Letter page, in points, with its margins (the left one is the user's). */
export const PAGE = { width: 612, height: 792, top: 36, right: 36, bottom: 40 };
const GUTTER = 16;

/** A block at its place: the page, and where on it. */
export interface Placed {
  block: Block;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Flow {
  blocks: Block[];
  heights: number[];
  columns: number;
  width: number;
  left: number;
}

/**
 * Places blocks from `from` on, column after column, page after page, starting on page `page` at
 * `top`; a column ends at `bottom` (a section stays with the line after it).
 */
function flow(f: Flow, from: number, page: number, top: number, laterTop: number, bottom: number) {
  const placed: Placed[] = [];
  let column = 0;
  let y = top;
  let columnEmpty = true;
  for (let i = from; i < f.blocks.length; i++) {
    const block = f.blocks[i]!;
    const h = f.heights[i]!;
    const keepWith = isHeading(block) ? (f.heights[i + 1] ?? 0) : 0;
    // A heading is never left at the foot of a column: the line after it goes with it.
    const afterHeading = i > from && isHeading(f.blocks[i - 1]!);
    if (!columnEmpty && !afterHeading && y + h + keepWith > bottom) {
      column++;
      if (column === f.columns) {
        column = 0;
        page++;
        top = laterTop;
      }
      y = top;
      columnEmpty = true;
    }
    placed.push({ block, page, x: f.left + column * (f.width + GUTTER), y, width: f.width, height: h });
    y += h;
    columnEmpty = false;
  }
  return { placed, pages: page + 1 };
}

/**
 * Lays the blocks out in `columns` columns: pages are filled, and the last page is balanced (its
 * columns end at about the same height), as newspaper columns are.
 */
export function layout(
  doc: PdfDocument,
  blocks: Block[],
  columns: number,
  m: Metrics,
  firstTop: number,
  left: number,
): { placed: Placed[]; pages: number } {
  const width = (PAGE.width - left - PAGE.right - GUTTER * (columns - 1)) / columns;
  const f: Flow = { blocks, heights: blocks.map((b) => measure(doc, b, width, m)), columns, width, left };
  const bottom = PAGE.height - PAGE.bottom;
  const laterTop = PAGE.top + 20;
  const full = flow(f, 0, 0, firstTop, laterTop, bottom);
  if (columns === 1 || !full.placed.length) return full;
  const lastPage = full.pages - 1;
  const from = full.placed.findIndex((p) => p.page === lastPage);
  const top = lastPage === 0 ? firstTop : laterTop;
  // The lowest column end that still fits the last page's blocks on one page.
  let lo = top;
  let hi = bottom;
  for (let step = 0; step < 24 && hi - lo > 0.5; step++) {
    const mid = (lo + hi) / 2;
    if (flow(f, from, lastPage, top, laterTop, mid).pages === lastPage + 1) hi = mid;
    else lo = mid;
  }
  const balanced = flow(f, from, lastPage, top, laterTop, hi);
  return { placed: [...full.placed.slice(0, from), ...balanced.placed], pages: full.pages };
}
