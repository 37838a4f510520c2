import type { BodyOf } from '../../../contracts/call.js';
import {
  lineTarget,
  type PrepLine,
  progressOf,
  readScanCode,
  type ScanAnswer,
  type ScanMode,
  type warehouseCalls,
} from '../../../contracts/warehouse.js';
import type { SessionUser } from '../../platform/auth/session-store.js';
import type { Db } from '../../platform/db/types.js';
import { AppError } from '../../platform/http/errors.js';
import { publishLive } from '../../platform/live/index.js';
import {
  initialsAnswer,
  lockedPull,
  publishPullWrite,
  pullChannel,
  setInitials,
} from '../show-pulls/public.js';
import { findCaseByNumber, putCaseOnPull } from './cases/queries.js';
import {
  findCategory,
  findCategoryByNumber,
  findItemsToInitial,
  findLineHome,
  findLinesOfCategory,
  findPrepLine,
  findPrepLines,
  findScan,
  insertScan,
} from './queries.js';

type ScanBody = BodyOf<typeof warehouseCalls.scan>;

const DONE_WORD: Record<ScanMode, string> = { prep: 'prepped', load: 'loaded', return: 'back' };

/** The line a code names on this pull, the category it names when it is not on it, or neither. */
async function resolve(tx: Db, pullId: number, code: string, mode: ScanMode) {
  const read = readScanCode(code);
  if (read.kind === 'unknown') return { kind: 'unknown' as const };
  // A case label chooses the current case on the device; sent as a scan, it counts nothing.
  if (read.kind === 'case') return { kind: 'case' as const, number: read.number };
  let categoryId: number;
  if (read.kind === 'line') {
    const home = await findLineHome(tx, read.lineId);
    if (!home) return { kind: 'unknown' as const };
    if (home.pullId === pullId && home.quantity > 0)
      return { kind: 'line' as const, line: (await findPrepLine(tx, read.lineId))! };
    // Another pull's label: this pull may still hold the same category.
    categoryId = home.categoryId;
  } else {
    const category = await findCategoryByNumber(tx, read.number);
    if (!category) return { kind: 'unknown' as const };
    categoryId = category.id;
  }
  const lines = await findLinesOfCategory(tx, pullId, categoryId);
  // A category on several lines (custom items repeat one): the first that still needs units.
  const line = lines.find((l) => lineTarget(l, mode).done < lineTarget(l, mode).limit) ?? lines[0];
  if (line) return { kind: 'line' as const, line };
  return { kind: 'not-on-pull' as const, category: (await findCategory(tx, categoryId)) ?? null };
}

/** What an answer says beyond the defaults of a scan that counted nothing. */
type Told = Partial<Omit<ScanAnswer, 'progress'>> & Pick<ScanAnswer, 'outcome' | 'message'>;
const NOTHING = { counted: 0, repeated: false, line: null, category: null, initialled: 0, sequence: null };

const progressLine = (line: PrepLine, mode: ScanMode) => {
  const t = lineTarget(line, mode);
  return `${t.done} of ${t.limit} ${DONE_WORD[mode]}`;
};

/**
 * Counts a scan (issue 38.1, 38.2). In one transaction that first locks the event's pulls, as every
 * pull write does, so two scanners on one line take turns and never count its last unit twice.
 * A scan id already counted answers the line as it stands and counts nothing (a resent scan).
 */
export async function recordScan(
  db: Db,
  user: SessionUser,
  pullId: number,
  input: ScanBody,
): Promise<ScanAnswer> {
  return db.transaction(async (tx) => {
    const pull = await lockedPull(tx, pullId);
    const answer = async (a: Told, lines?: PrepLine[]): Promise<ScanAnswer> => ({
      ...NOTHING,
      ...a,
      progress: progressOf(lines ?? (await findPrepLines(tx, pull.id))),
    });

    const earlier = await findScan(tx, input.scanId);
    if (earlier) {
      if (earlier.showPullId !== pull.id)
        throw new AppError('conflict', 'This scan was already counted on another pull; scan again');
      const line = await findPrepLine(tx, earlier.showPullItemId);
      return answer({
        outcome: 'ok',
        message: `Already counted · ${line ? progressLine(line, earlier.mode) : ''}`.trim(),
        counted: earlier.quantity,
        repeated: true,
        line: line ?? null,
      });
    }

    const found = await resolve(tx, pull.id, input.code, input.mode);
    if (found.kind === 'unknown')
      return answer({ outcome: 'unknown', message: `Unknown code: ${input.code.slice(0, 60)}` });
    if (found.kind === 'case')
      return answer({
        outcome: 'unknown',
        message: `Case ${found.number}'s label: scan it in Load mode, then what goes into it`,
      });
    if (found.kind === 'not-on-pull')
      return answer({
        outcome: 'not-on-pull',
        message: found.category
          ? `Not on this pull: ${found.category.number} ${found.category.description}`
          : 'Not on this pull',
        category: found.category,
      });

    const { line } = found;
    const { done, limit } = lineTarget(line, input.mode);
    if (done >= limit)
      return answer({
        outcome: 'complete',
        message:
          input.mode === 'return' && limit === 0
            ? `${line.categoryNumber}: nothing of this line went out`
            : `${line.categoryNumber} is complete · ${progressLine(line, input.mode)}`,
        line,
      });

    const counted = Math.min(input.quantity, limit - done);
    const caseId = await caseOfScan(tx, pull.id, input);
    const inserted = await insertScan(tx, {
      caseId,
      clientScanId: input.scanId,
      showPullId: pull.id,
      showPullItemId: line.id,
      mode: input.mode,
      quantity: counted,
      code: input.code,
      userId: user.id,
    });
    // Only a scan id sent to another event's pull at the same moment gets here (this pull's own
    // writers take turns, and the id was looked up under the lock).
    if (!inserted)
      throw new AppError('conflict', 'This scan was already counted on another pull; scan again');
    const after = (await findPrepLine(tx, line.id))!;
    const initialled =
      input.mode === 'prep' && done + counted >= limit ? await initialLine(tx, user, pull.id, after) : 0;
    const over = input.quantity - counted;
    const lines = await findPrepLines(tx, pull.id);
    // The pull screen and every other prep page see the count at once, numbered in commit order.
    const sequence = await publishLive(tx, pullChannel(pull.id), 'prep', {
      line: after,
      progress: progressOf(lines),
      by: { id: user.id, name: user.name },
    });
    return answer(
      {
        outcome: 'ok',
        message: [
          `+${counted} ${after.categoryNumber} · ${progressLine(after, input.mode)}`,
          over > 0 ? `(${over} more than the line needs, not counted)` : '',
          initialled > 0 ? `· initialled ${user.initials}` : '',
        ]
          .filter(Boolean)
          .join(' '),
        counted,
        line: after,
        initialled,
        sequence,
      },
      lines,
    );
  });
}

/**
 * The case a load or return scan names (prep fills no case): a load puts the case on the pull if
 * it is not yet; a return may name a retired case (it went out before it was retired).
 */
async function caseOfScan(tx: Db, pullId: number, input: ScanBody): Promise<number | null> {
  if (input.caseNumber === undefined || input.mode === 'prep') return null;
  const found = await findCaseByNumber(tx, input.caseNumber);
  if (!found || (input.mode === 'load' && !found.isActive))
    throw new AppError('not_found', `There is no case ${input.caseNumber} in use: scan its label again`);
  if (input.mode === 'load') await putCaseOnPull(tx, pullId, found.id);
  return found.id;
}

/**
 * Spec 4, as the pull screen does it: a fully prepped line's bid items get the scanner's own
 * initials, through the same write (only active items, only empty to set), and every pull of the
 * event hears it on its stream. A user without initials initials nothing.
 */
async function initialLine(tx: Db, user: SessionUser, pullId: number, line: PrepLine): Promise<number> {
  const initials = user.initials.trim();
  if (!initials) return 0;
  const items = await findItemsToInitial(tx, pullId, line.categoryId);
  for (const item of items) {
    const input = { eventItemID: item.id, initials };
    const done = await setInitials(user)(tx, input);
    await publishPullWrite(tx, input, done, await initialsAnswer(tx, done));
  }
  return items.length;
}
