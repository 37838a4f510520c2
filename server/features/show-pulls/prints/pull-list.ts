import type { ShowPullView } from '../../../../contracts/show-pulls.js';
import { FONT, type PdfDocument, pageFooters, pdfDrawing, renderPdf } from '../../../platform/pdf.js';
import { crossRentalText, type PrintLine, type PrintSection, printSections } from './lines.js';
import { drawQr, pullAddress, qrReady } from './qr.js';
import type { PrintExtras } from './queries.js';

/** Columns; with the check-off option, a box column comes first and the others move along. */
const columns = (checkOff: boolean) => {
  const shift = checkOff ? 18 : 0;
  return { box: 36, qty: 36 + shift, cat: 76 + shift, desc: 126 + shift, notes: 372, right: 576 };
};
type Cols = ReturnType<typeof columns>;
const QR = 56;

/** What the pull list prints: plain data, drawn in a PDF worker. */
export interface PullListSheet {
  event: { id: number; showName: string; dateRange: string };
  pull: { id: number; name: string };
  venue: string;
  accountManager: { name: string; email: string | null } | null;
  sections: PrintSection[];
  /** Total weight of the lines printed, in pounds. */
  weight: number;
  /** The client's "Equipment List": no vendors, no writer notes, no QR code to the internal pull. */
  isForClient: boolean;
  checkOff: boolean;
  /** The app's public address (PUBLIC_URL): each page's QR code opens the pull there. */
  base: string;
}

/**
 * The printed pull list: event header, then each department and pull group with quantity, category,
 * description (cross-rented units marked with their vendor) and notes (writer notes too, unless it
 * is for the client), then the total weight. Each page carries a QR code that opens the pull; the
 * warehouse's version may have a box per line to tick (check-off). The client's version leaves out
 * what is the company's own business: the sub-rental vendors and the QR code of the internal pull.
 */
export function pullListSheet(
  view: ShowPullView,
  extras: PrintExtras,
  opts: { isForClient: boolean; departmentId?: number; checkOff: boolean; base: string },
): PullListSheet {
  const printed = printSections(view, extras, opts.departmentId);
  const sections = opts.isForClient
    ? printed.map((s) => ({
        ...s,
        groups: s.groups.map((g) => ({ ...g, lines: g.lines.map((l) => ({ ...l, crossRented: [] })) })),
      }))
    : printed;
  const am = view.event.account_manager;
  return {
    event: { id: view.event.id, showName: view.event.show_name, dateRange: view.event.prettyDateRange },
    pull: { id: view.showPull.id, name: view.showPull.name },
    venue: extras.venue,
    accountManager: am ? { name: am.name, email: am.primary_email || null } : null,
    sections,
    weight: view.pullItems.length ? totalOf(sections) : 0,
    isForClient: opts.isForClient,
    checkOff: opts.checkOff && !opts.isForClient,
    base: opts.base,
  };
}

export const pullListPdf = pdfDrawing(import.meta.url, 'pullListPdf', async (sheet: PullListSheet) => {
  const { sections, checkOff } = sheet;
  const cols = columns(checkOff);
  await qrReady();
  return renderPdf((doc) => {
    // Where the lines being printed sit: a page they continue onto says so under its header.
    let at: { section: PrintSection; group: string } | null = null;
    const header = () => {
      if (!sheet.isForClient)
        drawQr(doc, pullAddress(sheet.base, sheet.pull.id), cols.right - QR + 4, 28, QR);
      const width = cols.right - (sheet.isForClient ? 0 : QR + 8) - 36;
      doc
        .font(FONT.bold)
        .fontSize(15)
        .fillColor('#0f172a')
        .text(`#${sheet.event.id}  ${sheet.event.showName}`, 36, 36, { width });
      doc.font(FONT.regular).fontSize(9).fillColor('#334155');
      const am = sheet.accountManager;
      doc.text(
        [
          sheet.pull.name,
          sheet.event.dateRange,
          sheet.venue,
          am ? `Account manager: ${am.name}${am.email ? ` <${am.email}>` : ''}` : '',
        ]
          .filter(Boolean)
          .join('   ·   '),
        { width },
      );
      doc
        .font(FONT.bold)
        .fontSize(11)
        .fillColor('#0f172a')
        .text(sheet.isForClient ? 'Equipment List' : 'Pull List', { continued: false });
      doc.moveDown(0.3);
      if (!sheet.isForClient) doc.y = Math.max(doc.y, 28 + QR);
      columnHeads(doc, cols, checkOff);
    };
    header();
    doc.on('pageAdded', () => {
      header();
      if (at) {
        sectionBar(doc, at.section, cols, ' (continued)');
        groupHeading(doc, at.group, cols, ' (continued)');
      }
    });
    if (!sections.length) doc.font(FONT.oblique).fontSize(10).text('Nothing on this pull yet.', cols.box);
    for (const s of sections) {
      at = null;
      ensure(doc, 40);
      sectionBar(doc, s, cols);
      for (const g of s.groups) {
        at = null;
        ensure(doc, 30);
        groupHeading(doc, g.name, cols);
        at = { section: s, group: g.name };
        for (const line of g.lines) row(doc, line, sheet.isForClient, cols, checkOff);
      }
    }
    at = null;
    ensure(doc, 30);
    doc.moveDown(0.6).font(FONT.bold).fontSize(10).fillColor('#0f172a');
    doc.text(
      `Total weight: ${sheet.weight.toLocaleString('en-US', { maximumFractionDigits: 1 })} lbs`,
      cols.box,
      doc.y,
      {
        width: cols.right - cols.box,
        align: 'right',
      },
    );
    footer(doc);
  });
});

const totalOf = (sections: ReturnType<typeof printSections>) =>
  sections.reduce(
    (sum, s) => sum + s.groups.reduce((g, x) => g + x.lines.reduce((l, y) => l + y.weight, 0), 0),
    0,
  );

function sectionBar(doc: PdfDocument, s: PrintSection, cols: Cols, suffix = '') {
  const y = doc.y + 4;
  doc.rect(cols.box, y, cols.right - cols.box, 16).fill(s.department.colorHex);
  doc
    .font(FONT.bold)
    .fontSize(10)
    .fillColor(s.department.contrastHex)
    .text(`${s.department.title}${suffix}`, cols.box + 4, y + 4);
  doc.y = y + 20;
}

function groupHeading(doc: PdfDocument, name: string, cols: Cols, suffix = '') {
  doc
    .font(FONT.bold)
    .fontSize(9)
    .fillColor('#334155')
    .text(`${name}${suffix}`, cols.box, doc.y + 2);
}

function columnHeads(doc: PdfDocument, cols: Cols, checkOff: boolean) {
  const y = doc.y;
  doc.font(FONT.bold).fontSize(8).fillColor('#64748b');
  if (checkOff) doc.text('✓', cols.box, y, { width: 10, align: 'center' });
  doc.text('Qty', cols.qty, y, { width: 34, align: 'right' });
  doc.text('Cat.', cols.cat, y);
  doc.text('Description', cols.desc, y);
  doc.text('Notes', cols.notes, y);
  doc
    .moveTo(cols.box, y + 11)
    .lineTo(cols.right, y + 11)
    .strokeColor('#cbd5e1')
    .lineWidth(0.5)
    .stroke();
  doc.y = y + 14;
}

function row(doc: PdfDocument, line: PrintLine, isForClient: boolean, cols: Cols, checkOff: boolean) {
  doc.font(FONT.regular).fontSize(9);
  const notes = [line.notes, isForClient ? '' : line.writerNotes ? `Writer: ${line.writerNotes}` : '']
    .filter(Boolean)
    .join('\n');
  const descWidth = cols.notes - cols.desc - 8;
  // Cross-rented units go back to their vendor: marked under the description, one line per vendor.
  const rented = line.crossRented.map(crossRentalText).join('\n');
  const rentedHeight = rented ? doc.font(FONT.bold).heightOfString(rented, { width: descWidth }) : 0;
  doc.font(FONT.regular);
  const descHeight = doc.heightOfString(line.description, { width: descWidth });
  const height = Math.max(
    descHeight + rentedHeight,
    notes ? doc.heightOfString(notes, { width: cols.right - cols.notes }) : 0,
  );
  ensure(doc, height + 4);
  // A new page's header leaves its own font size (the column heads' 8 pt): the line's is 9 pt.
  doc.fontSize(9);
  const y = doc.y + 2;
  if (checkOff)
    doc
      .rect(cols.box + 1, y + 1, 9, 9)
      .lineWidth(0.75)
      .stroke('#0f172a');
  doc
    .fillColor('#0f172a')
    .font(FONT.bold)
    .text(String(line.quantity), cols.qty, y, { width: 34, align: 'right' });
  doc.font(FONT.regular).text(line.categoryNumber, cols.cat, y);
  doc.text(line.description, cols.desc, y, { width: descWidth });
  if (rented)
    doc
      .font(FONT.bold)
      .fillColor('#b45309')
      .text(rented, cols.desc, y + descHeight, { width: descWidth });
  if (notes)
    doc
      .font(FONT.regular)
      .fillColor('#475569')
      .text(notes, cols.notes, y, { width: cols.right - cols.notes });
  doc.y = y + height + 2;
}

function ensure(doc: PdfDocument, space: number) {
  if (doc.y + space > doc.page.height - 50) doc.addPage();
}

const footer = (doc: PdfDocument) => pageFooters(doc, (page, pages) => `Page ${page} of ${pages}`);
