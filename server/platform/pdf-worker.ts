import fs from 'node:fs';
import os from 'node:os';
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

/**
 * A print is background work: when the cores are all busy, the event loop (every other request)
 * goes first. Linux lets a thread lower its own priority (by its thread id); elsewhere it stays.
 * On a machine loaded 8 times over (test/harness/prints.test.ts), /healthz while two 67-page label
 * prints were drawn: 3.5x its idle median at the process's priority, 1.5-1.9x at 10, 1.0-1.4x at 19.
 */
try {
  const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  os.setPriority(threadId, 19);
} catch {
  // Not Linux: the worker keeps the process's priority.
}

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
