import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../../test/agent.js';
import { buildCategory, buildContact, buildDepartment, buildEvent } from '../../../../test/factories.js';
import { pdfText } from '../../../../test/pdf.js';
import { pdfPages, readQr } from '../../../../test/qr.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { pullGroups } from '../../../domains/catalog/schema.js';
import { eventItems, showPulls } from '../../../domains/shows/schema.js';
import { showPullItems } from '../schema.js';

/**
 * The printed pull list and labels (issue 20, point 6): category numbers in numeric order, as the
 * screen sorts them; cross-rented units marked with their vendor; the venue on the labels. Issue 24:
 * QR codes a phone reads (decoded here from the page as printed), the check-off column, and any
 * character in a name. Set PRINTS_DIR to keep the PDFs (to look at them: pdftoppm -png).
 */
let t: TestApp;
let staff: Agent;
let pullId: number;
/** A second pull of the event, long enough for three pages, with a name in several scripts. */
let longPullId: number;
const BASE = 'https://loadout.example.test';
const UNICODE = 'Łódź ≥ 2 → 日本語 🎤';
/** In numeric order; as text they would sort 90518, 90786, 9074, 912175, 9241. */
const NUMBERS = [9074, 9241, 90518, 90786, 912175];

beforeAll(async () => {
  t = await createTestApp({ publicUrl: `${BASE}/` });
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
  const video = await buildDepartment(t.db, { title: 'Video', colorHex: '#0e7490' });
  const [group] = await t.db
    .insert(pullGroups)
    .values({ name: 'Projection', departmentId: video.id })
    .returning();
  const vendor = await buildContact(t.db, { kind: 'vendor', companyName: 'Lone Star Rentals' });
  const event = await buildEvent(t.db, {
    id: 46001,
    showName: 'Print Order Gala',
    location: 'Hilton Anatole, Dallas TX',
  });
  const [pull] = await t.db
    .insert(showPulls)
    .values({ eventId: event.id, name: 'Main Show Pull', isMain: true })
    .returning();
  pullId = pull!.id;
  // Made in text order, so that neither the ids nor the insertion give the numeric order.
  for (const n of [...NUMBERS].sort((a, b) => String(a).localeCompare(String(b)))) {
    const c = await buildCategory(t.db, {
      categoryNumber: n,
      description: `Projector ${n}`,
      departmentId: video.id,
      pullGroupId: group!.id,
      weightLbs: 10,
    });
    const [item] = await t.db
      .insert(eventItems)
      .values({
        eventId: event.id,
        categoryId: c.id,
        description: `Projector ${n}`,
        qtyRequired: 4,
        vendorId: n === 90786 ? vendor.id : null,
      })
      .returning();
    const res = await staff.call({
      method: 'POST',
      url: '/show-pull/event-item/assign',
      payload: { showPullID: pullId, eventItemID: item!.id, qty: 4, qtyCrossRented: n === 90786 ? 2 : 0 },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const [long] = await t.db
    .insert(showPulls)
    .values({ eventId: event.id, name: 'Overflow Pull' })
    .returning();
  longPullId = long!.id;
  const [category] = await t.db.select().from(showPullItems).where(eq(showPullItems.showPullId, pullId));
  await t.db.insert(showPullItems).values(
    Array.from({ length: 90 }, (_, i) => ({
      showPullId: longPullId,
      categoryId: category!.categoryId,
      quantity: 1,
      description: i === 0 ? UNICODE : `Spare case ${i}`,
      notes: i === 0 ? 'Zażółć gęślą jaźń' : '',
      isCustom: true,
    })),
  );
});
afterAll(() => t.close());

async function pdfBytes(url: string, name: string) {
  const res = await staff.call({ method: 'GET', url, page: true });
  expect(res.statusCode).toBe(200);
  if (process.env.PRINTS_DIR) fs.writeFileSync(path.join(process.env.PRINTS_DIR, name), res.rawPayload);
  return res.rawPayload;
}
const pdf = async (url: string, name: string) => (await pdfText(await pdfBytes(url, name))).text;
const linesOf = async (id: number) =>
  (await t.db.select().from(showPullItems).where(eq(showPullItems.showPullId, id))).sort(
    (a, b) => a.id - b.id,
  );

/** Where each category number first shows in the text (they all must). */
const positions = (text: string) =>
  NUMBERS.map((n) => {
    const at = text.search(new RegExp(`(^|\\s)${n}(\\s|$)`));
    expect(at, `${n} printed`).toBeGreaterThanOrEqual(0);
    return at;
  });

describe('the printed pull', () => {
  it('lists category numbers in numeric order and marks cross-rented units with their vendor', async () => {
    const text = await pdf(`/show-pull/print?showPullID=${pullId}`, 'pull-list.pdf');
    const at = positions(text);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(text).toContain('2 cross-rented from Lone Star Rentals');
    expect(text).toContain('Hilton Anatole, Dallas TX');
  });

  it('labels in the same order, with the venue, cross-rented units on their own marked label', async () => {
    const text = await pdf(`/show-pull/labels?showPullID=${pullId}`, 'labels.pdf');
    const at = positions(text);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    // One label per line, and one more for 90786's two cross-rented units.
    expect(text.match(/Hilton Anatole, Dallas TX/g)).toHaveLength(NUMBERS.length + 1);
    expect(text.match(/CROSS-RENTAL · Lone Star Rentals/g)).toHaveLength(1);
    const rental = text.slice(text.indexOf('90786'));
    expect(rental).toMatch(/^90786\s+Projector 90786\s+2\s+QTY[\s\S]*?CROSS-RENTAL · Lone Star Rentals/);
  });
});

/** Each page's text items with their font size (points), in drawing order. */
async function pdfItems(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: { text: string; size: number }[][] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(
      content.items
        .filter(
          (x): x is typeof x & { str: string; transform: number[] } => 'str' in x && x.str.trim() !== '',
        )
        .map((x) => ({ text: x.str, size: Math.round(Math.hypot(x.transform[2]!, x.transform[3]!)) })),
    );
  }
  return pages;
}

describe('the client version and continued pages (issue 38.6)', () => {
  it("the client's Equipment List names no sub-rental vendor and has no QR code of the internal pull", async () => {
    const bytes = await pdfBytes(`/show-pull/print?showPullID=${pullId}&isForClient=true`, 'client-list.pdf');
    const text = (await pdfText(bytes)).text;
    expect(text).toContain('Equipment List');
    expect(text).toContain('Projector 90786');
    expect(text).not.toContain('Lone Star Rentals');
    expect(text).not.toContain('cross-rented');
    expect(readQr(pdfPages(bytes)[0]!, { x: 500, y: 14, width: 96, height: 96 })).toBeNull();
  });

  it('a continued page repeats its department and group, and prints its first line at the lines size', async () => {
    const pages = await pdfItems(
      await pdfBytes(`/show-pull/print?showPullID=${longPullId}`, 'pull-list-long.pdf'),
    );
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const lineSize = pages[0]!.find((x) => x.text.startsWith('Spare case'))!.size;
    expect(lineSize).toBe(9);
    for (const page of pages.slice(1)) {
      const texts = page.map((x) => x.text);
      expect(texts).toContain('Video (continued)');
      expect(texts).toContain('Projection (continued)');
      const first = page.find((x) => x.text.startsWith('Spare case'))!;
      expect(first.size).toBe(lineSize);
      // Its quantity, drawn first, too.
      expect(page[page.indexOf(first) - 2]).toMatchObject({ text: '1', size: lineSize });
    }
  });
});

describe('QR codes a phone reads, check-off and every character (issue 24)', () => {
  it('each case label opens its own pull line', async () => {
    const bytes = await pdfBytes(`/show-pull/labels?showPullID=${pullId}`, 'labels-qr.pdf');
    const [page] = pdfPages(bytes);
    // Each line's id by its category number (its description is "Projector N").
    const idOf = new Map((await linesOf(pullId)).map((l) => [Number(l.description.split(' ')[1]), l.id]));
    const read = [0, 1, 2, 3, 4, 5].map((slot) =>
      readQr(page!, {
        x: 11.25 + (slot % 2) * 301.5,
        y: 36 + Math.floor(slot / 2) * 144,
        width: 288,
        height: 144,
      }),
    );
    // In numeric order, 90786's cross-rented units on a label of their own after it: same line.
    const order = [9074, 9241, 90518, 90786, 90786, 912175];
    expect(read).toEqual(order.map((n) => `${BASE}/show-pulls/${pullId}/lines/${idOf.get(n)}`));
  });

  it('each page of the pull list opens the pull; check-off boxes only when asked, never for the client', async () => {
    const url = `/show-pull/print?showPullID=${longPullId}`;
    const plain = await pdfBytes(url, 'pull-list-long.pdf');
    const pages = pdfPages(plain);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pages)
      expect(readQr(page, { x: 500, y: 14, width: 96, height: 96 })).toBe(`${BASE}/show-pulls/${longPullId}`);
    expect((await pdfText(plain)).text).not.toContain('✓');
    const checked = (await pdfText(await pdfBytes(`${url}&checkOff=true`, 'pull-list-check.pdf'))).text;
    expect(checked).toContain('✓');
    const client = (await pdfText(await pdfBytes(`${url}&checkOff=true&isForClient=true`, 'client.pdf')))
      .text;
    expect(client).not.toContain('✓');
  });

  it('prints Polish, arrows, Japanese and an emoji on the pull list and the labels', async () => {
    const list = await pdf(`/show-pull/print?showPullID=${longPullId}`, 'pull-list-long.pdf');
    const labels = await pdf(`/show-pull/labels?showPullID=${longPullId}`, 'labels-long.pdf');
    for (const text of [list, labels]) {
      expect(text).toContain(UNICODE);
      expect(text).not.toContain('?');
    }
    expect(list).toContain('Zażółć gęślą jaźń');
  });
});
