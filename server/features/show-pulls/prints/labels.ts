import type { ShowPullView } from '../../../../contracts/show-pulls.js';
import { FONT, type PdfDocument, pdfDrawing, renderPdf } from '../../../platform/pdf.js';
import { type PrintLine, type PrintSection, printSections } from './lines.js';
import { drawQr, lineAddress, qrReady } from './qr.js';
import type { PrintExtras } from './queries.js';

/** Avery 5163 / 8163 shipping labels: 2" x 4", two columns of five on a US letter sheet. */
const SHEET = { top: 36, left: 11.25, width: 288, height: 144, gapX: 13.5, columns: 2, rows: 5 };

interface Label {
  line: PrintLine;
  department: PrintSection['department'];
  quantity: number;
  /** Set on a label of cross-rented units: they go back to this vendor, not to the shelf. */
  crossRental?: { vendor: string | null };
}

/**
 * A line's labels: one for the units from stock, one per vendor for the cross-rented units (they
 * are packed and returned apart), in the print order.
 */
function labelsOf(sections: readonly PrintSection[]): Label[] {
  return sections.flatMap((s) =>
    s.groups.flatMap((g) =>
      g.lines.flatMap((line) => {
        const rented = line.crossRented.reduce((n, r) => n + r.quantity, 0);
        const own = Math.max(0, line.quantity - rented);
        return [
          ...(own > 0 ? [{ line, department: s.department, quantity: own }] : []),
          ...line.crossRented.map((r) => ({
            line,
            department: s.department,
            quantity: Math.min(r.quantity, line.quantity),
            crossRental: { vendor: r.vendor },
          })),
        ];
      }),
    ),
  );
}

/** What the label sheet prints: plain data, drawn in a PDF worker. */
export interface LabelSheet {
  event: { id: number; showName: string; dateRange: string };
  pullId: number;
  venue: string;
  /** The app's public address (PUBLIC_URL): each label's QR code opens its line there. */
  base: string;
  labels: Label[];
}

/**
 * One case label per pull line (and per vendor of its cross rentals): show, venue, dates, category,
 * quantity, and a QR code that opens the line on a phone.
 */
export function labelSheet(
  view: ShowPullView,
  extras: PrintExtras,
  base: string,
  departmentId?: number,
): LabelSheet {
  return {
    event: { id: view.event.id, showName: view.event.show_name, dateRange: view.event.prettyDateRange },
    pullId: view.showPull.id,
    venue: extras.venue,
    base,
    labels: labelsOf(printSections(view, extras, departmentId)),
  };
}

export const labelsPdf = pdfDrawing(import.meta.url, 'labelsPdf', async (sheet: LabelSheet) => {
  await qrReady();
  return renderPdf(
    (doc) => {
      const perPage = SHEET.columns * SHEET.rows;
      if (!sheet.labels.length) doc.font(FONT.oblique).fontSize(10).text('Nothing on this pull yet.', 36, 36);
      sheet.labels.forEach((label, i) => {
        if (i > 0 && i % perPage === 0) doc.addPage();
        const slot = i % perPage;
        const x = SHEET.left + (slot % SHEET.columns) * (SHEET.width + SHEET.gapX);
        const y = SHEET.top + Math.floor(slot / SHEET.columns) * SHEET.height;
        drawLabel(doc, label, x, y, sheet);
      });
    },
    { margin: 0 },
  );
});

const PAD = 12;
const QR = 72;

function drawLabel(doc: PdfDocument, label: Label, x: number, y: number, sheet: LabelSheet) {
  const { event, venue } = sheet;
  const w = SHEET.width - PAD * 2;
  // The left column stops short of the QR code (its quiet zone must stay blank).
  const left = w - QR - 6;
  const one = { width: left, lineBreak: false, ellipsis: true, height: 12 } as const;
  const right = x + SHEET.width - PAD - QR;
  doc.rect(x, y, 6, SHEET.height).fill(label.department.colorHex);
  doc
    .font(FONT.bold)
    .fontSize(9)
    .fillColor('#0f172a')
    .text(`#${event.id}  ${event.showName}`, x + PAD, y + 10, one);
  doc.font(FONT.regular).fontSize(8).fillColor('#334155');
  if (venue) doc.text(venue, x + PAD, y + 22, one);
  doc.fillColor('#475569').text(`${event.dateRange}  ·  ${label.department.title}`, x + PAD, y + 33, one);
  doc
    .font(FONT.bold)
    .fontSize(11)
    .fillColor('#0f172a')
    .text(label.line.categoryNumber, x + PAD, y + 48, { ...one, height: 14 });
  doc
    .font(FONT.regular)
    .fontSize(10)
    .text(label.line.description, x + PAD, y + 64, { width: left, height: 46, ellipsis: true });
  drawQr(doc, lineAddress(sheet.base, sheet.pullId, label.line.id), right, y + 6, QR);
  doc
    .font(FONT.bold)
    .fontSize(18)
    .fillColor('#0f172a')
    .text(String(label.quantity), right, y + 80, { width: QR - 24, align: 'right', lineBreak: false });
  doc
    .font(FONT.regular)
    .fontSize(7)
    .fillColor('#64748b')
    .text('QTY', right + QR - 22, y + 89, { width: 22, lineBreak: false });
  if (label.crossRental) {
    const vendor = label.crossRental.vendor;
    doc.rect(x + PAD, y + 112, w, 20).fill('#b45309');
    doc
      .font(FONT.bold)
      .fontSize(9)
      .fillColor('#ffffff')
      .text(`CROSS-RENTAL${vendor ? ` · ${vendor}` : ''}`, x + PAD + 6, y + 118, { ...one, width: w - 12 });
  }
}
