import type { ShowPullView } from '../../../../contracts/show-pulls.js';
import { renderPdf } from '../../../platform/pdf.js';
import { type PrintLine, type PrintSection, printSections } from './lines.js';
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

/** One case label per pull line (and per vendor of its cross rentals): show, venue, dates, category, quantity. */
export function labelsPdf(view: ShowPullView, extras: PrintExtras, departmentId?: number): Promise<Buffer> {
  const labels = labelsOf(printSections(view, extras, departmentId));
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
        const one = { width: w, lineBreak: false, ellipsis: true } as const;
        doc.rect(x, y, 6, SHEET.height).fill(label.department.colorHex);
        doc
          .font('Helvetica-Bold')
          .fontSize(9)
          .fillColor('#0f172a')
          .text(`#${view.event.id}  ${view.event.show_name}`, x + pad, y + 10, one);
        doc.font('Helvetica').fontSize(8).fillColor('#334155');
        if (extras.venue) doc.text(extras.venue, x + pad, y + 22, one);
        doc
          .fillColor('#475569')
          .text(`${view.event.prettyDateRange}  ·  ${label.department.title}`, x + pad, y + 33, one);
        doc
          .font('Helvetica-Bold')
          .fontSize(11)
          .fillColor('#0f172a')
          .text(label.line.categoryNumber, x + pad, y + 48, { width: w });
        doc
          .font('Helvetica')
          .fontSize(10)
          .text(label.line.description, x + pad, y + 64, { width: w - 60, height: 38, ellipsis: true });
        doc
          .font('Helvetica-Bold')
          .fontSize(20)
          .text(String(label.quantity), x + SHEET.width - pad - 60, y + 58, { width: 60, align: 'right' });
        doc
          .font('Helvetica')
          .fontSize(7)
          .fillColor('#64748b')
          .text('QTY', x + SHEET.width - pad - 60, y + 82, { width: 60, align: 'right' });
        if (label.crossRental) {
          const vendor = label.crossRental.vendor;
          doc.rect(x + pad, y + 110, w, 20).fill('#b45309');
          doc
            .font('Helvetica-Bold')
            .fontSize(9)
            .fillColor('#ffffff')
            .text(`CROSS-RENTAL${vendor ? ` · ${vendor}` : ''}`, x + pad + 6, y + 116, {
              ...one,
              width: w - 12,
            });
        }
      });
    },
    { margin: 0 },
  );
}
