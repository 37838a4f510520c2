import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, loginAs } from '../../../../test/agent.js';
import { buildCategory, buildContact, buildEvent } from '../../../../test/factories.js';
import { pdfText } from '../../../../test/pdf.js';
import { startSmtpServer } from '../../../../test/smtp.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { travelItems } from '../../../domains/shows/schema.js';
import { positions } from '../../../domains/staffing/schema.js';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let staff: Agent;
let tech: Agent;
let eventId: number;
let emptyEventId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url });
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
  tech = (await loginAs(t.app, t.db, 'tech')).agent;
  // A Las Vegas show: its calls are in Pacific time, whatever the company's own zone.
  eventId = (
    await buildEvent(t.db, {
      showName: 'Desert Summit',
      location: 'Las Vegas Convention Center, Las Vegas NV',
      venueState: 'NV',
    })
  ).id;
  emptyEventId = (await buildEvent(t.db)).id;
  const a1 = await buildCategory(t.db, { description: 'Audio Engineer', isLabor: true });
  const dana = await buildContact(t.db, {
    firstName: 'Dana',
    lastName: 'Reyes',
    mobilePhone: '+1 214 555 0101',
  });
  const eli = await buildContact(t.db, { firstName: 'Eli', lastName: 'Stone', mobilePhone: null });
  const fay = await buildContact(t.db, { firstName: 'Fay', lastName: 'Tentative' });
  const gus = await buildContact(t.db, { firstName: 'Gus', lastName: 'Noaddress', primaryEmail: null });
  const position = (contactId: number | null, description: string, inAt: string, more = {}) => ({
    eventId,
    categoryId: a1.id,
    description,
    contactId,
    inAt,
    outAt: inAt.replace('T07', 'T23'),
    ...more,
  });
  await t.db
    .insert(positions)
    .values([
      position(dana.id, 'A1', '2026-12-01T07:00:00'),
      position(dana.id, 'A1 strike', '2026-12-03T07:00:00'),
      position(eli.id, 'A2', '2026-12-01T08:00:00'),
      position(gus.id, 'Stagehand', '2026-12-01T09:00:00'),
      position(fay.id, 'V1', '2026-12-01T07:00:00', { isTentative: true }),
      position(eli.id, 'Spare', '2026-12-02T07:00:00', { isStashed: true }),
      position(null, 'L1', '2026-12-01T07:00:00'),
    ]);
  await t.db.insert(travelItems).values({
    contactId: dana.id,
    eventId,
    kind: 'flight',
    direction: 'in',
    departsAt: '2026-11-30T07:00:00',
    arrivesAt: '2026-11-30T08:30:00',
    details: 'AA 1234 DFW → LAS',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const sheetUrl = (id = eventId) => `/events/${id}/call-sheet`;

describe('the call sheet (issue 37.6)', () => {
  it('lists the confirmed crew by call, in the venue zone, with phones, the map and travel', async () => {
    const res = await staff.call({ method: 'GET', url: sheetUrl() });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = res.json();
    expect(sheet.event).toMatchObject({
      id: eventId,
      showName: 'Desert Summit',
      timeZone: 'America/Los_Angeles',
      mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Las Vegas Convention Center, Las Vegas NV')}`,
    });
    // Tentative, stashed and uncrewed positions are not on it.
    expect(sheet.crew.map((c: { name: string; role: string }) => `${c.name}: ${c.role}`)).toEqual([
      'Dana Reyes: A1',
      'Eli Stone: A2',
      'Gus Noaddress: Stagehand',
      'Dana Reyes: A1 strike',
    ]);
    const [dana, eli] = sheet.crew;
    expect(dana).toMatchObject({
      category: 'Audio Engineer',
      phone: '+1 214 555 0101',
      prettyCall: 'Tue, Dec 1, 7:00 AM PST',
      prettyOut: 'Tue, Dec 1, 11:00 PM PST',
      travel: [
        {
          summary: 'Flight out to the job: AA 1234 DFW → LAS',
          // Leaves Dallas on Central time, lands in Las Vegas on Pacific.
          prettyDeparts: 'Mon, Nov 30, 7:00 AM CST',
          prettyArrives: 'Mon, Nov 30, 8:30 AM PST',
        },
      ],
    });
    expect(eli).toMatchObject({ phone: null, hasEmail: true, travel: [] });
    expect(sheet.crew[2]).toMatchObject({ hasEmail: false });
    // Dana (two positions) and Eli: Gus has no address.
    expect(sheet.recipients).toBe(2);
  });

  it('prints the same as a PDF, drawn in the print pool', async () => {
    const res = await staff.call({ method: 'GET', url: `${sheetUrl()}.pdf`, page: true });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text, pages } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    for (const words of [
      `Call sheet #${eventId} Desert Summit`,
      "Times are the venue's: America/Los_Angeles",
      'Dana Reyes',
      '+1 214 555 0101',
      'Call Tue, Dec 1, 7:00 AM PST',
      'Flight out to the job: AA 1234 DFW → LAS: departs Mon, Nov 30, 7:00 AM CST, arrives Mon, Nov 30, 8:30 AM PST',
      'Eli Stone',
      'Las Vegas Convention Center',
    ])
      expect(text.replace(/\s+/g, ' ')).toContain(words);
    expect(text).not.toContain('Fay');
  });

  it('is staff only: a technician is refused the sheet, its PDF and the message', async () => {
    expect((await tech.call({ method: 'GET', url: sheetUrl() })).statusCode).toBe(403);
    expect((await tech.call({ method: 'GET', url: `${sheetUrl()}.pdf` })).statusCode).toBe(403);
    const message = { method: 'POST', url: `/events/${eventId}/crew-message`, payload: { message: 'Hi' } };
    expect((await tech.call(message)).statusCode).toBe(403);
    expect((await staff.call({ method: 'GET', url: sheetUrl(999_999) })).statusCode).toBe(404);
  });
});

describe('message the whole crew', () => {
  it('writes one message to each confirmed tech with an address, through the outbox, and the History says so', async () => {
    const res = await staff.call({
      method: 'POST',
      url: `/events/${eventId}/crew-message`,
      payload: { message: 'Doors open at 6. Park in lot C.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: 2, kept: false });
    await expect.poll(() => smtp.received.length).toBe(2);
    const byTo = Object.fromEntries(smtp.received.map((m) => [m.to && 'text' in m.to ? m.to.text : '', m]));
    const dana = Object.entries(byTo).find(([to]) => to.includes('Dana'))![1];
    expect(dana.subject).toBe(`Desert Summit (bid ${eventId}): a message for the crew`);
    // One message naming both of Dana's calls, the map and who to reply to.
    expect(dana.text).toContain('Doors open at 6. Park in lot C.');
    expect(dana.text).toContain('A1: call Tue, Dec 1, 7:00 AM PST');
    expect(dana.text).toContain('A1 strike: call Thu, Dec 3, 7:00 AM PST');
    expect(dana.text).toContain('https://www.google.com/maps/search/');
    expect(dana.replyTo?.text).toMatch(/@example\.test/);
    const outbox = (await staff.call({ method: 'GET', url: '/outbox' })).json().messages;
    expect(outbox.filter((m: { kind: string }) => m.kind === 'crew-message')).toHaveLength(2);
    const history = (await staff.call({ method: 'GET', url: `/events/${eventId}/history` })).json().entries;
    expect(history[0]).toMatchObject({
      subject: 'Crew message',
      changes: expect.arrayContaining(['sent to: 2 technicians', 'message: Doors open at 6. Park in lot C.']),
    });
  });

  it('refuses an empty message, naming the field, and an event with nobody to write to', async () => {
    const empty = await staff.call({
      method: 'POST',
      url: `/events/${eventId}/crew-message`,
      payload: { message: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toHaveProperty('message');
    const nobody = await staff.call({
      method: 'POST',
      url: `/events/${emptyEventId}/crew-message`,
      payload: { message: 'Anyone?' },
    });
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json().error.message).toMatch(/nobody to write to/);
  });
});
