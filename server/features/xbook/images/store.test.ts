import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../../test/agent.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { selectRows } from '../../../platform/db/types.js';
import { buildLibrary, type Library, PNG_RED } from '../test-fixture.js';
import { ImageStore } from './store.js';

/** Issue 17.5: images were files beside one process; they are in the database now. */
let t: TestApp;
let lib: Library;
const legacyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-legacy-images-'));
beforeAll(async () => {
  t = await createTestApp();
  lib = await buildLibrary(t.db);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(legacyDir, { recursive: true, force: true });
});

describe('item image storage', () => {
  it('keeps the bytes in the database: save, read, remove', async () => {
    const store = new ImageStore(t.db);
    const name = await store.save(PNG_RED, { ext: 'png', contentType: 'image/png' });
    expect(await store.read(name)).toEqual(PNG_RED);
    await store.remove(name);
    expect(await store.read(name)).toBeUndefined();
    expect(await store.read('../../etc/passwd')).toBeUndefined();
  });

  it('moves the files of an older version into the database at start, and serves them', async () => {
    const file = `${'cd'.repeat(16)}.png`;
    fs.writeFileSync(path.join(legacyDir, file), PNG_RED);
    fs.writeFileSync(path.join(legacyDir, `${'ef'.repeat(16)}.png`), PNG_RED); // no row names it
    const [item] = await selectRows<{ category_id: number }>(
      t.db,
      sql`select category_id from xbook_sheet_items where id = ${lib.items.mic.id}`,
    );
    await t.db.execute(sql`
      insert into xbook_item_images (category_id, file_name, content_type, byte_size)
      values (${item!.category_id}, ${file}, 'image/png', ${PNG_RED.length})`);
    const store = new ImageStore(t.db, legacyDir);
    expect(await store.importFiles()).toBe(1);
    expect(await store.importFiles()).toBe(0);
    const { agent } = await loginAs(t.app, t.db, 'tech');
    const res = await agent.call({ method: 'GET', url: `/xbook/images/${file}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(PNG_RED);
  });
});
