import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATES_INVALID_MESSAGE } from '../../../contracts/days-unavailable.js';
import { Agent, loginAs } from '../../../test/agent.js';
import { buildContact, buildUser } from '../../../test/factories.js';
import { dbChecksum } from '../../../test/harness/checksum.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let staff: Agent;
let admin: Agent;
/** A technician who signs in, and another one. */
let tech: Agent;
let techContact: number;
let otherContact: number;

async function techAgent(contactId: number) {
  const user = await buildUser(t.db, { role: 'tech', contactId });
  const agent = new Agent(t.app);
  expect((await agent.login(user.email)).statusCode).toBe(200);
  return agent;
}

beforeAll(async () => {
  t = await createTestApp();
  staff = (await loginAs(t.app, t.db, 'staff')).agent;
  admin = (await loginAs(t.app, t.db, 'admin')).agent;
  techContact = (await buildContact(t.db, { firstName: 'Rae', lastName: 'Lindqvist' })).id;
  otherContact = (await buildContact(t.db, { firstName: 'Omar', lastName: 'Haddad' })).id;
  tech = await techAgent(techContact);
});
afterAll(() => t.close());

const list = async (agent: Agent, contactId: number) =>
  agent.call({ method: 'GET', url: `/days-unavailable?contactId=${contactId}` });

describe('days unavailable', () => {
  it('lets a tech add their own days, marked as theirs, sorted by start date', async () => {
    const later = await tech.call({
      method: 'POST',
      url: '/days-unavailable',
      payload: { startDate: '2026-12-20', endDate: '2026-12-27', notes: 'Family holiday' },
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().record).toMatchObject({
      contact_id: techContact,
      start_date: '2026-12-20',
      end_date: '2026-12-27',
      notes: 'Family holiday',
      status: 'tech',
      fullStatus: 'Entered by the tech',
      wasCreatedByTech: true,
      prettyStart: 'Dec 20, 2026',
      prettyEnd: 'Dec 27, 2026',
      prettyDateRange: 'Dec 20 – 27, 2026',
      visible_start_date: '2026-12-20',
      visible_end_date: '2026-12-27',
    });
    await tech.call({
      method: 'POST',
      url: '/days-unavailable',
      payload: { startDate: '2026-12-02', endDate: '2026-12-02' },
    });
    const res = await list(tech, techContact);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ canEdit: true, contact: { id: techContact, name: 'Rae Lindqvist' } });
    expect(res.json().records.map((r: { start_date: string }) => r.start_date)).toEqual([
      '2026-12-02',
      '2026-12-20',
    ]);
  });

  it('answers datesAreInvalid for dates out of order, and stores nothing', async () => {
    const before = await dbChecksum(t.db);
    for (const [startDate, endDate] of [
      ['2026-12-10', '2026-12-09'],
      ['1999-01-01', '1999-01-02'],
      ['2026-01-01', '2029-01-01'],
    ]) {
      const res = await tech.call({
        method: 'POST',
        url: '/days-unavailable',
        payload: { startDate, endDate },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ datesAreInvalid: true, error: { message: DATES_INVALID_MESSAGE } });
    }
    const missing = await tech.call({
      method: 'POST',
      url: '/days-unavailable',
      payload: { startDate: '2026-12-10' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('endDate');
    const notADate = await tech.call({
      method: 'POST',
      url: '/days-unavailable',
      payload: { startDate: '2026-02-30', endDate: '2026-03-01' },
    });
    expect(notADate.statusCode).toBe(400);
    expect(await dbChecksum(t.db)).toBe(before);
  });

  it('lets a tech edit and delete their own days, and no one else’s', async () => {
    const [first] = (await list(tech, techContact)).json().records;
    const edited = await tech.call({
      method: 'PATCH',
      url: `/days-unavailable/${first.id}`,
      payload: { startDate: '2026-12-02', endDate: '2026-12-04', notes: 'Dentist, then rest' },
    });
    expect(edited.json().record).toMatchObject({ end_date: '2026-12-04', notes: 'Dentist, then rest' });
    const flipped = await tech.call({
      method: 'PATCH',
      url: `/days-unavailable/${first.id}`,
      payload: { startDate: '2026-12-05', endDate: '2026-12-04', notes: '' },
    });
    expect(flipped.json()).toMatchObject({ datesAreInvalid: true });

    const theirs = await staff.call({
      method: 'POST',
      url: '/days-unavailable',
      payload: { startDate: '2026-12-01', endDate: '2026-12-01', contactId: otherContact },
    });
    const before = await dbChecksum(t.db);
    const id = theirs.json().record.id;
    expect((await tech.call({ method: 'DELETE', url: `/days-unavailable/${id}` })).statusCode).toBe(403);
    expect(
      (
        await tech.call({
          method: 'PATCH',
          url: `/days-unavailable/${id}`,
          payload: { startDate: '2026-12-01', endDate: '2026-12-02', notes: '' },
        })
      ).statusCode,
    ).toBe(403);
    const forOther = await tech.call({
      method: 'POST',
      url: '/days-unavailable',
      payload: { startDate: '2026-12-01', endDate: '2026-12-01', contactId: otherContact },
    });
    expect(forOther.statusCode).toBe(403);
    expect(await dbChecksum(t.db)).toBe(before);

    expect((await tech.call({ method: 'DELETE', url: `/days-unavailable/${first.id}` })).statusCode).toBe(
      200,
    );
    // Gone now: to a tech an id that is not provably theirs is 403, existing or not, so ids tell
    // nothing (issue 17.9); staff, who may see every record, are told 404.
    expect((await tech.call({ method: 'DELETE', url: `/days-unavailable/${first.id}` })).statusCode).toBe(
      403,
    );
    expect((await tech.call({ method: 'DELETE', url: '/days-unavailable/2147483000' })).statusCode).toBe(403);
    expect((await staff.call({ method: 'DELETE', url: `/days-unavailable/${first.id}` })).statusCode).toBe(
      404,
    );
  });

  it("lets staff and admins manage anyone's days, marked with who entered them", async () => {
    const made = await staff.call({
      method: 'POST',
      url: '/days-unavailable',
      payload: {
        startDate: '2027-01-05',
        endDate: '2027-01-06',
        contactId: techContact,
        afterDeclinedInvite: true,
      },
    });
    expect(made.json().record).toMatchObject({ status: 'declined', wasCreatedByTech: false });
    expect(made.json().record.fullStatus).toMatch(/^Declined an invite \(entered by Test User\d+\)$/);
    const res = await list(admin, techContact);
    expect(res.json().canEdit).toBe(true);
    const rec = res.json().records.find((r: { status: string }) => r.status === 'declined');
    expect(
      (
        await admin.call({
          method: 'PATCH',
          url: `/days-unavailable/${rec.id}`,
          payload: { startDate: '2027-01-05', endDate: '2027-01-07', notes: 'Declined the Acme gala' },
        })
      ).json().record.notes,
    ).toBe('Declined the Acme gala');
    expect((await admin.call({ method: 'DELETE', url: `/days-unavailable/${rec.id}` })).statusCode).toBe(200);
    const noContact = await staff.call({
      method: 'POST',
      url: '/days-unavailable',
      payload: { startDate: '2027-01-05', endDate: '2027-01-06' },
    });
    expect(noContact.statusCode).toBe(400);
    const unknown = await staff.call({
      method: 'POST',
      url: '/days-unavailable',
      payload: { startDate: '2027-01-05', endDate: '2027-01-06', contactId: 2_000_000_000 },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("shows a tech a colleague's days read-only, with the type and without the notes (spec 2.9, 6)", async () => {
    await staff.call({
      method: 'POST',
      url: '/days-unavailable',
      payload: { startDate: '2027-02-01', endDate: '2027-02-03', contactId: otherContact, notes: 'Surgery' },
    });
    const res = await list(tech, otherContact);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      canEdit: false,
      notesWithheld: true,
      contact: { name: 'Omar Haddad' },
    });
    const rec = res.json().records.find((r: { start_date: string }) => r.start_date === '2027-02-01');
    expect(rec).toMatchObject({ notes: '', status: 'staff', canEdit: false, canDelete: false });
    expect(rec.fullStatus).toMatch(/^Entered by /);
    // Their own, and staff reading anyone's, keep the notes.
    expect((await list(staff, otherContact)).json().records.map((r: { notes: string }) => r.notes)).toContain(
      'Surgery',
    );
    expect((await list(tech, techContact)).json().notesWithheld).toBe(false);
    // Not a technician (no calendar shows them), or no such contact: 403 alike for a tech.
    const client = await buildContact(t.db, { kind: 'client' });
    expect((await list(tech, client.id)).statusCode).toBe(403);
    expect((await list(tech, 2_000_000_000)).statusCode).toBe(403);
    expect((await list(staff, 2_000_000_000)).statusCode).toBe(404);
  });

  it('refuses exactly the same dates twice for one contact, on add and on change', async () => {
    const add = (agent: Agent, startDate: string, endDate: string, contactId?: number) =>
      agent.call({ method: 'POST', url: '/days-unavailable', payload: { startDate, endDate, contactId } });
    expect((await add(tech, '2027-03-01', '2027-03-04')).statusCode).toBe(200);
    const before = await dbChecksum(t.db);
    for (const agent of [tech, staff]) {
      const again = await add(agent, '2027-03-01', '2027-03-04', techContact);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(
        'Mar 1 – 4, 2027 is already marked unavailable. Edit that entry instead of adding it again.',
      );
    }
    expect(await dbChecksum(t.db)).toBe(before);
    // Overlapping is allowed (a different record), and so is the same range for someone else.
    expect((await add(tech, '2027-03-02', '2027-03-04')).statusCode).toBe(200);
    expect((await add(staff, '2027-03-01', '2027-03-04', otherContact)).statusCode).toBe(200);
    const overlapping = (await list(tech, techContact))
      .json()
      .records.find((r: { start_date: string }) => r.start_date === '2027-03-02');
    const change = await tech.call({
      method: 'PATCH',
      url: `/days-unavailable/${overlapping.id}`,
      payload: { startDate: '2027-03-01', endDate: '2027-03-04', notes: '' },
    });
    expect(change.statusCode).toBe(409);
    // Saving a record with its own dates is no duplicate.
    const same = await tech.call({
      method: 'PATCH',
      url: `/days-unavailable/${overlapping.id}`,
      payload: { startDate: '2027-03-02', endDate: '2027-03-04', notes: 'Moved' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('lets a tech remove days staff marked after their decline, but not other days staff entered', async () => {
    const mark = async (afterDeclinedInvite: boolean, startDate: string) =>
      (
        await staff.call({
          method: 'POST',
          url: '/days-unavailable',
          payload: { startDate, endDate: startDate, contactId: techContact, afterDeclinedInvite },
        })
      ).json().record.id as number;
    const declined = await mark(true, '2027-04-01');
    const byStaff = await mark(false, '2027-04-10');
    const records = (await list(tech, techContact)).json().records as {
      id: number;
      canEdit: boolean;
      canDelete: boolean;
    }[];
    expect(records.find((r) => r.id === declined)).toMatchObject({ canEdit: false, canDelete: true });
    expect(records.find((r) => r.id === byStaff)).toMatchObject({ canEdit: false, canDelete: false });
    const edit = await tech.call({
      method: 'PATCH',
      url: `/days-unavailable/${declined}`,
      payload: { startDate: '2027-04-01', endDate: '2027-04-02', notes: '' },
    });
    expect(edit.statusCode).toBe(403);
    expect((await tech.call({ method: 'DELETE', url: `/days-unavailable/${byStaff}` })).statusCode).toBe(403);
    expect((await tech.call({ method: 'DELETE', url: `/days-unavailable/${declined}` })).statusCode).toBe(
      200,
    );
  });
});
