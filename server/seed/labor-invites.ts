import { inArray } from 'drizzle-orm';
import { invites, positions } from '../domains/staffing/schema.js';
import { users } from '../platform/db/schema/core.js';
import { insertAll, insertReturningIds } from './insert.js';
import type { SeededTechnician, SeedGenerator } from './types.js';

const INTERNAL = [
  '',
  '',
  '',
  'Ask for someone who knows the console',
  'Day rate agreed with the AM',
  'Needs a CDL',
];
const LABOR_NOTES = [
  '',
  '',
  '',
  'Blacks required',
  'Park in the loading dock lot',
  'Bring your own hand tools',
];

type State = 'Uncrewed' | 'Tentative' | 'Confirmed';

/**
 * Positions on most events in every state (uncrewed, some resolved; tentative with an open invite;
 * confirmed with an accepted one; a few stashed), crewed without double-booking anyone, and some
 * declined invites in the history.
 */
export const laborInvitesGenerator: SeedGenerator = {
  name: 'labor-invites',
  async run({ tx, rng, core, today }) {
    const senders = (
      await tx
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.role, ['admin', 'staff']))
    ).map((u) => u.id);
    const labor = core.categories.filter((c) => c.isLabor);
    const laborByDept = new Map<number, typeof labor>();
    for (const c of labor) laborByDept.set(c.departmentId, [...(laborByDept.get(c.departmentId) ?? []), c]);
    const techsByDept = new Map<number, SeededTechnician[]>();
    for (const t of core.technicians)
      techsByDept.set(t.departmentId, [...(techsByDept.get(t.departmentId) ?? []), t]);
    const busy = new Map<number, [string, string][]>();
    const isFree = (id: number, start: string, end: string) =>
      !(busy.get(id) ?? []).some(([s, e]) => s <= end && e >= start);
    const pickFree = (deptId: number, start: string, end: string) => {
      const own = techsByDept.get(deptId) ?? core.technicians;
      for (let i = 0; i < 8; i++) {
        const t = rng.pick(rng.chance(0.85) ? own : core.technicians);
        if (isFree(t.id, start, end)) return t;
      }
      return undefined;
    };

    const rows: (typeof positions.$inferInsert)[] = [];
    const history: {
      index: number;
      contactId: number;
      answer: 'pending' | 'accepted' | 'declined';
      daysAgo: number;
    }[] = [];
    for (const event of core.events) {
      // Every upcoming locked bid has positions, the first of them open: the case staff must see refused.
      const lockedAhead = event.isLocked && event.endDate >= today;
      if ((!rng.chance(0.8) && !lockedAhead) || !labor.length) continue;
      const start = event.loadInDate;
      const end = event.loadOutDate;
      const isPast = end < today;
      for (let n = rng.int(2, 8); n > 0; n--) {
        const mustBeOpen = lockedAhead && n === 1;
        const deptCats = laborByDept.get(rng.pick([...laborByDept.keys()]))!;
        const cat = rng.pick(deptCats);
        const state: State = mustBeOpen
          ? 'Uncrewed'
          : isPast
            ? rng.chance(0.9)
              ? 'Confirmed'
              : 'Uncrewed'
            : rng.weighted([
                ['Uncrewed', 35],
                ['Tentative', 25],
                ['Confirmed', 40],
              ] as const);
        const tech = state === 'Uncrewed' ? undefined : pickFree(cat.departmentId, start, end);
        const index = rows.length;
        rows.push({
          eventId: event.id,
          categoryId: cat.id,
          description: cat.description,
          contactId: tech?.id ?? null,
          isTentative: tech !== undefined && state === 'Tentative',
          isStashed: !mustBeOpen && (event.isCancelled || rng.chance(0.05)),
          isResolved: !mustBeOpen && !tech && rng.chance(0.2),
          laborNotes: rng.pick(LABOR_NOTES),
          internalNotes: rng.pick(INTERNAL),
          inAt: `${start} ${rng.pick(['06:00', '07:00', '08:00', '13:00'])}:00`,
          outAt: `${end} ${rng.pick(['17:00', '22:00', '23:30'])}:00`,
          loadInConfirmed: !rng.chance(0.1),
          loadOutConfirmed: !rng.chance(0.1),
        });
        if (tech) {
          busy.set(tech.id, [...(busy.get(tech.id) ?? []), [start, end]]);
          history.push({
            index,
            contactId: tech.id,
            answer: state === 'Tentative' ? 'pending' : 'accepted',
            daysAgo: rng.int(1, 20),
          });
        }
        if (rng.chance(0.15)) {
          const other = rng.pick(core.technicians);
          if (other.id !== tech?.id)
            history.push({ index, contactId: other.id, answer: 'declined', daysAgo: rng.int(21, 40) });
        }
      }
    }
    const ids = await insertReturningIds(tx, positions, rows);
    const now = new Date(`${today}T17:00:00Z`).getTime();
    await insertAll(
      tx,
      invites,
      // Declined ones first: the invite that put the current tech on is the latest.
      history
        .sort((a, b) => b.daysAgo - a.daysAgo)
        .map((h) => {
          const sentAt = new Date(now - h.daysAgo * 86_400_000);
          return {
            positionId: ids[h.index]!,
            contactId: h.contactId,
            sentByUserId: rng.pick(senders),
            answer: h.answer,
            answeredAt:
              h.answer === 'pending' ? null : new Date(sentAt.getTime() + rng.int(1, 48) * 3_600_000),
            answeredByUserId: h.answer === 'pending' ? null : rng.pick(senders),
            createdAt: sentAt,
            includesTravelDates: rng.chance(0.3),
          };
        }),
    );
  },
};
