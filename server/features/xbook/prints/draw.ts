import type { ContentSheet } from '../../../../contracts/xbook.js';
import { FONT, type PdfDocument } from '../../../platform/pdf.js';
import { checkWidth, lineGap, type Metrics, swatchWidth, textIndent } from './blocks.js';
import type { CableColor } from './color-code.js';
import { PAGE, type Placed } from './layout.js';

const INK = '#111827';
export const MUTED = '#4b5563';

/** The sheet's name, department, folder, category and notes, ruled off; returns where the lines start. */
export function drawHeader(
  doc: PdfDocument,
  sheet: ContentSheet,
  department: string,
  m: Metrics,
  left: number,
): number {
  const width = PAGE.width - left - PAGE.right;
  doc
    .font(FONT.bold)
    .fontSize(Math.max(m.fs + 6, 11))
    .fillColor(INK)
    .text(sheet.name, left, PAGE.top, { width });
  const meta = [department, sheet.folder_path, sheet.category ? `Category ${sheet.category.name}` : '']
    .filter(Boolean)
    .join('  \u2022  ');
  doc
    .font(FONT.regular)
    .fontSize(Math.max(m.fs * 0.75, 7))
    .fillColor(MUTED)
    .text(meta, left, doc.y + 2, { width });
  if (sheet.notes.trim()) {
    doc
      .font(FONT.oblique)
      .fontSize(Math.max(m.fs * 0.9, 6))
      .fillColor(INK)
      .text(sheet.notes.trim(), left, doc.y + m.pitch * 0.3, { width });
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

function swatch(doc: PdfDocument, color: CableColor, x: number, y: number, m: Metrics) {
  const size = m.fs * 0.9;
  doc
    .rect(x, y + (m.pitch - size) / 2 - (m.pitch - m.fs) / 2, size, size)
    .fillAndStroke(color.hex, '#374151');
}

export function drawBlock(doc: PdfDocument, p: Placed, m: Metrics) {
  const b = p.block;
  const clip = { height: PAGE.height - p.y - 8, ellipsis: true };
  if (b.kind === 'section' || b.kind === 'legend-title') {
    const y = p.y + m.pitch * 0.25;
    doc.font(FONT.bold).fontSize(m.fs).fillColor(INK);
    doc.text(b.text, p.x, y, { width: p.width, lineGap: lineGap(doc, m), underline: true, ...clip });
    return;
  }
  if (b.kind === 'legend') {
    swatch(doc, b.color, p.x, p.y, m);
    doc
      .font(FONT.regular)
      .fontSize(m.fs)
      .fillColor(INK)
      .text(`${b.color.name}: ${b.color.label}`, p.x + swatchWidth(m), p.y, {
        width: p.width - swatchWidth(m),
        lineBreak: false,
      });
    return;
  }
  doc.font(FONT.bold).fontSize(m.fs).fillColor(INK);
  if (m.checkOff) {
    const size = m.fs * 0.8;
    doc
      .rect(p.x + 0.5, p.y + (doc.currentLineHeight() - size) / 2, size, size)
      .lineWidth(0.75)
      .stroke('#111827');
  }
  const qtyX = p.x + checkWidth(m);
  doc.text(b.qty, qtyX, p.y, { width: m.qtyWidth - 6, align: 'right', lineBreak: false });
  const textX = p.x + textIndent(m);
  const textWidth = p.width - textIndent(m);
  if (b.color) swatch(doc, b.color, qtyX + m.qtyWidth, p.y, m);
  doc.font(FONT.regular).fontSize(m.fs).fillColor(INK);
  doc.text(b.name, textX, p.y, { width: textWidth, lineGap: lineGap(doc, m), ...clip });
  if (b.notes) {
    const small = { ...m, pitch: m.pitch * 0.85 };
    doc
      .font(FONT.oblique)
      .fontSize(m.fs * 0.85)
      .fillColor(MUTED);
    doc.text(b.notes, textX, doc.y, { width: textWidth, lineGap: lineGap(doc, small), ...clip });
  }
}

export function footers(doc: PdfDocument, sheet: ContentSheet, printed: string, left: number) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.font(FONT.regular).fontSize(7).fillColor('#6b7280');
    const width = PAGE.width - left - PAGE.right;
    if (i > 0) doc.text(`${sheet.name} (continued)`, left, PAGE.top, { width, lineBreak: false });
    doc.text(`${printed}   Page ${i + 1} of ${range.count}`, left, PAGE.height - 28, {
      width,
      align: 'right',
      lineBreak: false,
    });
  }
}
