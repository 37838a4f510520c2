import type { BodyOf } from '../../../contracts/call.js';
import { type PrepView, progressOf, type warehouseCalls } from '../../../contracts/warehouse.js';
import { roleMay } from '../../platform/auth/permissions.js';
import type { SessionUser } from '../../platform/auth/session-store.js';
import type { Db } from '../../platform/db/types.js';
import { notFound } from '../../platform/http/errors.js';
import type { Mailer } from '../../platform/mail.js';
import { adjustLine, lockedPull, type PullChange, runPullWrite } from '../show-pulls/public.js';
import { missingMessage } from './missing-message.js';
import { findCategory, findLinesOfCategory, findPrepLines, findPull } from './queries.js';

export async function getPrepView(db: Db, user: SessionUser, pullId: number): Promise<PrepView> {
  const [pull, lines] = await Promise.all([findPull(db, pullId), findPrepLines(db, pullId)]);
  if (!pull) throw notFound(`Show pull ${pullId}`);
  return { pull, lines, progress: progressOf(lines), mayAddToPull: roleMay(user.role, 'show-pulls.write') };
}

type AddBody = BodyOf<typeof warehouseCalls.add>;

/** Puts a scanned category onto the pull: a pull write like any other, so the pull screen sees it. */
const addCategory = async (tx: Db, input: AddBody & { pullId: number }): Promise<PullChange> => {
  const pull = await lockedPull(tx, input.pullId);
  if (!(await findCategory(tx, input.categoryId))) throw notFound(`Category ${input.categoryId}`);
  await adjustLine(tx, pull.id, input.categoryId, input.quantity);
  return { pullId: pull.id, eventId: pull.eventId, categoryIds: [input.categoryId] };
};

export async function addToPull(db: Db, pullId: number, input: AddBody) {
  await runPullWrite(db, addCategory, { ...input, pullId });
  const [line] = await findLinesOfCategory(db, pullId, input.categoryId);
  return { line: line!, progress: progressOf(await findPrepLines(db, pullId)) };
}

/** Units loaded and not (yet) checked back in, per line: the Return mode's missing list. */
export async function missingLines(db: Db, pullId: number) {
  if (!(await findPull(db, pullId))) throw notFound(`Show pull ${pullId}`);
  const lines = await findPrepLines(db, pullId);
  return lines
    .map((l) => ({ ...l, missing: Math.max(0, l.loaded - l.returned) }))
    .filter((l) => l.missing > 0);
}

/** The missing list by email: written to the outbox in its own transaction, delivered after. */
export async function sendMissing(db: Db, mailer: Mailer, user: SessionUser, pullId: number, to: string) {
  const pull = await findPull(db, pullId);
  if (!pull) throw notFound(`Show pull ${pullId}`);
  const lines = await missingLines(db, pullId);
  const messageId = await db.transaction((tx) =>
    mailer.enqueue(tx, { ...missingMessage(pull, lines), to, createdByUserId: user.id }),
  );
  return { messageId, lines: lines.length };
}
