import { Worker } from 'node:worker_threads';
import { AppError } from './http/errors.js';
import type { PdfDrawing } from './pdf.js';
import type { PdfJob, PdfJobResult } from './pdf-worker.js';

/**
 * Draws PDFs in worker threads. Drawing is synchronous CPU work (a 67-page label print held the
 * event loop for most of a second, and /healthz waited behind it); here it runs beside the loop.
 */
export interface PdfPool {
  /** Draws `input` in a worker; resolves with the PDF, or rejects (503 when the queue is full). */
  render<I>(drawing: PdfDrawing<I>, input: I): Promise<Buffer>;
  /** Prints being drawn and waiting (tests wait on these). */
  stats(): { drawing: number; waiting: number; workers: number };
  /** Ends the workers; prints in flight or waiting are rejected. */
  close(): Promise<void>;
}

export interface PdfPoolOptions {
  /** Workers at most (started at the first print, ended after `idleMs` without one). */
  size: number;
  /** Prints waiting for a worker at most; more are refused with 503. */
  maxWaiting?: number;
  idleMs?: number;
}

interface Job {
  id: number;
  drawing: PdfDrawing<unknown>;
  input: unknown;
  resolve(pdf: Buffer): void;
  reject(err: Error): void;
}

interface Slot {
  worker: Worker;
  job?: Job;
  idle?: NodeJS.Timeout;
  /** What ended the worker, when it threw. */
  crash?: Error;
}

/** The worker's file: the compiled .js in dist/node, else the .ts source through a tsx bootstrap. */
function startWorker(): Worker {
  if (import.meta.url.endsWith('.js')) return new Worker(new URL('./pdf-worker.js', import.meta.url));
  const entry = new URL('./pdf-worker.ts', import.meta.url).href;
  return new Worker(new URL('./pdf-worker-tsx.mjs', import.meta.url), { workerData: { entry } });
}

export function createPdfPool({ size, maxWaiting = size * 8, idleMs = 60_000 }: PdfPoolOptions): PdfPool {
  const slots = new Set<Slot>();
  const waiting: Job[] = [];
  let nextId = 1;
  let closed = false;

  const finish = (slot: Slot) => {
    slot.job = undefined;
    // Ended after a while without prints (its memory back); out of the pool at once, so no print
    // is handed to a worker on its way out.
    slot.idle = setTimeout(() => {
      slots.delete(slot);
      void slot.worker.terminate();
    }, idleMs);
    slot.idle.unref();
    pump();
  };

  const spawn = (): Slot => {
    const slot: Slot = { worker: startWorker() };
    // A worker never keeps the process alive: a print in flight belongs to a request that does.
    slot.worker.unref();
    slot.worker.on('message', (m: PdfJobResult) => {
      const job = slot.job;
      if (!job || job.id !== m.id) return;
      if ('bytes' in m) job.resolve(Buffer.from(m.bytes));
      else job.reject(new Error(`PDF ${job.drawing.name} failed in its worker: ${m.error}`));
      finish(slot);
    });
    slot.worker.on('error', (err) => {
      slot.crash = err;
    });
    // A worker that dies (a crash, or its idle end) is dropped; the next print starts another.
    slot.worker.on('exit', (code) => {
      slots.delete(slot);
      clearTimeout(slot.idle);
      if (slot.job) {
        const why = slot.crash?.message ?? `exit code ${code}`;
        slot.job.reject(new Error(`The PDF worker stopped while drawing ${slot.job.drawing.name} (${why})`));
      }
      if (!closed) pump();
    });
    slots.add(slot);
    return slot;
  };

  function pump() {
    while (waiting.length && !closed) {
      let slot = [...slots].find((s) => !s.job);
      if (!slot && slots.size < size) slot = spawn();
      if (!slot) return;
      const job = waiting.shift()!;
      clearTimeout(slot.idle);
      slot.job = job;
      const message: PdfJob = {
        id: job.id,
        module: job.drawing.module,
        name: job.drawing.name,
        input: job.input,
      };
      slot.worker.postMessage(message);
    }
  }

  return {
    render<I>(drawing: PdfDrawing<I>, input: I) {
      if (closed)
        return Promise.reject(
          new AppError('unavailable', 'The server is restarting. Try again in a moment.'),
        );
      if (waiting.length >= maxWaiting)
        return Promise.reject(
          new AppError('unavailable', 'The server is busy making other prints. Try again in a moment.'),
        );
      return new Promise<Buffer>((resolve, reject) => {
        waiting.push({ id: nextId++, drawing: drawing as PdfDrawing<unknown>, input, resolve, reject });
        pump();
      });
    },
    stats: () => ({
      drawing: [...slots].filter((s) => s.job).length,
      waiting: waiting.length,
      workers: slots.size,
    }),
    async close() {
      closed = true;
      for (const job of waiting.splice(0))
        job.reject(new AppError('unavailable', 'The server is restarting. Try again in a moment.'));
      await Promise.all([...slots].map((s) => s.worker.terminate()));
    },
  };
}
