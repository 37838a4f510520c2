import type QRCodeModule from 'qrcode';
import type { PdfDocument } from '../../../platform/pdf.js';

// Loaded by the first print that draws a code (the server has no other use for it).
let QRCode: typeof QRCodeModule | undefined;

/** Loads the QR encoder; a print awaits it before it draws (drawing is synchronous). */
export async function qrReady(): Promise<void> {
  QRCode ??= (await import('qrcode')).default;
}

/** The blank modules a reader needs around a code; drawn inside `size`, so the caller keeps it clear. */
const QUIET = 2;

/**
 * A QR code as vector squares (sharp at any printer resolution), `size` points wide including its
 * quiet zone. Level M: a label may be scuffed, and the addresses are short enough to stay small.
 */
export function drawQr(doc: PdfDocument, text: string, x: number, y: number, size: number) {
  if (!QRCode) throw new Error('drawQr before qrReady()');
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const cell = size / (n + QUIET * 2);
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  // One rectangle per run of dark modules in a row: a smaller file than one per module.
  for (let row = 0; row < n; row++) {
    let start = -1;
    for (let col = 0; col <= n; col++) {
      const dark = col < n && Boolean(modules.get(row, col));
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        doc.rect(x + (QUIET + start) * cell, y + (QUIET + row) * cell, (col - start) * cell, cell);
        start = -1;
      }
    }
  }
  doc.fill('#000000');
  doc.restore();
}

/** Where a phone goes from the printed pull and from a case label (the client's routes). */
export const pullAddress = (base: string, pullId: number) =>
  `${base.replace(/\/$/, '')}/show-pulls/${pullId}`;
export const lineAddress = (base: string, pullId: number, lineId: number) =>
  `${pullAddress(base, pullId)}/lines/${lineId}`;
