import type { FastifyReply } from 'fastify';
import type PDFDocument from 'pdfkit';
import { FONT, setWideFonts } from './pdf-fonts.js';

export { FONT };

export type PdfDocument = InstanceType<typeof PDFDocument>;
export type PdfOptions = ConstructorParameters<typeof PDFDocument>[0];

/**
 * A kind of print, drawn in a PDF worker (pdf-pool.ts), never on the event loop: `draw` turns a
 * plain description (what structured clone copies: no functions, no class instances) into the
 * PDF's bytes. The worker finds it again as the export `name` of the module at `module`.
 */
export interface PdfDrawing<I> {
  module: string;
  name: string;
  draw(input: I): Promise<Buffer>;
}

/**
 * Declares a drawing where it is exported: `export const x = pdfDrawing(import.meta.url, 'x', draw)`.
 * The name is checked by the worker (a drawing it cannot find is an error), and by every print test.
 */
export const pdfDrawing = <I>(
  module: string,
  name: string,
  draw: (input: I) => Promise<Buffer>,
): PdfDrawing<I> => ({
  module,
  name,
  draw,
});

/**
 * Builds a PDF in memory, set in fonts that print every character (pdf-fonts.ts), and resolves
 * with its bytes. Printed documents (pull lists, labels, content sheets) are small, so a buffer beats a stream:
 * a failure while drawing becomes a normal error answer instead of a half-sent file.
 */
export async function renderPdf(draw: (doc: PdfDocument) => void, options: PdfOptions = {}): Promise<Buffer> {
  // Loaded at the first print: pdfkit and its font engine are about 25 MB the server needs only then.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 36, bufferPages: true, ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      setWideFonts(doc);
      draw(doc);
      doc.end();
    } catch (err) {
      reject(err);
    }
  });
}

/**
 * Writes each page's footer line (right-aligned, small) once the document is drawn: `text` is
 * given the page's number and the count. Needs `bufferPages` (renderPdf sets it).
 */
export function pageFooters(doc: PdfDocument, text: (page: number, pages: number) => string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    doc.font(FONT.regular).fontSize(7).fillColor('#94a3b8');
    doc.text(text(i + 1, range.count), 36, doc.page.height - 30, {
      width: doc.page.width - 72,
      align: 'right',
      lineBreak: false,
    });
  }
}

/** Answers a PDF shown in the browser's viewer (the spec opens prints in a new tab). */
export function sendPdf(reply: FastifyReply, bytes: Buffer, fileName: string): FastifyReply {
  const safe = fileName.replace(/[^\w.-]+/g, '-');
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${safe}"`)
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
