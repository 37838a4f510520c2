import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../../platform/db/types.js';
import { xbookImageBytes, xbookItemImages } from '../schema.js';

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

const FILE_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

/**
 * Item images, kept in the database (xbook_image_bytes) under names the server makes (random,
 * never the uploader's): every process, backup, restore and export sees them. Images of older
 * versions, kept as files in `legacyDir`, are moved in by importFiles() at start.
 */
export class ImageStore {
  constructor(
    private readonly db: Db,
    readonly legacyDir?: string,
  ) {}

  /** Stores the bytes under a new random name and returns it. */
  async save(bytes: Buffer, kind: ImageKind): Promise<string> {
    const fileName = `${randomBytes(16).toString('hex')}.${kind.ext}`;
    await this.db.insert(xbookImageBytes).values({ fileName, bytes });
    return fileName;
  }

  /** The bytes of an image, or undefined when there are none. */
  async read(fileName: string): Promise<Buffer | undefined> {
    if (!FILE_NAME.test(fileName)) return undefined;
    const rows = await this.db
      .select({ bytes: xbookImageBytes.bytes })
      .from(xbookImageBytes)
      .where(eq(xbookImageBytes.fileName, fileName));
    return rows[0]?.bytes;
  }

  /** Removing an image that is already gone is not an error. */
  async remove(fileName: string): Promise<void> {
    await this.db.delete(xbookImageBytes).where(eq(xbookImageBytes.fileName, fileName));
  }

  /**
   * Moves the image files of the directory the images used to live in into the database: each one
   * an image row names and the database does not hold yet. The file is left where it was.
   */
  async importFiles(): Promise<number> {
    const dir = this.legacyDir;
    if (!dir || !fs.existsSync(dir)) return 0;
    const names = (await fsp.readdir(dir)).filter((n) => FILE_NAME.test(n));
    if (!names.length) return 0;
    const wanted = await selectRows<{ file_name: string }>(
      this.db,
      sql`select i.file_name from ${xbookItemImages} i
          where i.file_name in ${names} and not exists (
            select 1 from ${xbookImageBytes} b where b.file_name = i.file_name)`,
    );
    for (const { file_name } of wanted) {
      const bytes = await fsp.readFile(path.join(dir, file_name));
      await this.db.insert(xbookImageBytes).values({ fileName: file_name, bytes }).onConflictDoNothing();
    }
    return wanted.length;
  }
}
