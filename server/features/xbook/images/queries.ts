import { eq, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../../platform/db/types.js';
import { xbookItemImages } from '../schema.js';

/** Whose image it is: a category's or a misc item's. */
export type ImageOwner = { categoryId: number } | { miscItemId: number };

const ownedBy = (owner: ImageOwner) =>
  'categoryId' in owner
    ? eq(xbookItemImages.categoryId, owner.categoryId)
    : eq(xbookItemImages.miscItemId, owner.miscItemId);

export interface ImageRow {
  id: number;
  fileName: string;
  contentType: string;
}

const columns = {
  id: xbookItemImages.id,
  fileName: xbookItemImages.fileName,
  contentType: xbookItemImages.contentType,
};

export async function findImage(db: Db, owner: ImageOwner): Promise<ImageRow | undefined> {
  const [row] = await db.select(columns).from(xbookItemImages).where(ownedBy(owner));
  return row;
}

export async function findImageByFile(db: Db, fileName: string): Promise<ImageRow | undefined> {
  const [row] = await db.select(columns).from(xbookItemImages).where(eq(xbookItemImages.fileName, fileName));
  return row;
}

/** Inside a transaction: the owner's current image, locked, so two uploads take turns. */
export async function lockImage(tx: Db, owner: ImageOwner): Promise<ImageRow | undefined> {
  const where =
    'categoryId' in owner ? sql`category_id = ${owner.categoryId}` : sql`misc_item_id = ${owner.miscItemId}`;
  const [row] = await selectRows<{ id: number; file_name: string; content_type: string }>(
    tx,
    sql`select id, file_name, content_type from xbook_item_images where ${where} for update`,
  );
  return row && { id: row.id, fileName: row.file_name, contentType: row.content_type };
}

export async function insertImage(
  tx: Db,
  owner: ImageOwner,
  file: { fileName: string; contentType: string; byteSize: number; userId: number },
): Promise<void> {
  const values = {
    fileName: file.fileName,
    contentType: file.contentType,
    byteSize: file.byteSize,
    uploadedByUserId: file.userId,
  };
  // Two first uploads at once: the later one wins (its file is the one kept).
  await tx
    .insert(xbookItemImages)
    .values({ ...owner, ...values })
    .onConflictDoUpdate({
      target: 'categoryId' in owner ? xbookItemImages.categoryId : xbookItemImages.miscItemId,
      set: values,
    });
}

export async function replaceImage(
  tx: Db,
  id: number,
  file: { fileName: string; contentType: string; byteSize: number; userId: number },
): Promise<void> {
  await tx
    .update(xbookItemImages)
    .set({
      fileName: file.fileName,
      contentType: file.contentType,
      byteSize: file.byteSize,
      uploadedByUserId: file.userId,
    })
    .where(eq(xbookItemImages.id, id));
}

export async function deleteImage(db: Db, owner: ImageOwner): Promise<ImageRow | undefined> {
  const [row] = await db.delete(xbookItemImages).where(ownedBy(owner)).returning(columns);
  return row;
}
