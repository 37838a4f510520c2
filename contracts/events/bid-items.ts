import { z } from 'zod';
import { callsOf } from '../call.js';
import { optionalText, requiredText } from '../catalog-fields.js';
import { errorResponse, idParam } from '../common.js';

/*
 * An event's bid items (its quote's lines), edited by staff on the event page (issue 34.1). A
 * quantity lowered below what the pulls hold flags those lines over-assigned on the pulls (spec
 * 4); a line a pull holds is not removed (stash it instead); a locked event refuses every edit.
 */

/** A pull holding some of a line or a commitment. */
export const heldOnPull = z.object({
  pullId: z.number().int(),
  pullName: z.string(),
  quantity: z.number().int(),
});
export type HeldOnPull = z.infer<typeof heldOnPull>;

export const bidItem = z.object({
  id: z.number().int(),
  /** The line's key within the bid; `L<id>` for a line made without one (what an export writes). */
  lineKey: z.string(),
  categoryId: z.number().int(),
  categoryNumber: z.number().int(),
  categoryDescription: z.string(),
  description: z.string(),
  qty: z.number().int(),
  group: z.string(),
  clientNote: z.string(),
  internalNote: z.string(),
  vendorId: z.number().int().nullable(),
  vendorName: z.string().nullable(),
  isActive: z.boolean(),
  isAssignable: z.boolean(),
  isPullable: z.boolean(),
  isInGearFlowQueue: z.boolean(),
  isStashed: z.boolean(),
  /** Where the line is assigned, and how many each pull holds. */
  pulls: z.array(heldOnPull),
  /** The pulls hold more than the bid asks for (spec 4): those lines are flagged on the pulls. */
  isOverAssigned: z.boolean(),
});
export type BidItem = z.infer<typeof bidItem>;

const note = (max: number) => optionalText(max).transform((v) => v ?? '');

export const bidItemBody = z.object({
  /** Blank: none of the sales system's (the line exports as `L<id>`). */
  lineKey: optionalText(100),
  categoryId: z.number().int().positive().max(2_147_483_647),
  description: requiredText(500),
  qty: z.number().int().min(0, 'is at least 0').max(1_000_000, 'is at most 1,000,000'),
  group: note(200),
  clientNote: note(2000),
  internalNote: note(2000),
  vendorId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
  isActive: z.boolean().default(true),
  isAssignable: z.boolean().default(true),
  isPullable: z.boolean().default(true),
  isInGearFlowQueue: z.boolean().default(false),
});
export type BidItemBody = z.input<typeof bidItemBody>;
export type BidItemValues = z.output<typeof bidItemBody>;

/** What a save did: the line, and the pulls whose line it left over-assigned. */
export const bidItemAnswer = z.object({ item: bidItem, overAssigned: z.array(heldOnPull) });

export const eventParams = z.object({ id: idParam });
export const bidItemParams = z.object({ id: idParam, itemId: idParam });

const call = callsOf('events');

export const bidItemCalls = {
  list: call({
    method: 'GET',
    path: '/events/{id}/bid-items',
    summary: "An event's bid items, with what each pull holds of them",
    params: eventParams,
    answer: z.object({
      items: z.array(bidItem),
      isLocked: z.boolean(),
      /** The vendors a line may name (the editor's choices). */
      vendors: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  }),
  create: call({
    method: 'POST',
    path: '/events/{id}/bid-items',
    summary: 'Add a bid item (409 when the line key is taken in the bid; 423 when the event is locked)',
    params: eventParams,
    body: bidItemBody,
    answer: bidItemAnswer,
    refusals: { 409: errorResponse, 423: errorResponse },
  }),
  update: call({
    method: 'PUT',
    path: '/events/{id}/bid-items/{itemId}',
    summary:
      'Edit a bid item; a quantity below what pulls hold flags their lines over-assigned and names the pulls',
    params: bidItemParams,
    body: bidItemBody,
    answer: bidItemAnswer,
    refusals: { 409: errorResponse, 423: errorResponse },
  }),
  stash: call({
    method: 'POST',
    path: '/events/{id}/bid-items/{itemId}/stash',
    summary: 'Stash a bid item (struck through on its pulls) or take it out of the stash',
    params: bidItemParams,
    body: z.object({ stashed: z.boolean() }),
    answer: bidItemAnswer,
    refusals: { 423: errorResponse },
  }),
  remove: call({
    method: 'DELETE',
    path: '/events/{id}/bid-items/{itemId}',
    summary: 'Remove a bid item no pull holds (409 naming the pull that holds it: stash it instead)',
    params: bidItemParams,
    answer: z.object({ ok: z.literal(true) }),
    refusals: { 409: errorResponse, 423: errorResponse },
  }),
};
