import type { FastifyInstance } from 'fastify';
import { xbookCalls as calls } from '../../../../contracts/xbook.js';
import { notFound } from '../../../platform/http/errors.js';
import { isFilePart } from '../../../platform/http/file-part.js';
import { route } from '../../../platform/http/route.js';
import * as images from './service.js';
import { ImageStore } from './store.js';

const ok = { ok: true as const };

/** The image of a sheet item's category or misc item: ask, read, upload, delete, and its bytes. */
export async function xbookImageRoutes(app: FastifyInstance, { imageDir }: { imageDir: string }) {
  const store = new ImageStore(app.db, imageDir);
  // Images of older versions were files in imageDir: moved into the database once, at start.
  const imported = await store.importFiles();
  if (imported) app.log.info({ imported }, 'item images moved into the database');

  route(app, calls.hasImage, 'xbook.read', async ({ params }) => ({
    hasImage: await images.hasImage(app.db, params.id),
  }));
  route(app, calls.image, 'xbook.read', async ({ params }) => ({
    imageSource: await images.imageOf(app.db, params.id),
  }));
  route(app, calls.uploadImage, 'xbook.write', async ({ user, params, body }) => {
    const part = body?.image;
    const bytes = isFilePart(part) ? await part.toBuffer() : undefined;
    return { imageSource: await images.uploadImage(app.db, store, user, params.id, bytes) };
  });
  route(app, calls.deleteImage, 'xbook.write', async ({ params }) => {
    await images.deleteImage(app.db, store, params.id);
    return ok;
  });
  route(
    app,
    calls.imageFile,
    'xbook.read',
    async ({ params, request, reply }) => {
      const { file } = params;
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
    { browser: true },
  );
}
