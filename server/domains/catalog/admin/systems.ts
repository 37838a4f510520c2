import type { z } from 'zod';
import type { SystemAnswer, systemBody } from '../../../../contracts/catalog-categories.js';
import type { Db } from '../../../platform/db/types.js';
import { AppError } from '../../../platform/http/errors.js';
import { readCategory } from './categories.js';
import {
  findCategoriesByIds,
  findSystemItems,
  findSystemsHolding,
  replaceSystemItems,
} from './systems-queries.js';

/** A system category's items and their quantities per system. */
export async function readSystem(db: Db, id: number): Promise<SystemAnswer> {
  const c = await readCategory(db, id);
  if (!c.isSystem)
    throw new AppError('invalid_input', `${c.number} ${c.description} is not a system.`, {
      id: 'is not a system',
    });
  return {
    system: { id: c.id, number: c.number, description: c.description },
    items: await findSystemItems(db, id),
  };
}

/**
 * Replaces the system's items. Each is a known category, listed once, and not the system itself
 * nor a system that holds it (a loop would add itself to a pull without end).
 */
export async function setSystem(db: Db, id: number, { items }: z.output<typeof systemBody>) {
  await readSystem(db, id);
  const ids = items.map((i) => i.categoryId);
  const dup = ids.find((x, i) => ids.indexOf(x) !== i);
  if (dup !== undefined)
    throw new AppError(
      'invalid_input',
      'An item is listed twice: give it one line with the whole quantity.',
      {
        items: 'lists a category twice',
      },
    );
  const known = await findCategoriesByIds(db, ids);
  const missing = ids.find((x) => !known.some((k) => k.id === x));
  if (missing !== undefined)
    throw new AppError('invalid_input', `Category ${missing} was not found.`, {
      items: 'names an unknown category',
    });
  const loops = new Set([id, ...(await findSystemsHolding(db, id))]);
  const looping = known.find((k) => loops.has(k.id));
  if (looping)
    throw new AppError(
      'invalid_input',
      `Category ${looping.number} contains this system, so it cannot be one of its items.`,
      {
        items: 'would make a loop',
      },
    );
  await db.transaction((tx) => replaceSystemItems(tx, id, items));
  return readSystem(db, id);
}
