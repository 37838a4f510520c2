import type { ShowPullView } from '../../../../contracts/show-pulls.js';
import { type PdfDocument, renderPdf } from '../../../platform/pdf.js';
import { crossRentalText, type PrintLine, printSections } from './lines.js';
import type { PrintExtras } from './queries.js';

const COLS = { qty: 36, cat: 76, desc: 126, notes: 372, right: 576 };

/**
 * The printed pull list: event header, then each department and pull group with quantity, category,
 * description (cross-rented units marked with their vendor) and notes (writer notes too, unless it
 * is for the client), then the total weight.
 */
export function pullListPdf(
  view: ShowPullView,
  extras: PrintExtras,
  opts: { isForClient: boolean; departmentId?: number },
): Promise<Buffer> {
  const sections = printSections(view, extras, opts.departmentId);
  return renderPdf((doc) => {
    const header = () => {
      doc
        .font('Helvetica-Bold')
        .fontSize(15)
        .fillColor('#0f172a')
        .text(`#${view.event.id}  ${view.event.show_name}`, 36, 36);
      doc.font('Helvetica').fontSize(9).fillColor('#334155');
      const am = view.event.account_manager;
      doc.text(
        [
          view.showPull.name,
          view.event.prettyDateRange,
          extras.venue,
          am ? `Account manager: ${am.name}${am.primary_email ? ` <${am.primary_email}>` : ''}` : '',
        ]
          .filter(Boolean)
          .join('   ·   '),
      );
      doc
        .font('Helvetica-Bold')
        .fontSize(11)
        .fillColor('#0f172a')
        .text(opts.isForClient ? 'Equipment List' : 'Pull List', { continued: false });
      doc.moveDown(0.3);
      columnHeads(doc);
    };
    header();
    doc.on('pageAdded', header);
    if (!sections.length)
      doc.font('Helvetica-Oblique').fontSize(10).text('Nothing on this pull yet.', COLS.qty);
    for (const s of sections) {
      ensure(doc, 40);
      const y = doc.y + 4;
      doc.rect(COLS.qty, y, COLS.right - COLS.qty, 16).fill(s.department.colorHex);
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor(s.department.contrastHex)
        .text(s.department.title, COLS.qty + 4, y + 4);
      doc.y = y + 20;
      for (const g of s.groups) {
        ensure(doc, 30);
        doc
          .font('Helvetica-Bold')
          .fontSize(9)
          .fillColor('#334155')
          .text(g.name, COLS.qty, doc.y + 2);
        for (const line of g.lines) row(doc, line, opts.isForClient);
      }
    }
    ensure(doc, 30);
    const weight = view.pullItems.length ? totalOf(sections) : 0;
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(10).fillColor('#0f172a');
    doc.text(
      `Total weight: ${weight.toLocaleString('en-US', { maximumFractionDigits: 1 })} lbs`,
      COLS.qty,
      doc.y,
      {
        width: COLS.right - COLS.qty,
        align: 'right',
      },
    );
    footer(doc);
  });
}

const totalOf = (sections: ReturnType<typeof printSections>) =>
  sections.reduce(
    (sum, s) => sum + s.groups.reduce((g, x) => g + x.lines.reduce((l, y) => l + y.weight, 0), 0),
    0,
  );

function columnHeads(doc: PdfDocument) {
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(8).fillColor('#64748b');
  doc.text('Qty', COLS.qty, y, { width: 34, align: 'right' });
  doc.text('Cat.', COLS.cat, y);
  doc.text('Description', COLS.desc, y);
  doc.text('Notes', COLS.notes, y);
  doc
    .moveTo(COLS.qty, y + 11)
    .lineTo(COLS.right, y + 11)
    .strokeColor('#cbd5e1')
    .lineWidth(0.5)
    .stroke();
  doc.y = y + 14;
}

function row(doc: PdfDocument, line: PrintLine, isForClient: boolean) {
  doc.font('Helvetica').fontSize(9);
  const notes = [line.notes, isForClient ? '' : line.writerNotes ? `Writer: ${line.writerNotes}` : '']
    .filter(Boolean)
    .join('\n');
  const descWidth = COLS.notes - COLS.desc - 8;
  // Cross-rented units go back to their vendor: marked under the description, one line per vendor.
  const rented = line.crossRented.map(crossRentalText).join('\n');
  const rentedHeight = rented ? doc.font('Helvetica-Bold').heightOfString(rented, { width: descWidth }) : 0;
  doc.font('Helvetica');
  const descHeight = doc.heightOfString(line.description, { width: descWidth });
  const height = Math.max(
    descHeight + rentedHeight,
    notes ? doc.heightOfString(notes, { width: COLS.right - COLS.notes }) : 0,
  );
  ensure(doc, height + 4);
  const y = doc.y + 2;
  doc
    .fillColor('#0f172a')
    .font('Helvetica-Bold')
    .text(String(line.quantity), COLS.qty, y, { width: 34, align: 'right' });
  doc.font('Helvetica').text(line.categoryNumber, COLS.cat, y);
  doc.text(line.description, COLS.desc, y, { width: descWidth });
  if (rented)
    doc
      .font('Helvetica-Bold')
      .fillColor('#b45309')
      .text(rented, COLS.desc, y + descHeight, { width: descWidth });
  if (notes)
    doc
      .font('Helvetica')
      .fillColor('#475569')
      .text(notes, COLS.notes, y, { width: COLS.right - COLS.notes });
  doc.y = y + height + 2;
}

function ensure(doc: PdfDocument, space: number) {
  if (doc.y + space > doc.page.height - 50) doc.addPage();
}

function footer(doc: PdfDocument) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(7).fillColor('#94a3b8');
    doc.text(`Page ${i + 1} of ${range.count}`, 36, doc.page.height - 30, {
      width: 540,
      align: 'right',
      lineBreak: false,
    });
  }
}
