import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PdfDrawing } from './pdf.js';
import { createPdfPool, type PdfPool } from './pdf-pool.js';
import { createPrintLimit, type PrintLimits } from './print-limit.js';

/** Draws a print in a PDF worker. */
export type Draw = <I>(drawing: PdfDrawing<I>, input: I) => Promise<Buffer>;

/** Every print route goes through here (app.prints). */
export interface Prints {
  /**
   * One print for the request's session: refused (429) past the session's share, then `make`
   * gathers the data (database reads stay on this thread) and hands it to `draw`.
   */
  make<T>(request: FastifyRequest, make: (draw: Draw) => Promise<T>): Promise<T>;
  pool: PdfPool;
}

/** The PDF workers and each session's share of them; the workers end when the app closes. */
export function registerPrints(app: FastifyInstance, opts: { workers: number } & PrintLimits): void {
  const pool = createPdfPool({ size: opts.workers });
  const limit = createPrintLimit(opts);
  const draw: Draw = (drawing, input) => pool.render(drawing, input);
  app.decorate('prints', {
    pool,
    async make(request, make) {
      // Print routes need a session; the address is only a fallback.
      const release = limit.take(request.sessionId ?? `address:${request.ip}`);
      try {
        return await make(draw);
      } finally {
        release();
      }
    },
  } satisfies Prints);
  app.addHook('onClose', () => pool.close());
}
