import { threadId } from 'node:worker_threads';
import { FONT, pdfDrawing, renderPdf } from '../server/platform/pdf.js';

/** Drawings for the PDF pool's tests (server/platform/pdf-pool.test.ts); they run in its workers. */

/** A page saying which thread drew it. */
export const threadPdf = pdfDrawing(import.meta.url, 'threadPdf', (input: { text: string }) =>
  renderPdf((doc) => {
    doc.font(FONT.regular).fontSize(12).text(`${input.text} from thread ${threadId}`);
  }),
);

/** Fails while drawing, as a bug in a print would. */
export const failingPdf = pdfDrawing(import.meta.url, 'failingPdf', async (_: null) => {
  throw new Error('no such page');
});

/** Ends its worker in the middle of a print, as a crash of the drawing code would. */
export const crashingPdf = pdfDrawing(import.meta.url, 'crashingPdf', async (_: null) => {
  process.exit(3);
});

/** Holds its worker until the test sets `gate[0]` to 1 (a print still being drawn). */
export const gatedPdf = pdfDrawing(
  import.meta.url,
  'gatedPdf',
  async ({ gate }: { gate: SharedArrayBuffer }) => {
    const flag = new Int32Array(gate);
    while (Atomics.load(flag, 0) === 0) await new Promise((r) => setTimeout(r, 2));
    return renderPdf((doc) => doc.text('opened'));
  },
);

/** A gate for gatedPdf (memory both threads see), and the way to open it. */
export function gate() {
  const buffer = new SharedArrayBuffer(4);
  return {
    buffer,
    open() {
      Atomics.store(new Int32Array(buffer), 0, 1);
    },
  };
}

/** A drawing exported under another name than the one it was declared with. */
export const misnamedPdf = pdfDrawing(import.meta.url, 'noSuchExport', async (_: null) => Buffer.alloc(0));
