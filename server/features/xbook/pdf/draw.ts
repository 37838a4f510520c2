import type { ContentSheet } from '../../../../contracts/xbook.js';
import type { PdfDocument } from '../../../platform/pdf.js';
import { lineGap, type Metrics, printable, swatchWidth } from './blocks.js';
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

export function footers(doc: PdfDocument, sheet: ContentSheet, printed: string, left: number) {
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
