import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../../test/agent.js';
import { dbChecksum } from '../../../../test/harness/checksum.js';
import { pdfText } from '../../../../test/pdf.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { xbookSheetItems } from '../schema.js';
import { buildLibrary, type Library } from '../test-fixture.js';
import { linePitch } from './blocks.js';
import { cableColor } from './color-code.js';

let t: TestApp;
let admin: Agent;
let staff: Agent;
let staffName: string;
let lib: Library;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t.app, t.db, 'admin')).agent;
  const s = await loginAs(t.app, t.db, 'staff');
  staff = s.agent;
  staffName = s.user!.name;
  lib = await buildLibrary(t.db);
});
afterAll(() => t.close());

const print = (agent: Agent, sheetId: number, query = '') =>
  agent.call({ method: 'GET', url: `/xbook/sheets/${sheetId}/pdf${query ? `?${query}` : ''}`, page: true });
const settingsOf = async (sheetId: number) =>
  (await admin.call({ method: 'GET', url: `/xbook/sheets/${sheetId}` })).json().sheet.print_settings;

describe('the sheet PDF', () => {
  it('prints with the defaults of spec 9 and saves them, with who printed', async () => {
    const res = await print(staff, lib.kit.id);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="content-sheet-${lib.kit.id}.pdf"`);
    const { text, pages } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    for (const words of [
      'Breakout Audio Kit',
      'Check batteries',
      'Microphones',
      'Shure SM58 Microphone',
      'With clips',
      'XLR Cable 25ft',
      lib.tape.name,
      'Standard Packages / Breakouts',
      `Printed`,
      staffName,
      'Page 1 of 1',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('Cable Colour Code');
    expect(await settingsOf(lib.kit.id)).toMatchObject({
      contact_name: staffName,
      size: 12,
      column_qty: 1,
      left_margin: 25,
      line_height: 1,
      include_color_code: false,
    });
  });

  it('honours non-default settings, prints the cable colour code, and remembers them', async () => {
    const res = await print(
      admin,
      lib.kit.id,
      'fontSize=20&leftMargin=0&lineHeight=150&colQty=2&colorCode=true',
    );
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('Cable Colour Code');
    expect(text).toContain('Yellow: 16 to 25ft');
    const settings = await settingsOf(lib.kit.id);
    expect(settings).toMatchObject({
      size: 20,
      column_qty: 2,
      left_margin: 0,
      line_height: 1.5,
      include_color_code: true,
    });
    expect(settings.contact_name).not.toBe(staffName);
  });

  it('says No Items for an empty sheet', async () => {
    const { text } = await pdfText((await print(staff, lib.screens.id)).rawPayload);
    expect(text).toContain('No Items');
  });

  it('refuses settings outside their ranges, printing and saving nothing', async () => {
    const before = await dbChecksum(t.db);
    for (const q of [
      'fontSize=4',
      'fontSize=31',
      'fontSize=abc',
      'leftMargin=-1',
      'leftMargin=101',
      'lineHeight=45',
      'lineHeight=155',
      'lineHeight=52',
      'colQty=4',
      'colQty=-1',
    ]) {
      const res = await print(staff, lib.kit.id, q);
      expect(res.statusCode, q).toBe(400);
      expect(res.headers['content-type'], q).toMatch(/json/);
    }
    expect((await print(staff, 2147483000)).statusCode).toBe(404);
    expect(await dbChecksum(t.db)).toBe(before);
    for (const q of [
      'fontSize=5&leftMargin=100&lineHeight=50&colQty=0',
      'fontSize=30&lineHeight=150&colQty=3',
    ])
      expect((await print(staff, lib.kit.id, q)).statusCode, q).toBe(200);
  });

  it('lays a long sheet in columns: Auto takes as few pages as it can', async () => {
    await t.db.insert(xbookSheetItems).values(
      Array.from({ length: 150 }, (_, i) => ({
        sheetId: lib.podium.id,
        departmentId: lib.audio.id,
        kind: 'category' as const,
        categoryId: lib.mic.id,
        quantity: i + 1,
        sortOrder: i + 10,
      })),
    );
    const pagesOf = async (q: string) =>
      (await pdfText((await print(staff, lib.podium.id, q)).rawPayload)).pages;
    const one = await pagesOf('colQty=1');
    const three = await pagesOf('colQty=3');
    const auto = await pagesOf('colQty=0');
    expect(one).toBeGreaterThan(three);
    expect(auto).toBe(three);
    expect(await pagesOf('colQty=1&fontSize=30')).toBeGreaterThan(one);
    expect(await pagesOf('colQty=1&lineHeight=50')).toBeLessThan(one);
    expect((await settingsOf(lib.podium.id)).column_qty).toBe(1);
  });
});

describe('print helpers', () => {
  it('spaces lines from 1.0 to 1.5 times the font size, 1.25 at 100%', () => {
    expect(linePitch(10, 50)).toBeCloseTo(10);
    expect(linePitch(10, 100)).toBeCloseTo(12.5);
    expect(linePitch(10, 150)).toBeCloseTo(15);
  });

  it('colours cables by the length in their name, and nothing else', () => {
    expect(cableColor('XLR Cable 25ft')?.name).toBe('Yellow');
    expect(cableColor('SDI 12G Cable 6ft')?.name).toBe('Red');
    expect(cableColor('Socapex 19-pin Cable 150ft')?.name).toBe('Purple');
    expect(cableColor('Edison Extension Cable 12/3 100ft')?.name).toBe('Blue');
    expect(cableColor('Chain Bag 80ft')).toBeUndefined();
    expect(cableColor('XLR Cable')).toBeUndefined();
  });
});
