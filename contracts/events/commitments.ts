import { z } from 'zod';
import { callsOf } from '../call.js';
import { errorResponse, idParam } from '../common.js';
import { eventParams, heldOnPull } from './bid-items.js';

/*
 * An event's gear-flow commitments (issue 34.1): a category-level quantity the availability
 * system committed, one per category. One a pull holds is not removed; a locked event refuses
 * every edit.
 */

export const commitment = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryNumber: z.number().int(),
  categoryDescription: z.string(),
  quantity: z.number().int(),
  crossRentalQty: z.number().int(),
  pulls: z.array(heldOnPull),
  /** The pulls hold more than is committed. */
  isOverAssigned: z.boolean(),
});
export type Commitment = z.infer<typeof commitment>;

const quantity = z.number().int().min(0, 'is at least 0').max(1_000_000, 'is at most 1,000,000');

export const commitmentBody = z
  .object({
    categoryId: z.number().int().positive().max(2_147_483_647),
    quantity,
    /** How many of the quantity are cross-rented (sub-rented from another company). */
    crossRentalQty: quantity.default(0),
  })
  .refine((b) => b.crossRentalQty <= b.quantity, {
    path: ['crossRentalQty'],
    message: 'is at most the quantity',
  });
export type CommitmentBody = z.input<typeof commitmentBody>;
export type CommitmentValues = z.output<typeof commitmentBody>;

export const commitmentParams = z.object({ id: idParam, commitmentId: idParam });
const answer = z.object({ commitment, overAssigned: z.array(heldOnPull) });

const call = callsOf('events');

export const commitmentCalls = {
  list: call({
    method: 'GET',
    path: '/events/{id}/commitments',
    summary: "An event's gear-flow commitments, with what each pull holds of them",
    params: eventParams,
    answer: z.object({ commitments: z.array(commitment), isLocked: z.boolean() }),
  }),
  create: call({
    method: 'POST',
    path: '/events/{id}/commitments',
    summary: 'Add a gear-flow commitment (409 when the category already has one; 423 when locked)',
    params: eventParams,
    body: commitmentBody,
    answer,
    refusals: { 409: errorResponse, 423: errorResponse },
  }),
  update: call({
    method: 'PUT',
    path: '/events/{id}/commitments/{commitmentId}',
    summary: 'Edit a gear-flow commitment',
    params: commitmentParams,
    body: commitmentBody,
    answer,
    refusals: { 409: errorResponse, 423: errorResponse },
  }),
  remove: call({
    method: 'DELETE',
    path: '/events/{id}/commitments/{commitmentId}',
    summary: 'Remove a gear-flow commitment no pull holds (409 naming the pull that holds it)',
    params: commitmentParams,
    answer: z.object({ ok: z.literal(true) }),
    refusals: { 409: errorResponse, 423: errorResponse },
  }),
};
