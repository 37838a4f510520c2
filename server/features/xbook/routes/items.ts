import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, okResponse } from '../../../../contracts/common.js';
import {
  hasImageResponse,
  idParams,
  imageFileParams,
  imageResponse,
  imageUpload,
  notesBody,
  quantityBody,
} from '../../../../contracts/xbook.js';
import { notFound } from '../../../platform/http/errors.js';
import { ImageStore } from '../image-files.js';
import * as images from '../service/images.js';
import { deleteItem, setItemNotes, setItemQuantity } from '../service/items.js';

const tags = ['xbook'];
const read = { access: 'xbook.read' as const };
const write = { access: 'xbook.write' as const };
const ok = { ok: true as const };

/** A multipart file part, as @fastify/multipart attaches it to the body. */
interface FilePart {
  toBuffer(): Promise<Buffer>;
}
const isFilePart = (part: unknown): part is FilePart =>
  typeof (part as FilePart | undefined)?.toBuffer === 'function';

/** One sheet item: quantity, notes, delete, and the image of its category or misc item. */
export const xbookItemRoutes: FastifyPluginAsyncZod<{ imageDir: string }> = async (app, { imageDir }) => {
  const store = new ImageStore(app.db, imageDir);
  // Images of older versions were files in imageDir: moved into the database once, at start.
  const imported = await store.importFiles();
  if (imported) app.log.info({ imported }, 'item images moved into the database');

  app.delete(
    '/xbook/items/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete an item from its sheet',
        params: idParams,
        response: { 200: okResponse, ...errorResponses },
      },
    },
    async (request) => {
      await deleteItem(app.db, request.params.id);
      return ok;
    },
  );

  app.patch(
    '/xbook/items/:id/quantity',
    {
      config: write,
      schema: {
        tags,
        summary: "Set an item's quantity",
        params: idParams,
        body: quantityBody,
        response: { 200: okResponse, ...errorResponses },
      },
    },
    async (request) => {
      await setItemQuantity(app.db, request.params.id, request.body.quantity);
      return ok;
    },
  );

  app.patch(
    '/xbook/items/:id/notes',
    {
      config: write,
      schema: {
        tags,
        summary: "Set an item's notes",
        params: idParams,
        body: notesBody,
        response: { 200: okResponse, ...errorResponses },
      },
    },
    async (request) => {
      await setItemNotes(app.db, request.params.id, request.body.notes);
      return ok;
    },
  );

  app.get(
    '/xbook/items/:id/has-image',
    {
      config: read,
      schema: {
        tags,
        summary: "Whether the item's category or misc item has an image",
        params: idParams,
        response: { 200: hasImageResponse, ...errorResponses },
      },
    },
    async (request) => ({ hasImage: await images.hasImage(app.db, request.params.id) }),
  );

  app.get(
    '/xbook/items/:id/image',
    {
      config: read,
      schema: {
        tags,
        summary: "The address of the item's image, or null",
        params: idParams,
        response: { 200: imageResponse, ...errorResponses },
      },
    },
    async (request) => ({ imageSource: await images.imageOf(app.db, request.params.id) }),
  );

  app.post(
    '/xbook/items/:id/image',
    {
      config: write,
      schema: {
        tags,
        summary:
          "Upload (or replace) the image of the item's category or misc item (multipart: image; PNG, JPEG, GIF or WebP, at most 5 MB)",
        params: idParams,
        body: imageUpload,
        consumes: ['multipart/form-data'],
        response: { 200: imageResponse, ...errorResponses, 413: errorResponses[400] },
      },
    },
    async (request) => {
      const part = request.body?.image;
      const bytes = isFilePart(part) ? await part.toBuffer() : undefined;
      return {
        imageSource: await images.uploadImage(app.db, store, request.user!, request.params.id, bytes),
      };
    },
  );

  app.delete(
    '/xbook/items/:id/image',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete the image: every item of the same category or misc item loses it',
        params: idParams,
        response: { 200: okResponse, ...errorResponses },
      },
    },
    async (request) => {
      await images.deleteImage(app.db, store, request.params.id);
      return ok;
    },
  );

  app.get(
    '/xbook/images/:file',
    {
      config: { ...read, browser: true },
      schema: {
        tags,
        summary: 'An item image (cached: a new upload has a new address)',
        params: imageFileParams,
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const image = await images.storedImage(app.db, file);
      const etag = `"${file}"`;
      reply
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('etag', etag)
        .header('content-disposition', 'inline');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const bytes = await store.read(image.fileName);
      if (!bytes) throw notFound('The image');
      return reply.type(image.contentType).send(bytes);
    },
  );
};
