import type { ShowPullView } from '../../../../contracts/show-pulls.js';
import { renderPdf } from '../../../platform/pdf.js';
import { printSections } from './lines.js';

/** Avery 5163 / 8163 shipping labels: 2" x 4", two columns of five on a US letter sheet. */
const SHEET = { top: 36, left: 11.25, width: 288, height: 144, gapX: 13.5, columns: 2, rows: 5 };

/** One case label per pull line: event, show name, dates, category, description, quantity. */
export function labelsPdf(view: ShowPullView, departmentId?: number): Promise<Buffer> {
  const labels = printSections(view, departmentId).flatMap((s) =>
    s.groups.flatMap((g) => g.lines.map((line) => ({ ...line, department: s.department }))),
  );
  return renderPdf(
    (doc) => {
      const perPage = SHEET.columns * SHEET.rows;
      if (!labels.length)
        doc.font('Helvetica-Oblique').fontSize(10).text('Nothing on this pull yet.', 36, 36);
      labels.forEach((label, i) => {
        if (i > 0 && i % perPage === 0) doc.addPage();
        const slot = i % perPage;
        const x = SHEET.left + (slot % SHEET.columns) * (SHEET.width + SHEET.gapX);
        const y = SHEET.top + Math.floor(slot / SHEET.columns) * SHEET.height;
        const pad = 12;
        const w = SHEET.width - pad * 2;
        doc.rect(x, y, 6, SHEET.height).fill(label.department.colorHex);
        doc
          .font('Helvetica-Bold')
          .fontSize(9)
          .fillColor('#0f172a')
          .text(`#${view.event.id}  ${view.event.show_name}`, x + pad, y + pad, {
            width: w,
            height: 24,
            ellipsis: true,
          });
        doc
          .font('Helvetica')
          .fontSize(8)
          .fillColor('#475569')
          .text(`${view.event.prettyDateRange}  ·  ${label.department.title}`, x + pad, y + pad + 24, {
            width: w,
            lineBreak: false,
          });
        doc
          .font('Helvetica-Bold')
          .fontSize(11)
          .fillColor('#0f172a')
          .text(label.categoryNumber, x + pad, y + pad + 42, { width: w });
        doc
          .font('Helvetica')
          .fontSize(10)
          .text(label.description, x + pad, y + pad + 58, { width: w - 60, height: 40, ellipsis: true });
        doc
          .font('Helvetica-Bold')
          .fontSize(20)
          .text(String(label.quantity), x + SHEET.width - pad - 60, y + pad + 52, {
            width: 60,
            align: 'right',
          });
        doc
          .font('Helvetica')
          .fontSize(7)
          .fillColor('#64748b')
          .text('QTY', x + SHEET.width - pad - 60, y + pad + 76, { width: 60, align: 'right' });
      });
    },
    { margin: 0 },
  );
}
