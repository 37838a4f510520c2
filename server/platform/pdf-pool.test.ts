import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf.js';
import { crashingPdf, failingPdf, gate, gatedPdf, misnamedPdf, threadPdf } from '../../test/pdf-drawings.js';
import { AppError } from './http/errors.js';
import { createPdfPool, type PdfPool } from './pdf-pool.js';

/** Issue "one request must never take the server down", point 5: PDFs are drawn off the event loop. */
let pool: PdfPool;
afterEach(() => pool.close());

const until = async (ok: () => boolean) => {
  while (!ok()) await new Promise((r) => setTimeout(r, 5));
};

describe('the PDF pool', () => {
  it('draws in a worker thread, not on the event loop, and hands back the PDF', async () => {
    pool = createPdfPool({ size: 1 });
    const pdf = await pool.render(threadPdf, { text: 'Łódź 日本語' });
    const { text } = await pdfText(pdf);
    const drawnBy = Number(/from thread (\d+)/.exec(text)?.[1]);
    expect(text).toContain('Łódź 日本語');
    expect(drawnBy).not.toBe(threadId);
    expect(pool.stats()).toEqual({ drawing: 0, waiting: 0, workers: 1 });
  });

  it('rejects a print whose drawing fails, and its worker draws the next', async () => {
    pool = createPdfPool({ size: 1 });
    await expect(pool.render(failingPdf, null)).rejects.toThrow('no such page');
    await expect(pool.render(misnamedPdf, null)).rejects.toThrow('exports no drawing noSuchExport');
    expect((await pdfText(await pool.render(threadPdf, { text: 'next' }))).text).toContain('next');
    expect(pool.stats().workers).toBe(1);
  });

  it('rejects the print of a worker that crashes, and starts another worker for the next', async () => {
    pool = createPdfPool({ size: 1 });
    const before = Number(
      /thread (\d+)/.exec((await pdfText(await pool.render(threadPdf, { text: 'a' }))).text)?.[1],
    );
    await expect(pool.render(crashingPdf, null)).rejects.toThrow(
      /PDF worker stopped while drawing crashingPdf/,
    );
    const after = Number(
      /thread (\d+)/.exec((await pdfText(await pool.render(threadPdf, { text: 'b' }))).text)?.[1],
    );
    expect(after).not.toBe(before);
    expect(pool.stats()).toEqual({ drawing: 0, waiting: 0, workers: 1 });
  });

  it('queues prints past its workers, and refuses (503) past the queue', async () => {
    pool = createPdfPool({ size: 1, maxWaiting: 1 });
    const g = gate();
    const held = pool.render(gatedPdf, { gate: g.buffer });
    const queued = pool.render(threadPdf, { text: 'queued' });
    expect(pool.stats()).toMatchObject({ drawing: 1, waiting: 1 });
    const refused = await pool.render(threadPdf, { text: 'one too many' }).catch((e: AppError) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(503);
    g.open();
    expect((await pdfText(await held)).text).toContain('opened');
    expect((await pdfText(await queued)).text).toContain('queued');
  });

  it('ends a worker left idle, and starts one again for the next print', async () => {
    pool = createPdfPool({ size: 1, idleMs: 50 });
    await pool.render(threadPdf, { text: 'a' });
    await until(() => pool.stats().workers === 0);
    expect((await pdfText(await pool.render(threadPdf, { text: 'b' }))).text).toContain('b');
  });

  it('on close, rejects the prints in flight and waiting, and ends its workers', async () => {
    pool = createPdfPool({ size: 1 });
    const g = gate();
    const held = pool.render(gatedPdf, { gate: g.buffer }).catch((e: Error) => e);
    const queued = pool.render(threadPdf, { text: 'never' }).catch((e: Error) => e);
    await until(() => pool.stats().drawing === 1);
    await pool.close();
    expect(await held).toBeInstanceOf(Error);
    expect(await queued).toBeInstanceOf(AppError);
    expect(pool.stats()).toEqual({ drawing: 0, waiting: 0, workers: 0 });
    await expect(pool.render(threadPdf, { text: 'after' })).rejects.toThrow(/restarting/);
  });
});
