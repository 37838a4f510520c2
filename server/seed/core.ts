import type { Db } from '../platform/db/types.js';
import { seedCategories } from './categories.js';
import { seedContacts } from './contacts.js';
import { seedDepartments } from './departments.js';
import { seedEvents } from './events.js';
import type { Rng } from './random.js';
import { type Scale, SIZES } from './sizes.js';
import type { CoreIds } from './types.js';

/** The core tables: departments, pull groups, categories, contacts and events. Users come after. */
export async function seedCore(tx: Db, rng: Rng, scale: Scale, today: string): Promise<CoreIds> {
  const sizes = SIZES[scale];
  const departments = await seedDepartments(tx, sizes.departments);
  const categories = await seedCategories(tx, sizes.departments, departments, sizes.categories);
  const people = await seedContacts(tx, rng.fork('contacts'), departments.departments, sizes);
  const accountManagerIds = people.accountManagers.map((a) => a.id);
  const events = await seedEvents(tx, rng.fork('events'), today, accountManagerIds, sizes);
  return {
    ...departments,
    categories,
    ...people,
    events,
    demoTechContactId: people.technicians[0]!.id,
    demoStaffContactId: people.accountManagers[0]!.id,
  };
}
