import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../../test/agent.js';
import { pdfText } from '../../../../test/pdf.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { DISPLAY_TIME_ZONE } from '../../../platform/dates.js';
import { xbookSheets } from '../schema.js';
import { buildLibrary, type Library } from '../test-fixture.js';

/** Issue 24: the sheet print prints every character, and has a check-off box per line on demand. */
let t: TestApp;
let staff: Agent;
let lib: Library;
const NAME = 'Kit ≥ 2 → Łódź 日本語 🎤';

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
  lib = await buildLibrary(t.db);
  await t.db
    .update(xbookSheets)
    .set({ name: NAME, notes: 'Zażółć gęślą jaźń' })
    .where(eq(xbookSheets.id, lib.kit.id));
});
afterAll(() => t.close());

async function print(query: string, name: string) {
  const res = await staff.call({
    method: 'GET',
    url: `/xbook/sheets/${lib.kit.id}/pdf?${query}`,
    page: true,
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  if (process.env.PRINTS_DIR) fs.writeFileSync(path.join(process.env.PRINTS_DIR, name), res.rawPayload);
  return res.rawPayload;
}

/** Where on the page a piece of text starts, in points from the left. */
async function xOf(bytes: Buffer, str: string) {
  const page = await (await getDocumentProxy(new Uint8Array(bytes))).getPage(1);
  const items = (await page.getTextContent()).items as { str: string; transform: number[] }[];
  const item = items.find((i) => i.str.trim() === str);
  expect(item, `"${str}" printed`).toBeDefined();
  return item!.transform[4]!;
}

describe('the sheet print', () => {
  it('prints Polish, arrows, Japanese and an emoji as themselves, not as "?"', async () => {
    const { text } = await pdfText(await print('', 'sheet-unicode.pdf'));
    expect(text).toContain(NAME);
    expect(text).toContain('Zażółć gęślą jaźń');
    expect(text).not.toContain('?');
  });

  it('puts a check-off box before each line only when asked (the quantities move right to make room)', async () => {
    const plain = await print('checkOff=false', 'sheet-plain.pdf');
    const checked = await print('checkOff=true&colorCode=true', 'sheet-check.pdf');
    // "6" is the quantity of the XLR cable line: further right by the box's width.
    const moved = (await xOf(checked, '6')) - (await xOf(plain, '6'));
    expect(moved).toBeGreaterThan(10);
    expect((await pdfText(checked)).text).toContain('XLR Cable 25ft');
  });

  it("words the last print's time on the server's clock (TIME_ZONE), as History and the PDF do", async () => {
    await print('', 'sheet-zone.pdf');
    const res = await staff.call({ method: 'GET', url: `/xbook/sheets/${lib.kit.id}` });
    const p = res.json().sheet.print_settings;
    const expected = new Date(p.printed_at).toLocaleString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: DISPLAY_TIME_ZONE,
    });
    expect(p.printed_at_pretty).toBe(expected);
  });
});
