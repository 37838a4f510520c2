import type { CallSheet, CallSheetCrew } from '../../../../contracts/event-call-sheet.js';
import { FONT, type PdfDocument, pageFooters, pdfDrawing, renderPdf } from '../../../platform/pdf.js';

const LEFT = 36;
const RIGHT = 576;
const COL = { name: LEFT, role: 196, phone: 346, call: 440 };
const INK = '#0f172a';
const SOFT = '#475569';

/**
 * The printed call sheet: the show, where (its map address), the zone every time is in, then one
 * block per crew member (name, role, phone, call and out times) with their trips beneath.
 */
export const callSheetPdf = pdfDrawing(import.meta.url, 'callSheetPdf', (sheet: CallSheet) =>
  renderPdf((doc) => {
    const e = sheet.event;
    doc
      .font(FONT.bold)
      .fontSize(16)
      .fillColor(INK)
      .text(`Call sheet  #${e.id}  ${e.showName}`, LEFT, 36, {
        width: RIGHT - LEFT,
      });
    doc.font(FONT.regular).fontSize(9.5).fillColor(SOFT);
    doc.text([e.dateRange, e.status, e.isCancelled ? 'CANCELLED' : ''].filter(Boolean).join('   ·   '));
    if (e.location) {
      doc.text(`Where: ${e.location}${e.mapUrl ? '   ' : ''}`, { continued: Boolean(e.mapUrl) });
      if (e.mapUrl) doc.fillColor('#1d4ed8').text('Map', { link: e.mapUrl, underline: true });
    }
    doc.fillColor(SOFT);
    if (e.accountManager)
      doc.text(
        `Account manager: ${e.accountManager.name}${e.accountManager.email ? ` <${e.accountManager.email}>` : ''}`,
      );
    doc.font(FONT.bold).fillColor(INK).text(`Times are the venue's: ${e.timeZone}`);
    doc.moveDown(0.6);
    const heads = () => {
      const y = doc.y;
      doc.font(FONT.bold).fontSize(9).fillColor(INK);
      doc.text('Name', COL.name, y).text('Role', COL.role, y).text('Phone', COL.phone, y);
      doc.text('Call / Out', COL.call, y);
      doc
        .moveTo(LEFT, doc.y + 2)
        .lineTo(RIGHT, doc.y + 2)
        .lineWidth(0.75)
        .stroke(INK);
      doc.y += 6;
    };
    heads();
    doc.on('pageAdded', () => {
      doc.y = 36;
      heads();
    });
    if (!sheet.crew.length)
      doc.font(FONT.oblique).fontSize(10).fillColor(SOFT).text('No confirmed crew yet.', LEFT);
    for (const c of sheet.crew) crewBlock(doc, c);
    pageFooters(
      doc,
      (page, pages) => `#${e.id} call sheet · printed ${sheet.printedAt} · page ${page} of ${pages}`,
    );
  }),
);

function crewBlock(doc: PdfDocument, c: CallSheetCrew) {
  const tripLines = c.travel.map(
    (t) =>
      `${t.summary}${t.isEstimated ? ' (estimated)' : ''}: departs ${t.prettyDeparts}, arrives ${t.prettyArrives}`,
  );
  doc.font(FONT.regular).fontSize(8.5);
  const tripsHeight = tripLines.reduce((h, l) => h + doc.heightOfString(l, { width: RIGHT - COL.role }), 0);
  if (doc.y + 30 + tripsHeight > doc.page.height - 50) doc.addPage();
  const y = doc.y;
  doc
    .font(FONT.bold)
    .fontSize(10)
    .fillColor(INK)
    .text(c.name, COL.name, y, { width: COL.role - COL.name - 8 });
  const after = [doc.y];
  doc.font(FONT.regular).fontSize(9.5).fillColor(INK);
  doc.text(c.role, COL.role, y, { width: COL.phone - COL.role - 8 });
  if (c.category !== c.role)
    doc
      .fillColor(SOFT)
      .fontSize(8.5)
      .text(c.category, { width: COL.phone - COL.role - 8 });
  after.push(doc.y);
  doc
    .fontSize(9.5)
    .fillColor(INK)
    .text(c.phone ?? '—', COL.phone, y, { width: COL.call - COL.phone - 8 });
  after.push(doc.y);
  doc.text(`Call ${c.prettyCall}`, COL.call, y, { width: RIGHT - COL.call });
  doc.fillColor(SOFT).text(`Out ${c.prettyOut}`, { width: RIGHT - COL.call });
  after.push(doc.y);
  doc.y = Math.max(...after);
  doc.font(FONT.regular).fontSize(8.5).fillColor(SOFT);
  for (const line of tripLines) doc.text(line, COL.role, doc.y, { width: RIGHT - COL.role });
  doc.y += 4;
  doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).lineWidth(0.25).stroke('#cbd5e1');
  doc.y += 5;
}
