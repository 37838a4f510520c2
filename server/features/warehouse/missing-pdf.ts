import { FONT, pdfDrawing, renderPdf } from '../../platform/pdf.js';

/** What the missing list prints: plain data, drawn in a PDF worker. */
export interface MissingSheet {
  title: string;
  printedAt: string;
  lines: {
    categoryNumber: string;
    description: string;
    department: string;
    loaded: number;
    missing: number;
  }[];
}

const LEFT = 48;
const COLUMNS = { missing: LEFT, number: LEFT + 70, description: LEFT + 140 };

/** One page per ~40 lines: what went out and has not come back, with a box to tick when found. */
export const missingPdf = pdfDrawing(import.meta.url, 'missingPdf', (sheet: MissingSheet) =>
  renderPdf((doc) => {
    doc.font(FONT.bold).fontSize(16).fillColor('#0f172a').text('Not returned', LEFT, 48);
    doc.font(FONT.regular).fontSize(10).fillColor('#334155').text(sheet.title, LEFT, 70);
    doc.fontSize(8).fillColor('#64748b').text(`Printed ${sheet.printedAt}`, LEFT, 84);
    let y = 110;
    const header = () => {
      doc.font(FONT.bold).fontSize(9).fillColor('#0f172a');
      doc
        .text('Missing', COLUMNS.missing, y)
        .text('Cat.', COLUMNS.number, y)
        .text('Description', COLUMNS.description, y);
      y += 16;
    };
    header();
    if (!sheet.lines.length)
      doc.font(FONT.oblique).fontSize(10).text('Everything that went out is back.', LEFT, y);
    for (const line of sheet.lines) {
      if (y > 740) {
        doc.addPage();
        y = 48;
        header();
      }
      doc.rect(COLUMNS.missing, y - 1, 9, 9).stroke('#0f172a');
      doc.font(FONT.bold).fontSize(10).fillColor('#0f172a');
      doc.text(`${line.missing} of ${line.loaded}`, COLUMNS.missing + 14, y, { lineBreak: false });
      doc.font(FONT.regular).text(line.categoryNumber, COLUMNS.number, y, { lineBreak: false });
      doc.text(`${line.description}  ·  ${line.department}`, COLUMNS.description, y, {
        width: 612 - COLUMNS.description - LEFT,
        height: 13,
        ellipsis: true,
      });
      y += 18;
    }
  }),
);
