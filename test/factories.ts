import type { Role } from '../contracts/auth.js';
import { categories, departments } from '../server/domains/catalog/schema.js';
import { contacts } from '../server/domains/people/schema.js';
import { events } from '../server/domains/shows/schema.js';
import { hashPassword } from '../server/features/auth/passwords.js';
import { users } from '../server/platform/db/schema/core.js';
import type { Db } from '../server/platform/db/types.js';

let seq = 0;
const next = () => ++seq;

export const TEST_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;

export async function buildContact(db: Db, overrides: Partial<typeof contacts.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(contacts)
    .values({
      kind: 'technician',
      firstName: 'Test',
      lastName: `Contact${n}`,
      primaryEmail: `c${n}@example.test`,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function buildUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { role?: Role } = {},
) {
  const n = next();
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({
      email: `user${n}@example.test`,
      name: `Test User${n}`,
      initials: 'TU',
      role: 'staff',
      passwordHash: await passwordHash,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function buildEvent(db: Db, overrides: Partial<typeof events.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(events)
    .values({
      id: 90_000 + n,
      showName: `Test Show ${n}`,
      status: 'Confirmed',
      location: 'Test Venue, Dallas TX',
      startDate: '2026-12-01',
      endDate: '2026-12-03',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function buildDepartment(db: Db, overrides: Partial<typeof departments.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(departments)
    .values({
      title: `Dept ${n}`,
      colorHex: '#1f6feb',
      contrastHex: '#ffffff',
      colorName: 'Blue',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function buildCategory(db: Db, overrides: Partial<typeof categories.$inferInsert> = {}) {
  const n = next();
  const departmentId = overrides.departmentId ?? (await buildDepartment(db)).id;
  const [row] = await db
    .insert(categories)
    .values({ categoryNumber: 50_000 + n, description: `Test Category ${n}`, departmentId, ...overrides })
    .returning();
  return row!;
}
