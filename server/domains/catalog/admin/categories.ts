import type { z } from 'zod';
import type { Category, categoryListQuery } from '../../../../contracts/catalog-categories.js';
import { deleteOrDeactivate, sqlState, UNIQUE_VIOLATION } from '../../../platform/db/references.js';
import type { Db } from '../../../platform/db/types.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import {
  type CategoryValues,
  deactivateCategory,
  departmentTitle,
  findCategoryRecord,
  findPullGroupDepartment,
  insertCategory,
  listCategories,
  updateCategory,
} from './categories-queries.js';
import { countSystemItems, deleteCategoryOwnRows } from './systems-queries.js';

export const categoryList = (db: Db, q: z.output<typeof categoryListQuery>) => listCategories(db, q);

export async function readCategory(db: Db, id: number): Promise<Category> {
  const row = await findCategoryRecord(db, id);
  if (!row) throw notFound(`Category ${id}`);
  return row;
}

const label = (c: { number: number; description: string }) => `Category ${c.number} ${c.description}`;

/** The rules a category's fields keep together, each refused in words naming the field. */
async function checkValues(db: Db, v: CategoryValues, id?: number): Promise<void> {
  if (!(await departmentTitle(db, v.departmentId)))
    throw new AppError('invalid_input', 'Please choose a department.', {
      departmentId: 'is not a department',
    });
  if (v.pullGroupId !== null) {
    const group = await findPullGroupDepartment(db, v.pullGroupId);
    if (!group)
      throw new AppError('invalid_input', 'Please choose a pull group.', {
        pullGroupId: 'is not a pull group',
      });
    if (group.departmentId !== v.departmentId)
      throw new AppError('invalid_input', `Pull group ${group.name} belongs to another department.`, {
        pullGroupId: "is not in the category's department",
      });
  }
  if (v.isSystem && v.isLabor)
    throw new AppError('invalid_input', 'A position (labor) category cannot be a system.', {
      isSystem: 'a labor category is not a system',
    });
  if (id !== undefined && !v.isSystem && (await countSystemItems(db, id)) > 0)
    throw new AppError(
      'conflict',
      'This system still lists items: remove them under Systems before it stops being a system.',
      { isSystem: 'the system has items' },
    );
}

async function numbered<T>(number: number, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (sqlState(err) === UNIQUE_VIOLATION)
      throw new AppError('conflict', `Category number ${number} is taken.`, { number: 'is taken' });
    throw err;
  }
}

export async function createCategory(db: Db, v: CategoryValues): Promise<Category> {
  await checkValues(db, v);
  const id = await numbered(v.number, () => db.transaction((tx) => insertCategory(tx, v)));
  return readCategory(db, id);
}

export async function editCategory(db: Db, id: number, v: CategoryValues): Promise<Category> {
  await readCategory(db, id);
  await checkValues(db, v, id);
  await numbered(v.number, () => db.transaction((tx) => updateCategory(tx, id, v)));
  return readCategory(db, id);
}

/**
 * A category nothing refers to is deleted with what is its own (its system's item list, its
 * dependencies); one on a pull, a sheet, a role or another system is deactivated instead.
 */
export async function removeCategory(db: Db, id: number) {
  const c = await readCategory(db, id);
  return deleteOrDeactivate(db, {
    table: 'categories',
    id,
    label: label(c),
    own: ['system_items.system_category_id', 'dependencies.category_id'],
    remove: (tx) => deleteCategoryOwnRows(tx, id),
    deactivate: (tx) => deactivateCategory(tx, id),
  });
}
