import { MAX_IMAGE_BYTES, XBOOK_TEXT } from '../../../../contracts/xbook.js';
import type { SessionUser } from '../../../platform/auth/session-store.js';
import type { Db } from '../../../platform/db/types.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import type { ItemRow } from '../items/queries.js';
import { requireItem } from '../items/service.js';
import {
  deleteImage as deleteImageRow,
  findImage,
  findImageByFile,
  type ImageOwner,
  insertImage,
  lockImage,
  replaceImage,
} from './queries.js';
import { type ImageStore, sniffImage } from './store.js';

/** The address an image is served at: a new upload gets a new name, so it can be cached for good. */
export const imageSource = (fileName: string) => `/xbook/images/${fileName}`;

/** A category item's image is the category's; a misc item's is the misc item's; a section has none. */
function ownerOf(item: ItemRow): ImageOwner | undefined {
  if (item.kind === 'category' && item.categoryId !== null) return { categoryId: item.categoryId };
  if (item.kind === 'misc' && item.miscItemId !== null) return { miscItemId: item.miscItemId };
  return undefined;
}

function requireOwner(item: ItemRow): ImageOwner {
  const owner = ownerOf(item);
  if (!owner) throw new AppError('invalid_input', 'A section has no image');
  return owner;
}

export async function hasImage(db: Db, itemId: number): Promise<boolean> {
  return (await requireItem(db, itemId)).hasImage;
}

export async function imageOf(db: Db, itemId: number): Promise<string | null> {
  const owner = ownerOf(await requireItem(db, itemId));
  const image = owner && (await findImage(db, owner));
  return image ? imageSource(image.fileName) : null;
}

/**
 * Stores the upload as the image of the item's category or misc item, replacing the one before.
 * What counts is the bytes: a file that is not a PNG, JPEG, GIF or WebP is refused, whatever its name.
 */
export async function uploadImage(
  db: Db,
  store: ImageStore,
  user: SessionUser,
  itemId: number,
  bytes: Buffer | undefined,
): Promise<string> {
  const owner = requireOwner(await requireItem(db, itemId));
  if (!bytes || bytes.length === 0)
    throw new AppError('invalid_input', XBOOK_TEXT.imageRequired, { image: 'is missing' });
  if (bytes.length > MAX_IMAGE_BYTES)
    throw new AppError('invalid_input', XBOOK_TEXT.imageTooLarge, { image: 'too large' });
  const kind = sniffImage(bytes);
  if (!kind) throw new AppError('invalid_input', XBOOK_TEXT.notAnImage, { image: 'not an image' });
  const fileName = await store.save(bytes, kind);
  const file = { fileName, contentType: kind.contentType, byteSize: bytes.length, userId: user.id };
  let replaced: string | undefined;
  try {
    await db.transaction(async (tx) => {
      const current = await lockImage(tx, owner);
      if (current) {
        await replaceImage(tx, current.id, file);
        replaced = current.fileName;
      } else {
        await insertImage(tx, owner, file);
      }
    });
  } catch (err) {
    await store.remove(fileName);
    throw err;
  }
  if (replaced) await store.remove(replaced);
  return imageSource(fileName);
}

/** Removes the image of the item's category or misc item: every item of it loses the image. */
export async function deleteImage(db: Db, store: ImageStore, itemId: number): Promise<void> {
  const owner = requireOwner(await requireItem(db, itemId));
  const removed = await db.transaction((tx) => deleteImageRow(tx, owner));
  if (!removed) throw notFound('The image');
  await store.remove(removed.fileName);
}

/** A stored image by its file name; only names the database knows are served. */
export async function storedImage(db: Db, fileName: string) {
  const image = await findImageByFile(db, fileName);
  if (!image) throw notFound('The image');
  return image;
}
