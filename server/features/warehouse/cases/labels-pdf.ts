import { caseAddress, caseCode } from '../../../../contracts/warehouse-loads.js';
import { FONT, type PdfDocument, pdfDrawing, renderPdf } from '../../../platform/pdf.js';
import { drawQr, qrReady } from '../../show-pulls/public.js';

/** One case label: the case, and on a pull's labels what it holds for that pull. */
export interface CaseLabel {
  number: number;
  name: string;
  emptyWeight: number;
  /** A pull's label: the show, the truck, the weight with its contents, and the contents. */
  pull?: {
    title: string;
    truck: string | null;
    weight: number;
    contents: { quantity: number; categoryNumber: string; description: string }[];
  };
}

/** What the case labels print: plain data, drawn in a PDF worker. */
export interface CaseLabelSheet {
  /** The app's public address (PUBLIC_URL): the QR code names the case there. */
  base: string;
  labels: CaseLabel[];
}

/** Half a US letter sheet each (8.5" x 5.5"), to cut and slip into a case's label pocket. */
const HALF = 396;
const M = 36;
const QR = 150;
const RIGHT = 612 - M;
const pounds = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })} lbs`;

export const caseLabelsPdf = pdfDrawing(import.meta.url, 'caseLabelsPdf', async (sheet: CaseLabelSheet) => {
  await qrReady();
  return renderPdf(
    (doc) => {
      if (!sheet.labels.length) doc.font(FONT.oblique).fontSize(10).text('No cases to label.', M, M);
      sheet.labels.forEach((label, i) => {
        if (i > 0 && i % 2 === 0) doc.addPage();
        drawLabel(doc, label, (i % 2) * HALF, sheet.base);
      });
    },
    { margin: 0 },
  );
});

function drawLabel(doc: PdfDocument, label: CaseLabel, top: number, base: string) {
  const width = RIGHT - QR - 12 - M;
  doc
    .rect(M / 2, top + M / 2, 612 - M, HALF - M)
    .lineWidth(0.5)
    .stroke('#cbd5e1');
  drawQr(doc, caseAddress(base, label.number), RIGHT - QR, top + M, QR);
  doc
    .font(FONT.bold)
    .fontSize(9)
    .fillColor('#475569')
    .text(caseCode(label.number), RIGHT - QR, top + M + QR + 2, { width: QR, align: 'center' });
  doc
    .font(FONT.bold)
    .fontSize(40)
    .fillColor('#0f172a')
    .text(`CASE ${label.number}`, M, top + M, { width });
  doc.font(FONT.regular).fontSize(16).text(label.name, M, doc.y, { width, height: 40, ellipsis: true });
  doc
    .fontSize(10)
    .fillColor('#475569')
    .text(`Empty: ${pounds(label.emptyWeight)}`, M, doc.y + 4, { width });
  const pull = label.pull;
  if (!pull) return;
  doc
    .font(FONT.bold)
    .fontSize(11)
    .fillColor('#0f172a')
    .text(pull.title, M, doc.y + 8, { width });
  doc
    .font(FONT.regular)
    .fontSize(10)
    .text(`${pull.truck ? `Truck: ${pull.truck}  ·  ` : ''}Weight: ${pounds(pull.weight)}`, M, doc.y + 2, {
      width,
    });
  let y = Math.max(doc.y + 10, top + M + QR + 16);
  const bottom = top + HALF - M - 12;
  doc.font(FONT.bold).fontSize(9).fillColor('#64748b');
  doc
    .text('Qty', M, y, { width: 30, align: 'right' })
    .text('Cat.', M + 40, y)
    .text('Description', M + 90, y);
  y += 13;
  if (!pull.contents.length) doc.font(FONT.oblique).fontSize(10).fillColor('#0f172a').text('Empty', M, y);
  pull.contents.forEach((c, i) => {
    if (y > bottom) return;
    const rest = pull.contents.length - i;
    doc.font(FONT.regular).fontSize(10).fillColor('#0f172a');
    // The last line that fits says how many more there are instead of being cut mid-list.
    if (y + 13 > bottom && rest > 1) {
      doc.font(FONT.oblique).text(`+ ${rest} more lines (see the pull list by case)`, M + 40, y);
      y += 13;
      return;
    }
    doc.font(FONT.bold).text(String(c.quantity), M, y, { width: 30, align: 'right' });
    doc.font(FONT.regular).text(c.categoryNumber, M + 40, y, { lineBreak: false });
    doc.text(c.description, M + 90, y, {
      width: RIGHT - M - 90,
      height: 12,
      ellipsis: true,
      lineBreak: false,
    });
    y += 13;
  });
}
