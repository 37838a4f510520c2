import { z } from 'zod';

/**
 * What the show pull screen draws (GET /show-pulls/{id}), and the rows a write's answer patches into it
 * (contracts/show-pulls/update.ts).
 */

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
  /** Issue 38.4: what the company owns of the category, and what other pulls hold over overlapping dates. */
  stock: z.object({ owned: z.number().int(), heldElsewhere: z.number().int() }),
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
    z.object({
      /** The dependency item: `dependencyItemID` of the call that adds quantity for it. */
      id: z.number().int(),
      categoryNumberAndDescription: z.string(),
      isOnPull: z.boolean(),
      /** The category it requires (on the bid and the pull or not), or null when it names a pull group. */
      category_id: z.number().int().nullable(),
      /** The pull group it requires (any category of the group meets it), or null. */
      pull_group_id: z.number().int().nullable(),
    }),
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
    /** The show was cancelled: the pull says so in its header (the warehouse must not send it). */
    isCancelled: z.boolean(),
    /** The bid is locked: writes are refused. */
    isLocked: z.boolean(),
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
