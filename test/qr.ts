import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

const DPI = 150;

/** A PDF's pages as pdftoppm draws them (what a printer would print), at 150 dpi. */
export function pdfPages(bytes: Buffer | Uint8Array): PNG[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qr-'));
  try {
    fs.writeFileSync(path.join(dir, 'in.pdf'), bytes);
    execFileSync('pdftoppm', ['-png', '-r', String(DPI), path.join(dir, 'in.pdf'), path.join(dir, 'page')]);
    return fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .sort()
      .map((f) => PNG.sync.read(fs.readFileSync(path.join(dir, f))));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of the QR code inside a box of the page (in PDF points), or null when none reads. */
export function readQr(
  page: PNG,
  box: { x: number; y: number; width: number; height: number },
): string | null {
  const k = DPI / 72;
  const x0 = Math.max(0, Math.round(box.x * k));
  const y0 = Math.max(0, Math.round(box.y * k));
  const w = Math.min(page.width - x0, Math.round(box.width * k));
  const h = Math.min(page.height - y0, Math.round(box.height * k));
  const pixels = new Uint8ClampedArray(w * h * 4);
  for (let row = 0; row < h; row++) {
    const from = ((y0 + row) * page.width + x0) * 4;
    pixels.set(page.data.subarray(from, from + w * 4), row * w * 4);
  }
  return jsQR(pixels, w, h)?.data ?? null;
}
