import { z } from 'zod';
import { formBool, formInt, idParam } from './common.js';

/** Whole numbers, never below 0 (spec 5: quantities are coerced to a number not below 0). */
const quantity = z.number().int().min(0).max(1_000_000);
const id = z.number().int().positive().max(2_147_483_647);
const formId = formInt.pipe(z.number().int().positive().max(2_147_483_647));
const formQty = formInt.pipe(z.number().int().min(0).max(1_000_000));
const note = z.string().max(4000);

const assignment = z.object({
  id: z.number().int(),
  show_pull_id: z.number().int(),
  quantity: z.number().int(),
  qty_cross_rented: z.number().int(),
});

export const eventItem = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  /** The category number, as staff say it ("2104"). */
  category_name: z.string(),
  description: z.string(),
  group_name: z.string(),
  qty_required: z.number().int(),
  client_note: z.string(),
  notes: z.string(),
  vendor_company_name: z.string().nullable(),
  initials1: z.string().nullable(),
  department_id: z.number().int(),
  isActive: z.boolean(),
  isAssignable: z.boolean(),
  isPullable: z.boolean(),
  isInGearFlowQueue: z.boolean(),
  isFlowing: z.boolean(),
  isStashed: z.boolean(),
  commitmentQty: z.number().int(),
  /** This pull's assignment of the item, if any. */
  assignment: assignment.nullable(),
  /** Quantity assigned on every other pull of the event. */
  otherPullsQty: z.number().int(),
});
export type EventItem = z.infer<typeof eventItem>;

export const commitmentRow = z.object({
  id: z.number().int(),
  categoryID: z.number().int(),
  categoryNumber: z.number().int(),
  description: z.string(),
  commitmentQty: z.number().int(),
  crossRentalQty: z.number().int(),
  department_id: z.number().int(),
  category: z.object({ isSystem: z.boolean() }),
  assignment: assignment.nullable(),
  otherPullsQty: z.number().int(),
});
export type CommitmentRow = z.infer<typeof commitmentRow>;

/** A pull line (spec 3 "Pull item"), with the minimum its quantity may be set to and why. */
export const pullItem = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  quantity: z.number().int(),
  description: z.string(),
  notes: z.string(),
  writer_notes: z.string(),
  weight: z.number(),
  ignore_weight_qty: z.number().int(),
  isCustom: z.boolean(),
  minimum: z.object({
    total: z.number().int(),
    dependencyQty: z.number().int(),
    systemQty: z.number().int(),
    crossRentedQty: z.number().int(),
  }),
});
export type PullItem = z.infer<typeof pullItem>;

export const category = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  pullGroupName: z.string().nullable(),
  department_id: z.number().int(),
  departmentTitle: z.string(),
  isEditable: z.boolean(),
  isSystem: z.boolean(),
  /** The category's (non-custom) pull line on this pull, if any. */
  showPullItemID: z.number().int().nullable(),
  /** Sum of the event's bid quantities in this category. */
  bidQty: z.number().int(),
});

export const department = z.object({
  id: z.number().int(),
  title: z.string(),
  color_hex: z.string(),
  contrastHex: z.string(),
  color_name: z.string(),
  isAll: z.boolean(),
});

export const dependency = z.object({
  id: z.number().int(),
  /** The category whose pull line carries the dependency. */
  category_id: z.number().int(),
  for_show_pull_item_id: z.number().int(),
  message: z.string(),
  logic_type: z.enum(['all', 'other']),
  required_items: z.array(
    z.object({ id: z.number().int(), categoryNumberAndDescription: z.string(), isOnPull: z.boolean() }),
  ),
  /** `all`: every required item is on the pull; `other`: at least one is. */
  requirementMet: z.boolean(),
  satisfied: z.object({ id: z.number().int(), is_satisfied: z.boolean() }).nullable(),
});

export const dependencyAssignment = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  dependency_item_id: z.number().int(),
  for_show_pull_item_id: z.number().int(),
  forItemDescription: z.string(),
  category_id: z.number().int(),
});

export const systemCategory = z.object({
  id: z.number().int(),
  description: z.string(),
  categoryNumber: z.number().int(),
  department_id: z.number().int(),
  system_items: z.array(
    z.object({
      id: z.number().int(),
      category_id: z.number().int(),
      description: z.string(),
      quantity: z.number().int(),
    }),
  ),
});

export const systemAssignment = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  system_category_id: z.number().int(),
  category_id: z.number().int(),
});

export const showPullSummary = z.object({ id: z.number().int(), name: z.string(), isMain: z.boolean() });

/** Everything the show pull screen draws, in one answer (GET /show-pulls/{id}). */
export const showPullView = z.object({
  event: z.object({
    id: z.number().int(),
    show_name: z.string(),
    account_manager: z.object({ name: z.string(), primary_email: z.string().nullable() }).nullable(),
    prettyDateRange: z.string(),
  }),
  showPull: z.object({
    id: z.number().int(),
    name: z.string(),
    event_id: z.number().int(),
    isMain: z.boolean(),
    printURL: z.string(),
    printLabelURL: z.string(),
  }),
  pulls: z.array(showPullSummary),
  departments: z.array(department),
  eventItems: z.array(eventItem),
  commitments: z.array(commitmentRow),
  categories: z.array(category),
  pullItems: z.array(pullItem),
  dependencies: z.array(dependency),
  dependencyAssignments: z.array(dependencyAssignment),
  systems: z.array(systemCategory),
  systemAssignments: z.array(systemAssignment),
  techs: z.array(z.object({ contact_id: z.number().int(), contact_name: z.string() })),
  totalWeight: z.number(),
  initialsProgress: z.number().int(),
});
export type ShowPullView = z.infer<typeof showPullView>;

export const showPullParams = z.object({ id: idParam });
export const listQuery = z.object({ eventId: idParam });
export const listResponse = z.object({ pulls: z.array(showPullSummary) });
export const createPullBody = z.object({
  eventId: id,
  name: z.string().trim().min(1, 'A pull name is required').max(200),
});
export const createPullResponse = z.object({ showPull: showPullSummary });

// The calls of spec 7 "Show pull": payload names as the spec gives them.
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
export const qtyUpdateBody = z.object({
  showPullID: id,
  pullItemID: id.nullable().optional(),
  categoryID: id,
  qty: quantity,
});
export const ignoreWeightBody = z.object({ pullItemID: id, qty: z.number().int().max(1_000_000) });
export const toggleSatisfactionBody = z.object({
  pullItemID: id,
  dependencyID: id,
  /** The user confirmed satisfying an `all` dependency without every required item (spec 5). */
  confirmed: z.boolean().default(false),
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
  categoryID: id,
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
