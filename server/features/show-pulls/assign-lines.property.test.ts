import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullUpdate } from '../../../contracts/show-pulls/update.js';
import { createTestDatabase } from '../../../test/test-db.js';
import type { Database, Db } from '../../platform/db/types.js';
import { AppError } from '../../platform/http/errors.js';
import { assignEventItem, unassignEventItem } from './assignments/assign.js';
import { findEventItemAssignments } from './assignments/queries.js';
import { findPullItems } from './lines/queries.js';
import { toPullItem } from './lines/rows.js';
import { buildPullScenario } from './test-fixture.js';
import { runPullWrite } from './write/run.js';

/**
 * An assign makes its assignment and moves its line in one statement, an un-assign deletes it and
 * moves the line in one (assignments/queries.ts): over random sequences, each write leaves its line
 * at its quantity before plus or minus the assignment's, never below the minimum as it then stands
 * (spec 5: the un-assigned item's cross-rental no longer counts), and its answer's lines are the
 * pull's lines read afresh.
 */
let database: Database;
let db: Db;
let drop: () => Promise<void>;
let nextEvent = 44_600;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  db = database.db;
});
afterAll(() => drop());

const ITEM = ['mic', 'stands', 'console', 'wireless'] as const;
const op = fc.oneof(
  fc.record({
    kind: fc.constant('assign' as const),
    item: fc.constantFrom(...ITEM),
    qty: fc.integer({ min: 1, max: 6 }),
    cross: fc.integer({ min: 0, max: 6 }),
  }),
  fc.record({ kind: fc.constant('unassign' as const), pick: fc.nat() }),
);

const lines = async (pullId: number) => (await findPullItems(db, pullId)).map(toPullItem);

describe('assign and un-assign, each one statement with its line', () => {
  it('move the line by the assignment, down to the minimum, and answer the lines as they are', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 14 }), async (ops) => {
        const s = await buildPullScenario(db, nextEvent++);
        const pull = s.main.id;
        for (const o of ops) {
          let categoryId: number;
          let delta: number;
          let write: () => Promise<PullUpdate>;
          if (o.kind === 'assign') {
            const item = s.items[o.item];
            categoryId = item.categoryId;
            delta = o.qty;
            const input = {
              showPullID: pull,
              eventItemID: item.id,
              qty: o.qty,
              qtyCrossRented: Math.min(o.cross, o.qty),
            };
            write = () => runPullWrite(db, assignEventItem, input);
          } else {
            const mine = (await findEventItemAssignments(db, s.event.id)).filter(
              (a) => a.show_pull_id === pull,
            );
            const a = mine[o.pick % Math.max(1, mine.length)];
            if (!a) continue;
            categoryId = Object.values(s.items).find((i) => i.id === a.event_item_id)!.categoryId;
            delta = -a.quantity;
            write = () => runPullWrite(db, unassignEventItem, { assignmentID: a.id });
          }
          const before = (await lines(pull)).find((l) => l.category_id === categoryId && !l.isCustom);
          let answer: PullUpdate;
          try {
            answer = await write();
          } catch (e) {
            // Refused (already assigned, fully assigned, not assignable): the pull did not move.
            if (!(e instanceof AppError)) throw e;
            continue;
          }
          const after = await lines(pull);
          const line = after.find((l) => l.category_id === categoryId && !l.isCustom)!;
          expect(line.quantity, JSON.stringify(o)).toBe(
            Math.max((before?.quantity ?? 0) + delta, line.minimum.total, 0),
          );
          for (const l of answer.pullItems) expect(l).toEqual(after.find((x) => x.id === l.id));
        }
      }),
      { numRuns: 15 },
    );
  });
});
