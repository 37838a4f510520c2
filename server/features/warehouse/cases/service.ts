import type { BodyOf } from '../../../../contracts/call.js';
import type { LoadsView, warehouseLoadCalls } from '../../../../contracts/warehouse-loads.js';
import type { Db } from '../../../platform/db/types.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import { publishLive } from '../../../platform/live/index.js';
import { createJsonCache } from '../../../platform/versioned-cache.js';
import { lockedPull, pullChannel } from '../../show-pulls/public.js';
import { findPull } from '../queries.js';
import {
  deleteTruck,
  findCase,
  findCaseByNumber,
  findCases,
  findLineOfPull,
  findLoadRows,
  findTruck,
  insertCase,
  insertTruck,
  isCaseOnPull,
  LOADS_TABLES,
  setCaseTruck,
  setLineTruck,
  updateCase,
  updateTruck,
} from './queries.js';
import { pullLoads } from './weights.js';

type Calls = typeof warehouseLoadCalls;

export const listCases = async (db: Db) => ({ cases: await findCases(db) });

const numberTaken = (n: number) =>
  new AppError('conflict', `Case ${n} already exists: choose another number`, { number: 'Taken' });

export function createCase(db: Db, input: BodyOf<Calls['createCase']>) {
  return db.transaction(async (tx) => {
    if (input.number !== undefined && (await findCaseByNumber(tx, input.number)))
      throw numberTaken(input.number);
    const made = await insertCase(tx, input);
    if (!made) throw numberTaken(input.number ?? 0);
    return { case: made };
  });
}

export function changeCase(db: Db, id: number, patch: BodyOf<Calls['updateCase']>) {
  return db.transaction(async (tx) => {
    const changed = await updateCase(tx, id, patch);
    if (!changed) throw notFound(`Case ${id}`);
    return { case: changed };
  });
}

export async function getLoads(db: Db, pullId: number): Promise<LoadsView> {
  if (!(await findPull(db, pullId))) throw notFound(`Show pull ${pullId}`);
  return pullLoads(await findLoadRows(db, pullId));
}

// The prep page reads a pull's loads on open and after every scan or truck change it hears of; on
// a 20,000-item pull a build is thousands of lines weighed (issue 36.4). About 2 MB there.
const loadsCache = createJsonCache({ tables: LOADS_TABLES, maxBytes: 8_000_000 });

/** The loads call's answer, serialized, kept per pull while its tables have not moved. */
export const loadsJson = (db: Db, pullId: number) =>
  loadsCache.get(db, String(pullId), () => getLoads(db, pullId));

/**
 * A change to a pull's trucks or what rides on them: under the pull's lock, as every pull write
 * (so it cannot cross a scan of the same pull), heard by the pull's other prep pages as `loads`.
 */
async function loadsWrite(db: Db, pullId: number, write: (tx: Db, pullId: number) => Promise<void>) {
  await db.transaction(async (tx) => {
    const pull = await lockedPull(tx, pullId);
    await write(tx, pull.id);
    await publishLive(tx, pullChannel(pull.id), 'loads', { pullId: pull.id });
  });
  return getLoads(db, pullId);
}

async function truckOf(tx: Db, pullId: number, truckId: number | null): Promise<number | null> {
  if (truckId !== null && !(await findTruck(tx, pullId, truckId)))
    throw new AppError('not_found', `Truck ${truckId} is not on this pull (it may have been removed)`);
  return truckId;
}

export const addTruck = (db: Db, pullId: number, input: BodyOf<Calls['addTruck']>) =>
  loadsWrite(db, pullId, (tx, id) => insertTruck(tx, id, input));

export const changeTruck = (db: Db, pullId: number, truckId: number, patch: BodyOf<Calls['updateTruck']>) =>
  loadsWrite(db, pullId, async (tx, id) => {
    await truckOf(tx, id, truckId);
    await updateTruck(tx, truckId, patch);
  });

export const removeTruck = (db: Db, pullId: number, truckId: number) =>
  loadsWrite(db, pullId, async (tx, id) => {
    await truckOf(tx, id, truckId);
    await deleteTruck(tx, truckId);
  });

export const putCaseOnTruck = (db: Db, pullId: number, caseId: number, truckId: number | null) =>
  loadsWrite(db, pullId, async (tx, id) => {
    const found = await findCase(tx, caseId);
    if (!found) throw notFound(`Case ${caseId}`);
    if (!found.isActive && !(await isCaseOnPull(tx, id, caseId)))
      throw new AppError(
        'conflict',
        `Case ${found.number} is retired: bring it back on the cases list first`,
      );
    await setCaseTruck(tx, id, caseId, await truckOf(tx, id, truckId));
  });

export const putLineOnTruck = (db: Db, pullId: number, lineId: number, truckId: number | null) =>
  loadsWrite(db, pullId, async (tx, id) => {
    if (!(await findLineOfPull(tx, id, lineId))) throw notFound(`Line ${lineId} of this pull`);
    await setLineTruck(tx, id, lineId, await truckOf(tx, id, truckId));
  });
