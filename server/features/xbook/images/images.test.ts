import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../../test/agent.js';
import { dbChecksum } from '../../../../test/harness/checksum.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { selectRows } from '../../../platform/db/types.js';
import { buildLibrary, GIF_1PX, type Library, multipartBody, PNG_BLUE, PNG_RED } from '../test-fixture.js';
import { sniffImage } from './store.js';

let t: TestApp;
let admin: Agent;
let tech: Agent;
let lib: Library;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t.app, t.db, 'admin')).agent;
  tech = (await loginAs(t.app, t.db, 'tech')).agent;
  lib = await buildLibrary(t.db);
});
afterAll(() => t.close());

const upload = (itemId: number, file?: { bytes: Buffer; filename: string; type: string }) =>
  admin.call({ method: 'POST', url: `/xbook/items/${itemId}/image`, ...multipartBody(file) });
const hasImage = async (itemId: number) =>
  (await tech.call({ method: 'GET', url: `/xbook/items/${itemId}/has-image` })).json().hasImage;
const imageOf = async (itemId: number) =>
  (await tech.call({ method: 'GET', url: `/xbook/items/${itemId}/image` })).json().imageSource;
/** The images stored (in the database since issue 17.5), by file name. */
const filesOnDisk = async () =>
  (
    await selectRows<{ file_name: string }>(
      t.db,
      sql`select file_name from xbook_image_bytes order by file_name`,
    )
  ).map((r) => r.file_name);

describe('item images', () => {
  it('has none at first', async () => {
    expect(await hasImage(lib.items.mic.id)).toBe(false);
    expect(await imageOf(lib.items.mic.id)).toBeNull();
    expect((await tech.call({ method: 'GET', url: '/xbook/items/2147483000/has-image' })).statusCode).toBe(
      404,
    );
    expect((await tech.call({ method: 'GET', url: '/xbook/items/2147483000/image' })).statusCode).toBe(404);
  });

  it("uploads one for the item's category: every item of that category shows it", async () => {
    const res = await upload(lib.items.mic.id, { bytes: PNG_RED, filename: 'mic.png', type: 'image/png' });
    expect(res.statusCode, res.body).toBe(200);
    const source = res.json().imageSource as string;
    expect(source).toMatch(/^\/xbook\/images\/[a-f0-9]{32}\.png$/);
    expect(await filesOnDisk()).toEqual([path.basename(source)]);
    expect(await hasImage(lib.items.podiumMic.id)).toBe(true);
    expect(await imageOf(lib.items.podiumMic.id)).toBe(source);
    const items = (await tech.call({ method: 'GET', url: `/xbook/sheets/${lib.podium.id}/items` })).json()
      .items;
    expect(items[0].hasImage).toBe(true);
    expect(await hasImage(lib.items.cable.id)).toBe(false);
  });

  it('serves it with caching headers to anyone signed in, and 304 when unchanged', async () => {
    const source = await imageOf(lib.items.mic.id);
    const res = await tech.call({ method: 'GET', url: source });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PNG_RED)).toBe(true);
    const again = await tech.call({
      method: 'GET',
      url: source,
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // A browser opening the address gets the image, not the app page.
    expect((await tech.call({ method: 'GET', url: source, page: true })).headers['content-type']).toBe(
      'image/png',
    );
    expect((await tech.call({ method: 'GET', url: `/xbook/images/${'0'.repeat(32)}.png` })).statusCode).toBe(
      404,
    );
    expect((await tech.call({ method: 'GET', url: '/xbook/images/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(
      400,
    );
    const { agent: nobody } = await loginAs(t.app, t.db, null);
    expect((await nobody.call({ method: 'GET', url: source })).statusCode).toBe(401);
  });

  it('replaces it under a new name and removes the old file', async () => {
    const old = await imageOf(lib.items.mic.id);
    const res = await upload(lib.items.podiumMic.id, {
      bytes: GIF_1PX,
      filename: 'new.gif',
      type: 'image/gif',
    });
    expect(res.statusCode, res.body).toBe(200);
    const source = res.json().imageSource;
    expect(source).not.toBe(old);
    expect(source).toMatch(/\.gif$/);
    expect(await imageOf(lib.items.mic.id)).toBe(source);
    expect(await filesOnDisk()).toEqual([path.basename(source)]);
    expect((await tech.call({ method: 'GET', url: old })).statusCode).toBe(404);
  });

  it('judges by content, not by name: a text file called .png is refused, a PNG called .txt is taken', async () => {
    const before = await dbChecksum(t.db);
    const fake = await upload(lib.items.tape.id, {
      bytes: Buffer.from('this is not a png'),
      filename: 'x.png',
      type: 'image/png',
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.message).toBe(
      'That file is not an image. Please select a PNG, JPEG, GIF or WebP image.',
    );
    const svg = await upload(lib.items.tape.id, {
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      filename: 'x.svg',
      type: 'image/svg+xml',
    });
    expect(svg.statusCode).toBe(400);
    expect(await dbChecksum(t.db)).toBe(before);
    const real = await upload(lib.items.tape.id, {
      bytes: PNG_BLUE,
      filename: 'notes.txt',
      type: 'text/plain',
    });
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json().imageSource).toMatch(/\.png$/);
    expect(await hasImage(lib.items.tape.id)).toBe(true);
  });

  it("says 'Please select an image' without a file, and refuses a file over the limit", async () => {
    const before = await dbChecksum(t.db);
    const none = await upload(lib.items.cable.id);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Please select an image');
    const empty = await upload(lib.items.cable.id, {
      bytes: Buffer.alloc(0),
      filename: 'e.png',
      type: 'image/png',
    });
    expect(empty.json().error.message).toBe('Please select an image');
    const big = Buffer.concat([PNG_RED, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(lib.items.cable.id, { bytes: big, filename: 'big.png', type: 'image/png' });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.message).toBe('That image is too large: the limit is 5 MB.');
    const huge = await upload(lib.items.cable.id, {
      bytes: Buffer.alloc(11 * 1024 * 1024),
      filename: 'h.png',
      type: 'image/png',
    });
    expect(huge.statusCode).toBe(413);
    const json = await admin.call({
      method: 'POST',
      url: `/xbook/items/${lib.items.cable.id}/image`,
      payload: { image: { type: 'file', filename: 'a.png', mimetype: 'image/png' } },
    });
    expect(json.statusCode).toBe(400);
    const section = await upload(lib.items.section.id, {
      bytes: PNG_RED,
      filename: 's.png',
      type: 'image/png',
    });
    expect(section.statusCode).toBe(400);
    expect(
      (await upload(2147483000, { bytes: PNG_RED, filename: 'a.png', type: 'image/png' })).statusCode,
    ).toBe(404);
    expect(await dbChecksum(t.db)).toBe(before);
  });

  it('deletes it for every item of the same category, and its file', async () => {
    const source = await imageOf(lib.items.mic.id);
    const res = await admin.call({ method: 'DELETE', url: `/xbook/items/${lib.items.podiumMic.id}/image` });
    expect(res.statusCode, res.body).toBe(200);
    expect(await hasImage(lib.items.mic.id)).toBe(false);
    expect(await filesOnDisk()).not.toContain(path.basename(source));
    expect(
      (await admin.call({ method: 'DELETE', url: `/xbook/items/${lib.items.mic.id}/image` })).statusCode,
    ).toBe(404);
    expect(
      (await admin.call({ method: 'DELETE', url: `/xbook/items/${lib.items.section.id}/image` })).statusCode,
    ).toBe(400);
  });
});

describe('sniffImage', () => {
  it('knows PNG, JPEG, GIF and WebP by their bytes only', () => {
    expect(sniffImage(PNG_RED)?.contentType).toBe('image/png');
    expect(sniffImage(GIF_1PX)?.contentType).toBe('image/gif');
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))?.contentType).toBe('image/jpeg');
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(8),
    ]);
    expect(sniffImage(webp)?.contentType).toBe('image/webp');
    expect(sniffImage(Buffer.from('GIF89a'))).toBeUndefined();
    expect(sniffImage(Buffer.from('<html>'))).toBeUndefined();
    expect(sniffImage(PNG_RED.subarray(0, 8))).toBeUndefined();
  });
});
