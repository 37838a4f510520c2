import type { ContentSheet, PdfQuery, SheetItem } from '../../../../contracts/xbook.js';
import { FONT, pdfDrawing, renderPdf } from '../../../platform/pdf.js';
import { blocksOf, linePitch, type Metrics } from './blocks.js';
import { drawBlock, drawHeader, footers, MUTED } from './draw.js';
import { layout, PAGE } from './layout.js';

/** What a content sheet's print is made from: plain data, drawn in a PDF worker. */
export interface SheetPrint {
  sheet: ContentSheet;
  items: readonly SheetItem[];
  settings: PdfQuery;
  context: { department: string; printed: string };
}

export const sheetPdf = pdfDrawing(import.meta.url, 'sheetPdf', (p: SheetPrint) =>
  drawSheet(p.sheet, p.items, p.settings, p.context),
);

/** The content sheet as a PDF: name, folder, category and notes, then its lines in columns. */
function drawSheet(
  sheet: ContentSheet,
  items: readonly SheetItem[],
  settings: PdfQuery,
  context: { department: string; printed: string },
): Promise<Buffer> {
  const left = settings.leftMargin;
  return renderPdf(
    (doc) => {
      const blocks = blocksOf(items, settings.colorCode);
      doc.font(FONT.bold).fontSize(settings.fontSize);
      const widest = Math.max(...blocks.map((b) => (b.kind === 'item' ? doc.widthOfString(b.qty) : 0)), 0);
      const m: Metrics = {
        fs: settings.fontSize,
        pitch: linePitch(settings.fontSize, settings.lineHeight),
        colorCode: settings.colorCode,
        hasCables: blocks.some((b) => b.kind === 'item' && b.color),
        qtyWidth: Math.max(widest, doc.widthOfString('00')) + 8,
        checkOff: settings.checkOff,
      };
      // The header is measured by drawing it on the first page, which is where it goes anyway.
      const top = drawHeader(doc, sheet, context.department, m, left);
      if (!blocks.length) {
        doc.font(FONT.oblique).fontSize(settings.fontSize).fillColor(MUTED).text('No Items', left, top);
      }
      const choices = settings.colQty === 0 ? [1, 2, 3] : [settings.colQty];
      const best = choices
        .map((n) => layout(doc, blocks, n, m, top, left))
        .reduce((a, b) => (b.pages < a.pages ? b : a));
      let page = 0;
      for (const p of best.placed) {
        while (page < p.page) {
          doc.addPage();
          page++;
        }
        drawBlock(doc, p, m);
      }
      footers(doc, sheet, context.printed, left);
    },
    {
      margin: undefined,
      margins: { top: PAGE.top, bottom: 0, left, right: PAGE.right },
      info: { Title: sheet.name },
    },
  );
}
