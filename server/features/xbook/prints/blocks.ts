import type { SheetItem } from '../../../../contracts/xbook.js';
import { FONT, type PdfDocument } from '../../../platform/pdf.js';
import { CABLE_COLORS, type CableColor, cableColor } from './color-code.js';

/**
 * Spec 9's line height, as a percent of a normal line: 100% is 1.25 x the font size between lines,
 * and every 5% step moves it by 2.5% of the font size, from 1.0 x (50%, lines touching) to 1.5 x
 * (150%). Never below the type itself, so lines do not print over each other.
 */
export const linePitch = (fontSize: number, lineHeightPercent: number) =>
  fontSize * (0.75 + 0.5 * (lineHeightPercent / 100));

/** What a printed sheet is made of: its lines, section headings, and the colour code's key. */
export type Block =
  | { kind: 'section'; text: string }
  | { kind: 'item'; qty: string; name: string; notes: string; color: CableColor | undefined }
  | { kind: 'legend-title'; text: string }
  | { kind: 'legend'; color: CableColor };

/** The sizes every block is measured and drawn with. */
export interface Metrics {
  fs: number;
  pitch: number;
  colorCode: boolean;
  hasCables: boolean;
  qtyWidth: number;
  /** A box before each line, ticked by hand as the line is pulled (the check-off print option). */
  checkOff: boolean;
}

export function blocksOf(items: readonly SheetItem[], colorCode: boolean): Block[] {
  const blocks: Block[] = items.map((i) =>
    i.is_section
      ? { kind: 'section', text: i.section_name ?? i.name }
      : {
          kind: 'item',
          qty: String(i.quantity),
          name: i.name,
          notes: i.notes.trim(),
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

export const lineGap = (doc: PdfDocument, m: Metrics) => m.pitch - doc.currentLineHeight(true);
export const swatchWidth = (m: Metrics) => (m.colorCode && m.hasCables ? m.fs * 0.9 + 4 : 0);
export const checkWidth = (m: Metrics) => (m.checkOff ? m.fs * 0.8 + 6 : 0);
/** Where an item's text starts, from the column's left: after the box, quantity and swatch. */
export const textIndent = (m: Metrics) => checkWidth(m) + m.qtyWidth + swatchWidth(m);

/** The height of a block in a column of this width (fonts set as they will be drawn). */
export function measure(doc: PdfDocument, block: Block, width: number, m: Metrics): number {
  switch (block.kind) {
    case 'section':
    case 'legend-title': {
      doc.font(FONT.bold).fontSize(m.fs);
      return doc.heightOfString(block.text, { width, lineGap: lineGap(doc, m) }) + m.pitch * 0.35;
    }
    case 'legend':
      return m.pitch;
    case 'item': {
      const textWidth = width - textIndent(m);
      doc.font(FONT.regular).fontSize(m.fs);
      let h = doc.heightOfString(block.name, { width: textWidth, lineGap: lineGap(doc, m) });
      if (block.notes) {
        doc.font(FONT.oblique).fontSize(m.fs * 0.85);
        h += doc.heightOfString(block.notes, {
          width: textWidth,
          lineGap: lineGap(doc, { ...m, pitch: m.pitch * 0.85 }),
        });
      }
      return h;
    }
  }
}

export const isHeading = (b: Block) => b.kind === 'section' || b.kind === 'legend-title';
