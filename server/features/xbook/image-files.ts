import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface ImageKind {
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  contentType: string;
}

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * What the bytes are, whatever the file is called or claims to be: PNG (with its IHDR header),
 * JPEG, GIF or WebP; undefined for anything else (SVG is refused: it can carry script).
 */
export function sniffImage(bytes: Buffer): ImageKind | undefined {
  if (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) &&
    startsWith(bytes, ascii('IHDR'), 12)
  )
    return { ext: 'png', contentType: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff]) && bytes.length > 4)
    return { ext: 'jpg', contentType: 'image/jpeg' };
  if ((startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) && bytes.length > 13)
    return { ext: 'gif', contentType: 'image/gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8) && bytes.length > 16)
    return { ext: 'webp', contentType: 'image/webp' };
  return undefined;
}

/** Item images on disk, under names the server makes (random, never the uploader's). */
export class ImageStore {
  constructor(readonly dir: string) {}

  /** Writes the bytes under a new random name and returns it. */
  async save(bytes: Buffer, kind: ImageKind): Promise<string> {
    await fs.mkdir(this.dir, { recursive: true });
    const fileName = `${randomBytes(16).toString('hex')}.${kind.ext}`;
    await fs.writeFile(this.pathOf(fileName), bytes, { flag: 'wx' });
    return fileName;
  }

  /** Removing a file that is already gone is not an error. */
  async remove(fileName: string): Promise<void> {
    await fs.rm(this.pathOf(fileName), { force: true });
  }

  pathOf(fileName: string): string {
    if (!/^[a-f0-9]{32}\.(png|jpg|gif|webp)$/.test(fileName)) throw new Error('not an image file name');
    return path.join(this.dir, fileName);
  }
}
