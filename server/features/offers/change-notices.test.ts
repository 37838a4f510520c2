import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { events } from '../../domains/shows/schema.js';
import { positions } from '../../domains/staffing/schema.js';
import { outboxMessages } from '../../platform/db/schema/outbox.js';
import { buildStaffingScenario } from '../labor-invites/test-fixture.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const messagesSince = async (id: number) =>
  (await t.db.select().from(outboxMessages).orderBy(outboxMessages.id)).filter((m) => m.id > id);
const lastId = async () => (await t.db.select().from(outboxMessages)).reduce((n, m) => Math.max(n, m.id), 0);

/** The scenario's position held by its tech (confirmed), and a second position held by the other. */
async function crewed() {
  const s = await buildStaffingScenario(t.db);
  await t.db.update(positions).set({ contactId: s.tech.id }).where(eq(positions.id, s.position.id));
  const [second] = await t.db
    .insert(positions)
    .values({ ...s.position, id: undefined, contactId: s.other.id, isTentative: true })
    .returning();
  return { ...s, second: second! };
}

describe('crew hear about changes (in the same transaction as the change)', () => {
  it("a position's time change: exactly one message to its tech, with old and new times", async () => {
    const s = await crewed();
    const from = await lastId();
    await t.db.transaction((tx) =>
      tx.update(positions).set({ inAt: '2026-12-09 09:30:00' }).where(eq(positions.id, s.position.id)),
    );
    const sent = await messagesSince(from);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'crew-changed', toAddress: 'Rae Lindqvist <rae@example.test>' });
    expect(sent[0]!.textBody).toContain('In: Wed, Dec 9, 7:00 AM → Wed, Dec 9, 9:30 AM');
    expect(sent[0]!.textBody).toContain('Out: Sat, Dec 12, 11:00 PM → Sat, Dec 12, 11:00 PM');
  });

  it('a rolled-back change sends nothing', async () => {
    const s = await crewed();
    const from = await lastId();
    await expect(
      t.db.transaction(async (tx) => {
        await tx
          .update(positions)
          .set({ inAt: '2026-12-09 10:00:00' })
          .where(eq(positions.id, s.position.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await messagesSince(from)).toHaveLength(0);
  });

  it('a cancelled event: one message per tech; a location change names old and new', async () => {
    const s = await crewed();
    const from = await lastId();
    await t.db.update(events).set({ location: 'Hall B, Fort Worth TX' }).where(eq(events.id, s.event.id));
    await t.db.update(events).set({ isCancelled: true }).where(eq(events.id, s.event.id));
    const sent = await messagesSince(from);
    expect(sent.map((m) => [m.kind, m.toAddress])).toEqual([
      ['crew-changed', 'Rae Lindqvist <rae@example.test>'],
      ['crew-changed', 'Omar Haddad <omar@example.test>'],
      ['crew-cancelled', 'Rae Lindqvist <rae@example.test>'],
      ['crew-cancelled', 'Omar Haddad <omar@example.test>'],
    ]);
    expect(sent[0]!.textBody).toContain('Grand Ballroom, Dallas TX → Hall B, Fort Worth TX');
  });

  it('a released tech hears of it once; an uncrewed position changing says nothing', async () => {
    const s = await crewed();
    const from = await lastId();
    await t.db.update(positions).set({ contactId: null }).where(eq(positions.id, s.position.id));
    await t.db.update(positions).set({ inAt: '2026-12-09 08:00:00' }).where(eq(positions.id, s.position.id));
    const sent = await messagesSince(from);
    expect(sent.map((m) => m.kind)).toEqual(['crew-released']);
    expect(sent[0]!.subject).toBe(`Released: A1 Audio Engineer on Acme Winter Gala (bid ${s.event.id})`);
  });
});
