import type { z } from 'zod';
import type { Department, departmentBody } from '../../../../contracts/catalog.js';
import type { ListParams } from '../../../../contracts/catalog-fields.js';
import { deleteOrDeactivate, sqlState, UNIQUE_VIOLATION } from '../../../platform/db/references.js';
import type { Db } from '../../../platform/db/types.js';
import { AppError, notFound } from '../../../platform/http/errors.js';
import {
  type DepartmentValues,
  deleteDepartment,
  findDepartmentRecord,
  insertDepartment,
  listDepartments,
  updateDepartment,
} from './departments-queries.js';

type Body = z.output<typeof departmentBody>;

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function contrastOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

const values = (b: Body): DepartmentValues => ({ ...b, contrast: contrastOf(b.color) });

export const departmentList = (db: Db, q: ListParams) => listDepartments(db, q);

async function read(db: Db, id: number): Promise<Department> {
  const row = await findDepartmentRecord(db, id);
  if (!row) throw notFound(`Department ${id}`);
  return row;
}

/** A taken title is said in words, not as a database error. */
async function titled<T>(title: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (sqlState(err) === UNIQUE_VIOLATION)
      throw new AppError('conflict', `There is already a department called ${title}.`, {
        title: 'is taken',
      });
    throw err;
  }
}

export async function createDepartment(db: Db, body: Body): Promise<Department> {
  const id = await titled(body.title, () => db.transaction((tx) => insertDepartment(tx, values(body))));
  return read(db, id);
}

export async function editDepartment(db: Db, id: number, body: Body): Promise<Department> {
  const found = await titled(body.title, () =>
    db.transaction((tx) => updateDepartment(tx, id, values(body))),
  );
  if (!found) throw notFound(`Department ${id}`);
  return read(db, id);
}

export async function removeDepartment(db: Db, id: number) {
  const dep = await read(db, id);
  return deleteOrDeactivate(db, {
    table: 'departments',
    id,
    label: `Department ${dep.title}`,
    remove: (tx) => deleteDepartment(tx, id),
  });
}
