import { z } from 'zod';
import { formBool, formInt, idParam } from '../common.js';
import { showPullSummary } from './view-answer.js';

/** The inputs of the show pull calls (contracts/show-pulls.ts), with the small answers of their own. */

/** Whole numbers, never below 0 (spec 5: quantities are coerced to a number not below 0). */
const quantity = z.number().int().min(0).max(1_000_000);
const id = z.number().int().positive().max(2_147_483_647);
const formId = formInt.pipe(z.number().int().positive().max(2_147_483_647));
const formQty = formInt.pipe(z.number().int().min(0).max(1_000_000));
const note = z.string().max(4000);

export const showPullParams = z.object({ id: idParam });
export const listQuery = z.object({ eventId: idParam });
export const listResponse = z.object({ pulls: z.array(showPullSummary) });
export const createPullBody = z.object({
  eventId: id,
  name: z.string().trim().min(1, 'A pull name is required').max(200),
});
export const renamePullBody = z.object({
  name: z.string().trim().min(1, 'A pull name is required').max(200),
});
export const createPullResponse = z.object({ showPull: showPullSummary });

// Spec 7 "Show pull": payload names as the spec gives them.
export const assignEventItemBody = z.object({
  showPullID: id,
  eventItemID: id,
  qty: quantity,
  qtyCrossRented: quantity.default(0),
});
export const assignmentIdBody = z.object({ assignmentID: id });
export const initialBody = z.object({
  eventItemID: id,
  /** The user's own initials to set, or empty / null to clear. */
  initials: z.string().trim().max(10).nullable(),
});
export const initialResponse = z.object({
  id: z.number().int(),
  initials1: z.string().nullable(),
  initialsProgress: z.number().int(),
});
export const assignCommitmentBody = z.object({
  showPullID: id,
  categoryID: id,
  qty: quantity,
  qtyCrossRented: quantity.default(0),
});
export const customItemForm = z.object({
  showPullID: formId,
  categoryID: formId,
  description: z.string().trim().min(1, 'A description is required').max(500),
  qty: formQty,
  notes: note.default(''),
});
export const addSystemForm = z.object({
  showPullID: formId,
  systemCategoryID: formId,
  quantities: z.array(formQty).max(500),
  categoryIDs: z.array(formId).max(500),
});
export const notesBody = z.object({ pullItemID: id, notes: note });
/** A custom line to delete (a category's own line is not deleted: its quantity goes to 0). */
export const pullItemIdBody = z.object({ pullItemID: id });
export const qtyUpdateBody = z.object({
  showPullID: id,
  pullItemID: id.nullable().optional(),
  categoryID: id,
  qty: quantity,
});
/**
 * Issue 38.4: how many of the line's units are cross-rented in all; what its assignments cross-rent
 * stays, the rest is set by hand (0 over them takes the hand-added ones off).
 */
export const crossRentBody = z.object({ pullItemID: id, qty: quantity });
export const ignoreWeightBody = z.object({ pullItemID: id, qty: z.number().int().max(1_000_000) });
export const toggleSatisfactionBody = z.object({
  pullItemID: id,
  dependencyID: id,
  /**
   * Ignored: the client asks spec 5's question itself before satisfying an unmet `all` dependency,
   * and the spec's payload satisfies (issue 20). Still accepted so older clients' calls pass.
   */
  confirmed: z.boolean().optional(),
});
export const toggleSatisfactionResponse = z.object({
  isNew: z.boolean(),
  record: z.object({ id: z.number().int(), is_satisfied: z.boolean() }),
});
export const systemAssignmentQtyBody = z.object({ assignmentID: id, qty: quantity });
export const systemAssignmentAddBody = z.object({
  showPullID: id,
  categoryID: id,
  systemCategoryID: id,
  qty: quantity,
});
export const dependencyAssignmentAddBody = z.object({
  showPullID: id,
  dependencyItemID: id,
  forPullItemID: id,
  /**
   * The category to add: may be left out when the dependency item names one (its `category_id`),
   * and then need not be on the bid or the pull; a pull group item needs one of the group.
   */
  categoryID: id.optional(),
  qty: quantity,
});
export const dependencyAssignmentQtyBody = z.object({ assignmentID: id, qty: quantity });

export const breakdownParams = z.object({ eventId: idParam, categoryId: idParam });
export const breakdownResponse = z.object({
  itemsByDescription: z.record(
    z.string(),
    z.array(z.object({ id: z.number().int(), quantity: z.number().int(), assignedQty: z.number().int() })),
  ),
});

export const printQuery = z.object({
  showPullID: idParam,
  isForClient: formBool,
  /** The warehouse's version only: a box on each line to tick as it is pulled. */
  checkOff: formBool,
  departmentID: z.union([idParam, z.literal('').transform(() => undefined)]).optional(),
});
export const labelsQuery = z.object({
  showPullID: idParam,
  departmentID: z.union([idParam, z.literal('').transform(() => undefined)]).optional(),
});

/** GET /show-pulls/categories: every equipment category, for the record pickers (custom item). */
export const categoryOptions = z.object({
  categories: z.array(
    z.object({ id: z.number().int(), name: z.string(), description: z.string(), department: z.string() }),
  ),
});
