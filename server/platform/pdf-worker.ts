import { parentPort } from 'node:worker_threads';
import type { PdfDrawing } from './pdf.js';

/**
 * A PDF worker (started by pdf-pool.ts): draws one print at a time and sends its bytes back.
 * pdfkit, the fonts (pdf-fonts.ts keeps their bytes) and each drawing's module are loaded once per
 * worker, by its first print that needs them.
 */
export interface PdfJob {
  id: number;
  module: string;
  name: string;
  input: unknown;
}
export type PdfJobResult = { id: number; bytes: ArrayBuffer } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('pdf-worker.ts runs as a worker thread (pdf-pool.ts starts it)');

port.on('message', async (job: PdfJob) => {
  try {
    const drawing = (await import(job.module))[job.name] as PdfDrawing<unknown> | undefined;
    if (typeof drawing?.draw !== 'function') throw new Error(`${job.module} exports no drawing ${job.name}`);
    const pdf = await drawing.draw(job.input);
    // Moved, not copied, to the main thread: a buffer of its own (a small one may sit in a shared pool).
    const bytes = new Uint8Array(pdf.byteLength);
    bytes.set(pdf);
    port.postMessage({ id: job.id, bytes: bytes.buffer } satisfies PdfJobResult, [bytes.buffer]);
  } catch (err) {
    port.postMessage({ id: job.id, error: (err as Error).stack ?? String(err) } satisfies PdfJobResult);
  }
});
