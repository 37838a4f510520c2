import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../../test/agent.js';
import { buildCategory, buildContact, buildDepartment, buildEvent } from '../../../../test/factories.js';
import { pdfText } from '../../../../test/pdf.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { pullGroups } from '../../../platform/db/schema/core.js';
import { eventItems, showPulls } from '../schema.js';

/**
 * The printed pull list and labels (issue 20, point 6): category numbers in numeric order, as the
 * screen sorts them; cross-rented units marked with their vendor; the venue on the labels.
 * Set PRINTS_DIR to keep the PDFs (to look at them: pdftoppm -png).
 */
let t: TestApp;
let staff: Agent;
let pullId: number;
/** In numeric order; as text they would sort 90518, 90786, 9074, 912175, 9241. */
const NUMBERS = [9074, 9241, 90518, 90786, 912175];

beforeAll(async () => {
  t = await createTestApp();
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
});
afterAll(() => t.close());

async function pdf(url: string, name: string) {
  const res = await staff.call({ method: 'GET', url, page: true });
  expect(res.statusCode).toBe(200);
  if (process.env.PRINTS_DIR) fs.writeFileSync(path.join(process.env.PRINTS_DIR, name), res.rawPayload);
  return (await pdfText(res.rawPayload)).text;
}

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
