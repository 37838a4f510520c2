import { users } from '../platform/db/schema/core.js';
import { DEMO_STAFF, DEMO_TECH } from './contacts.js';
import { insertReturningIds } from './insert.js';
import { SIZES } from './sizes.js';
import type { SeedContext } from './types.js';

export type DemoRole = 'admin' | 'staff' | 'tech';

export interface DemoAccount {
  email: string;
  role: DemoRole;
  name: string;
}

/** Shorter than real passwords may be: demo users are inserted directly, not through the auth service. */
export const DEMO_PASSWORD = 'loadout';

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'admin@example.com', role: 'admin', name: 'Dana Whitfield' },
  { email: 'staff@example.com', role: 'staff', name: `${DEMO_STAFF.firstName} ${DEMO_STAFF.lastName}` },
  { email: 'tech@example.com', role: 'tech', name: `${DEMO_TECH.firstName} ${DEMO_TECH.lastName}` },
];

/** "Taylor Brooks" → "TB"; "Cher" → "C". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((w) => w[0]!.toUpperCase()).join('');
}

/**
 * The demo accounts (staff@ is the first account manager, tech@ the first technician) and a few more
 * staff users for other account managers. All share one password hash.
 */
export async function seedUsers(ctx: SeedContext, passwordHash: string): Promise<number> {
  const { core } = ctx;
  const contactFor = { admin: null, staff: core.demoStaffContactId, tech: core.demoTechContactId };
  const rows = DEMO_ACCOUNTS.map((a) => ({
    email: a.email,
    name: a.name,
    initials: initialsOf(a.name),
    role: a.role,
    contactId: contactFor[a.role],
    passwordHash,
  }));
  for (const am of core.accountManagers.slice(1, 1 + SIZES[ctx.scale].extraStaffUsers)) {
    const name = `${am.firstName} ${am.lastName}`;
    rows.push({
      email: am.primaryEmail,
      name,
      initials: initialsOf(name),
      role: 'staff',
      contactId: am.id,
      passwordHash,
    });
  }
  const ids = await insertReturningIds(ctx.tx, users, rows);
  return ids.length;
}
