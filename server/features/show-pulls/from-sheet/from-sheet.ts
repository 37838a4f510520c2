import type { BodyOf } from '../../../../contracts/call.js';
import type { FromSheetPreview, showPullCalls } from '../../../../contracts/show-pulls.js';
import { findCategory } from '../../../domains/catalog/categories.js';
import type { Db } from '../../../platform/db/types.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import { readSheetForPull } from '../../xbook/public.js';
import { insertCustomLine } from '../lines/queries.js';
import { adjustLine } from '../write/queries.js';
import { lockedPull, type PullChange } from '../write/run.js';
import { categoryDeltas, planFromSheet } from './plan.js';
import { findOwnLineQuantities, findPullName, insertSheetAuditEntry } from './queries.js';

type Input = BodyOf<typeof showPullCalls.addFromSheet>;

/** The category the misc items' custom lines go under: the one asked for, else the sheet's own. */
async function miscCategoryOf(
  db: Db,
  asked: number | null | undefined,
  own: { id: number; label: string } | null,
) {
  if (!asked) return own;
  const c = await findCategory(db, asked);
  if (!c) throw notFound(`Category ${asked}`);
  return { id: c.id, label: `${c.number} ${c.description}` };
}

/** What the sheet would add (the preview reads what the write then does). */
export async function previewFromSheet(db: Db, input: Input): Promise<FromSheetPreview> {
  const sheet = await readSheetForPull(db, input.sheetID);
  if (!sheet) throw notFound(`Content sheet ${input.sheetID}`);
  if (!(await findPullName(db, input.showPullID))) throw notFound(`Show pull ${input.showPullID}`);
  const misc = await miscCategoryOf(db, input.miscCategoryID, sheet.category);
  return planFromSheet(sheet, input.times, await findOwnLineQuantities(db, input.showPullID), misc);
}

/**
 * Issue 24.1: the sheet's lines × N in one write. A category already on the pull has its line
 * raised (`adjustLine`, the same upsert every write uses); misc items become custom lines; one
 * History entry names the sheet and N.
 */
export async function addFromSheet(tx: Db, input: Input): Promise<PullChange> {
  const pull = await lockedPull(tx, input.showPullID);
  const plan = await previewFromSheet(tx, input);
  if (plan.needsMiscCategory)
    throw new AppError(
      'invalid_input',
      'This sheet has misc items and no category: choose the category their custom lines go under',
      { miscCategoryID: 'Choose a category for the misc items' },
    );
  if (!plan.groups.length) throw new AppError('invalid_input', 'This sheet has no items to add');
  const deltas = categoryDeltas(plan);
  for (const [categoryId, qty] of deltas) await adjustLine(tx, pull.id, categoryId, qty);
  const misc = plan.miscCategory && (await findCategory(tx, plan.miscCategory.id));
  for (const line of plan.groups.flatMap((g) => g.lines))
    if (line.kind === 'custom' && misc)
      await insertCustomLine(tx, {
        showPullId: pull.id,
        categoryId: misc.id,
        quantity: line.addQty,
        description: line.label,
        notes: line.notes,
        weight: misc.weight,
      });
  const name = (await findPullName(tx, pull.id)) ?? '';
  await insertSheetAuditEntry(tx, { ...pull, name }, `added from sheet ${plan.sheet.name} × ${input.times}`);
  return {
    pullId: pull.id,
    eventId: pull.eventId,
    categoryIds: [...deltas.keys(), ...(misc ? [misc.id] : [])],
  };
}
