import type { ContentSheet, SheetItem } from '../../../../contracts/xbook.js';
import { type PdfDocument, renderPdf } from '../../../platform/pdf.js';
import { CABLE_COLORS, type CableColor, cableColor } from './color-code.js';

export interface SheetPrintSettings {
  fontSize: number;
  leftMargin: number;
  /** Percent, 50 to 150. */
  lineHeight: number;
  /** 0 is Auto: as few pages as possible, then as few columns. */
  colQty: number;
  colorCode: boolean;
}

const PAGE = { width: 612, height: 792, top: 36, right: 36, bottom: 40 };
const GUTTER = 16;
const INK = '#111827';
const MUTED = '#4b5563';

/** The built-in fonts speak WinAnsi: anything else would print as the wrong letter. */
const printable = (text: string) =>
  text.replace(/[^\x20-\x7e\xa0-\xff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u2122\n]/g, '?');

/**
 * Spec 9's line height, as a percent of a normal line: 100% is 1.25 x the font size between lines,
 * and every 5% step moves it by 2.5% of the font size, from 1.0 x (50%, lines touching) to 1.5 x
 * (150%). Never below the type itself, so lines do not print over each other.
 */
export const linePitch = (fontSize: number, lineHeightPercent: number) =>
  fontSize * (0.75 + 0.5 * (lineHeightPercent / 100));

type Block =
  | { kind: 'section'; text: string }
  | { kind: 'item'; qty: string; name: string; notes: string; color: CableColor | undefined }
  | { kind: 'legend-title'; text: string }
  | { kind: 'legend'; color: CableColor };

interface Placed {
  block: Block;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Metrics {
  fs: number;
  pitch: number;
  colorCode: boolean;
  hasCables: boolean;
  qtyWidth: number;
}

function blocksOf(items: readonly SheetItem[], colorCode: boolean): Block[] {
  const blocks: Block[] = items.map((i) =>
    i.is_section
      ? { kind: 'section', text: printable(i.section_name ?? i.name) }
      : {
          kind: 'item',
          qty: String(i.quantity),
          name: printable(i.name),
          notes: printable(i.notes.trim()),
          color: colorCode ? cableColor(i.name) : undefined,
        },
  );
  if (colorCode) {
    const used = new Set(blocks.flatMap((b) => (b.kind === 'item' && b.color ? [b.color.name] : [])));
    if (used.size) {
      blocks.push({ kind: 'legend-title', text: 'Cable Colour Code' });
      for (const color of CABLE_COLORS) if (used.has(color.name)) blocks.push({ kind: 'legend', color });
    }
  }
  return blocks;
}

const lineGap = (doc: PdfDocument, m: Metrics) => m.pitch - doc.currentLineHeight(true);
const swatchWidth = (m: Metrics) => (m.colorCode && m.hasCables ? m.fs * 0.9 + 4 : 0);

/** The height of a block in a column of this width (fonts set as they will be drawn). */
function measure(doc: PdfDocument, block: Block, width: number, m: Metrics): number {
  switch (block.kind) {
    case 'section':
    case 'legend-title': {
      doc.font('Helvetica-Bold').fontSize(m.fs);
      return doc.heightOfString(block.text, { width, lineGap: lineGap(doc, m) }) + m.pitch * 0.35;
    }
    case 'legend':
      return m.pitch;
    case 'item': {
      const textWidth = width - m.qtyWidth - swatchWidth(m);
      doc.font('Helvetica').fontSize(m.fs);
      let h = doc.heightOfString(block.name, { width: textWidth, lineGap: lineGap(doc, m) });
      if (block.notes) {
        doc.font('Helvetica-Oblique').fontSize(m.fs * 0.85);
        h += doc.heightOfString(block.notes, {
          width: textWidth,
          lineGap: lineGap(doc, { ...m, pitch: m.pitch * 0.85 }),
        });
      }
      return h;
    }
  }
}

const isHeading = (b: Block) => b.kind === 'section' || b.kind === 'legend-title';

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
function layout(
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

function drawHeader(
  doc: PdfDocument,
  sheet: ContentSheet,
  department: string,
  m: Metrics,
  left: number,
): number {
  const width = PAGE.width - left - PAGE.right;
  doc
    .font('Helvetica-Bold')
    .fontSize(Math.max(m.fs + 6, 11))
    .fillColor(INK)
    .text(printable(sheet.name), left, PAGE.top, { width });
  const meta = [department, sheet.folder_path, sheet.category ? `Category ${sheet.category.name}` : '']
    .filter(Boolean)
    .join('  \u2022  ');
  doc
    .font('Helvetica')
    .fontSize(Math.max(m.fs * 0.75, 7))
    .fillColor(MUTED)
    .text(printable(meta), left, doc.y + 2, { width });
  if (sheet.notes.trim()) {
    doc
      .font('Helvetica-Oblique')
      .fontSize(Math.max(m.fs * 0.9, 6))
      .fillColor(INK)
      .text(printable(sheet.notes.trim()), left, doc.y + m.pitch * 0.3, { width });
  }
  const y = doc.y + 4;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor('#9ca3af')
    .lineWidth(0.75)
    .stroke();
  return y + m.pitch * 0.4;
}

function headerHeight(doc: PdfDocument, sheet: ContentSheet, department: string, m: Metrics, left: number) {
  // Measured by drawing on the first page, which is where it goes anyway.
  return drawHeader(doc, sheet, department, m, left);
}

function swatch(doc: PdfDocument, color: CableColor, x: number, y: number, m: Metrics) {
  const size = m.fs * 0.9;
  doc
    .rect(x, y + (m.pitch - size) / 2 - (m.pitch - m.fs) / 2, size, size)
    .fillAndStroke(color.hex, '#374151');
}

function drawBlock(doc: PdfDocument, p: Placed, m: Metrics) {
  const b = p.block;
  const clip = { height: PAGE.height - p.y - 8, ellipsis: true };
  if (b.kind === 'section' || b.kind === 'legend-title') {
    const y = p.y + m.pitch * 0.25;
    doc.font('Helvetica-Bold').fontSize(m.fs).fillColor(INK);
    doc.text(b.text, p.x, y, { width: p.width, lineGap: lineGap(doc, m), underline: true, ...clip });
    return;
  }
  if (b.kind === 'legend') {
    swatch(doc, b.color, p.x, p.y, m);
    doc
      .font('Helvetica')
      .fontSize(m.fs)
      .fillColor(INK)
      .text(`${b.color.name}: ${b.color.label}`, p.x + swatchWidth(m), p.y, {
        width: p.width - swatchWidth(m),
        lineBreak: false,
      });
    return;
  }
  doc.font('Helvetica-Bold').fontSize(m.fs).fillColor(INK);
  doc.text(b.qty, p.x, p.y, { width: m.qtyWidth - 6, align: 'right', lineBreak: false });
  const textX = p.x + m.qtyWidth + swatchWidth(m);
  const textWidth = p.width - m.qtyWidth - swatchWidth(m);
  if (b.color) swatch(doc, b.color, p.x + m.qtyWidth, p.y, m);
  doc.font('Helvetica').fontSize(m.fs).fillColor(INK);
  doc.text(b.name, textX, p.y, { width: textWidth, lineGap: lineGap(doc, m), ...clip });
  if (b.notes) {
    const small = { ...m, pitch: m.pitch * 0.85 };
    doc
      .font('Helvetica-Oblique')
      .fontSize(m.fs * 0.85)
      .fillColor(MUTED);
    doc.text(b.notes, textX, doc.y, { width: textWidth, lineGap: lineGap(doc, small), ...clip });
  }
}

function footers(doc: PdfDocument, sheet: ContentSheet, printed: string, left: number) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.font('Helvetica').fontSize(7).fillColor('#6b7280');
    const width = PAGE.width - left - PAGE.right;
    if (i > 0) doc.text(`${printable(sheet.name)} (continued)`, left, PAGE.top, { width, lineBreak: false });
    doc.text(`${printed}   Page ${i + 1} of ${range.count}`, left, PAGE.height - 28, {
      width,
      align: 'right',
      lineBreak: false,
    });
  }
}

/** The content sheet as a PDF: name, folder, category and notes, then its lines in columns. */
export function sheetPdf(
  sheet: ContentSheet,
  items: readonly SheetItem[],
  settings: SheetPrintSettings,
  context: { department: string; printed: string },
): Promise<Buffer> {
  const left = settings.leftMargin;
  return renderPdf(
    (doc) => {
      const blocks = blocksOf(items, settings.colorCode);
      doc.font('Helvetica-Bold').fontSize(settings.fontSize);
      const widest = Math.max(...blocks.map((b) => (b.kind === 'item' ? doc.widthOfString(b.qty) : 0)), 0);
      const m: Metrics = {
        fs: settings.fontSize,
        pitch: linePitch(settings.fontSize, settings.lineHeight),
        colorCode: settings.colorCode,
        hasCables: blocks.some((b) => b.kind === 'item' && b.color),
        qtyWidth: Math.max(widest, doc.widthOfString('00')) + 8,
      };
      const top = headerHeight(doc, sheet, context.department, m, left);
      if (!blocks.length) {
        doc
          .font('Helvetica-Oblique')
          .fontSize(settings.fontSize)
          .fillColor(MUTED)
          .text('No Items', left, top);
      }
      const choices = settings.colQty === 0 ? [1, 2, 3] : [settings.colQty];
      const best = choices
        .map((n) => layout(doc, blocks, n, m, top, left))
        .reduce((a, b) => (b.pages < a.pages ? b : a));
      let page = 0;
      for (const p of best.placed) {
        while (page < p.page) {
          doc.addPage();
          page++;
        }
        drawBlock(doc, p, m);
      }
      footers(doc, sheet, context.printed, left);
    },
    {
      margin: undefined,
      margins: { top: PAGE.top, bottom: 0, left, right: PAGE.right },
      info: { Title: printable(sheet.name) },
    },
  );
}
