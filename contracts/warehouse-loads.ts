import { z } from 'zod';
import { callsOf, fileAnswers } from './call.js';
import { errorResponse, idParam, printRefusals } from './common.js';

/**
 * Cases and trucks (issue 38.3). The company's cases are labelled containers with a number (the
 * label's QR code names it: `caseCode`), a name and an empty weight. On a pull, units go into a
 * case by load scans made while the case is the current one; cases and the lines' loose units ride
 * on the pull's trucks, each with a weight limit. Weights are in pounds, as the catalogue's are.
 */

/** What a case label's QR code holds: the case's address at the host that printed it. */
export const caseAddress = (base: string, number: number) =>
  `${base.replace(/\/$/, '')}/warehouse/cases/${number}`;
/** Printed under the code, for a person to type: "CASE-12". */
export const caseCode = (number: number) => `CASE-${number}`;

const name = z.string().trim().min(1, 'A name').max(120);
/** Pounds, as the catalogue's unit weights; 0 to 99,999,999.99 (the columns' range). */
const pounds = z.number().min(0, 'At least 0').max(99_999_999.99);

export const warehouseCase = z.object({
  id: z.number().int(),
  number: z.number().int(),
  name: z.string(),
  emptyWeight: z.number(),
  isActive: z.boolean(),
});
export type WarehouseCase = z.infer<typeof warehouseCase>;

export const casesAnswer = z.object({ cases: z.array(warehouseCase) });
export const caseAnswer = z.object({ case: warehouseCase });

export const createCaseBody = z.object({
  /** Left out: the next number after the highest. */
  number: z.number().int().min(1, 'At least 1').max(99_999_999).optional(),
  name,
  emptyWeight: pounds.default(0),
});
export const updateCaseBody = z.object({
  name: name.optional(),
  emptyWeight: pounds.optional(),
  isActive: z.boolean().optional(),
});

/** A line's units in one case of the pull, and how many of them are still out after the return. */
export const caseContent = z.object({
  lineId: z.number().int(),
  categoryNumber: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  stillOut: z.number().int(),
});

export const pullCase = z.object({
  caseId: z.number().int(),
  number: z.number().int(),
  name: z.string(),
  emptyWeight: z.number(),
  truckId: z.number().int().nullable(),
  contents: z.array(caseContent),
  /** Empty weight and the contents' unit weights times their quantities. */
  weight: z.number(),
  stillOut: z.number().int(),
});
export type PullCase = z.infer<typeof pullCase>;

/** A line's units in no case: on a truck of their own, or not yet on one. */
export const looseLine = z.object({
  lineId: z.number().int(),
  categoryNumber: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  weight: z.number(),
  truckId: z.number().int().nullable(),
  stillOut: z.number().int(),
});
export type LooseLine = z.infer<typeof looseLine>;

export const truck = z.object({
  id: z.number().int(),
  name: z.string(),
  /** None: no limit. */
  weightLimit: z.number().nullable(),
  weight: z.number(),
  /** Its cases and loose lines weigh more than its limit. */
  over: z.boolean(),
});
export type Truck = z.infer<typeof truck>;

/** GET /warehouse/pulls/{id}/loads: the pull's cases, loose lines and trucks, with their weights. */
export const loadsView = z.object({
  cases: z.array(pullCase),
  loose: z.array(looseLine),
  trucks: z.array(truck),
  /** Cases and loose units on no truck yet. */
  unassignedWeight: z.number(),
  totalWeight: z.number(),
  /** The company's active cases (a scanned case label is looked up here on the device). */
  available: z.array(warehouseCase.pick({ id: true, number: true, name: true })),
});
export type LoadsView = z.infer<typeof loadsView>;

export const truckBody = z.object({
  name,
  /** Pounds; null: no limit. */
  weightLimit: pounds.positive('More than 0').nullable().default(null),
});
export const updateTruckBody = truckBody.partial();
/** Put on a truck (null: off every truck). */
export const assignTruckBody = z.object({ truckId: z.number().int().positive().nullable() });

const pullParams = z.object({ id: idParam });
const call = callsOf('warehouse');
const refusals = { 404: errorResponse, 409: errorResponse };

export const warehouseLoadCalls = {
  cases: call({
    method: 'GET',
    path: '/warehouse/cases',
    summary: "The company's cases, by number (retired ones too)",
    answer: casesAnswer,
  }),
  createCase: call({
    method: 'POST',
    path: '/warehouse/cases',
    summary: 'Add a case (its number: the next free one when left out)',
    body: createCaseBody,
    answer: caseAnswer,
    refusals,
  }),
  updateCase: call({
    method: 'PATCH',
    path: '/warehouse/cases/{id}',
    summary: 'Rename a case, set its empty weight, retire it or bring it back',
    params: pullParams,
    body: updateCaseBody,
    answer: caseAnswer,
    refusals,
  }),
  caseLabels: call({
    method: 'GET',
    path: '/warehouse/cases/labels.pdf',
    summary: "The active cases' labels (QR code, number, name, empty weight) as a PDF",
    answer: fileAnswers.pdf,
    refusals: printRefusals,
  }),
  loads: call({
    method: 'GET',
    path: '/warehouse/pulls/{id}/loads',
    summary: "A pull's cases, loose lines and trucks with their weights (and what is still out per case)",
    params: pullParams,
    answer: loadsView,
  }),
  addTruck: call({
    method: 'POST',
    path: '/warehouse/pulls/{id}/trucks',
    summary: 'Add a truck to the pull (name, weight limit)',
    params: pullParams,
    body: truckBody,
    answer: loadsView,
    refusals,
  }),
  updateTruck: call({
    method: 'PATCH',
    path: '/warehouse/pulls/{id}/trucks/{truckId}',
    summary: "Rename a pull's truck or change its weight limit",
    params: pullParams.extend({ truckId: idParam }),
    body: updateTruckBody,
    answer: loadsView,
    refusals,
  }),
  removeTruck: call({
    method: 'DELETE',
    path: '/warehouse/pulls/{id}/trucks/{truckId}',
    summary: 'Take a truck off the pull (its cases and lines are then on no truck)',
    params: pullParams.extend({ truckId: idParam }),
    answer: loadsView,
    refusals,
  }),
  caseTruck: call({
    method: 'PUT',
    path: '/warehouse/pulls/{id}/cases/{caseId}/truck',
    summary: 'Put a case of the pull on a truck (the case joins the pull if it was not on it)',
    params: pullParams.extend({ caseId: idParam }),
    body: assignTruckBody,
    answer: loadsView,
    refusals,
  }),
  lineTruck: call({
    method: 'PUT',
    path: '/warehouse/pulls/{id}/lines/{lineId}/truck',
    summary: "Put a line's loose units (those in no case) on a truck",
    params: pullParams.extend({ lineId: idParam }),
    body: assignTruckBody,
    answer: loadsView,
    refusals,
  }),
  pullCaseLabels: call({
    method: 'GET',
    path: '/warehouse/pulls/{id}/case-labels.pdf',
    summary: "The pull's case labels, each listing the case's contents and weight",
    params: pullParams,
    answer: fileAnswers.pdf,
    refusals: printRefusals,
  }),
  pullListByCase: call({
    method: 'GET',
    path: '/warehouse/pulls/{id}/pull-list.pdf',
    summary: 'The printed pull list grouped by case (then the loose lines)',
    params: pullParams,
    answer: fileAnswers.pdf,
    refusals: printRefusals,
  }),
};
