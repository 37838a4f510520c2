import type { Dependency } from '../../../../contracts/catalog-categories.js';
import type { ListParams } from '../../../../contracts/catalog-fields.js';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../../../platform/db/references.js';
import type { Db } from '../../../platform/db/types.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import { readCategory } from './categories.js';
import {
  countAssignments,
  countKnown,
  type DependencyValues,
  deleteDependency,
  findDependency,
  findRequiredDeep,
  insertDependency,
  listDependencies,
  updateDependency,
} from './dependencies-queries.js';

export const dependencyList = (db: Db, q: ListParams) => listDependencies(db, q);

async function read(db: Db, id: number): Promise<Dependency> {
  const row = await findDependency(db, id);
  if (!row) throw notFound(`Dependency ${id}`);
  return row;
}

const bad = (message: string, why: string) => new AppError('invalid_input', message, { requires: why });

/**
 * A dependency names a known category and known requirements, each once, none the category
 * itself, and none whose own dependencies come back to it (a loop would ask for itself forever).
 */
async function check(db: Db, v: DependencyValues): Promise<void> {
  const c = await readCategory(db, v.categoryId).catch(() => {
    throw new AppError('invalid_input', 'Please choose the category.', { categoryId: 'is not a category' });
  });
  const cats = v.requires.flatMap((r) => ('categoryId' in r ? [r.categoryId] : []));
  const groups = v.requires.flatMap((r) => ('pullGroupId' in r ? [r.pullGroupId] : []));
  if (new Set(cats).size !== cats.length || new Set(groups).size !== groups.length)
    throw bad('A requirement is listed twice.', 'lists a requirement twice');
  if (cats.includes(v.categoryId))
    throw bad(`${c.number} ${c.description} cannot require itself.`, 'names the category itself');
  const known = await countKnown(db, cats, groups);
  if (known.categories !== cats.length || known.pullGroups !== groups.length)
    throw bad('A required category or pull group was not found.', 'names an unknown record');
  for (const required of cats) {
    if ((await findRequiredDeep(db, required)).includes(v.categoryId))
      throw bad(
        `A required category already depends on ${c.number} ${c.description}: that would be a loop.`,
        'would make a loop',
      );
  }
}

export async function createDependency(db: Db, v: DependencyValues): Promise<Dependency> {
  await check(db, v);
  const id = await db.transaction((tx) => insertDependency(tx, v));
  return read(db, id);
}

export async function editDependency(db: Db, id: number, v: DependencyValues): Promise<Dependency> {
  const current = await read(db, id);
  await check(db, v);
  try {
    await db.transaction((tx) => updateDependency(tx, id, v, current));
  } catch (err) {
    if (sqlState(err) === FOREIGN_KEY_VIOLATION)
      throw new AppError('conflict', 'A pull holds lines added for a requirement this edit drops; keep it.', {
        requires: 'drops a requirement in use',
      });
    throw err;
  }
  return read(db, id);
}

/** A dependency no pull has added lines from is deleted; one that has is kept (409). */
export async function removeDependency(db: Db, id: number) {
  const d = await read(db, id);
  await db.transaction(async (tx) => {
    const used = await countAssignments(tx, id);
    if (used > 0)
      throw new AppError(
        'conflict',
        `The dependency of ${d.category} has added ${used} pull lines and cannot be deleted.`,
      );
    await deleteDependency(tx, id);
  });
  return { outcome: 'deleted' as const, message: `The dependency of ${d.category} was deleted.` };
}
