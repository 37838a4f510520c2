import { contacts } from '../domains/people/schema.js';
import type { Db } from '../platform/db/types.js';
import { insertReturningIds } from './insert.js';
import { FIRST_NAMES, LAST_NAMES, NICKNAMES, STATES, VENDOR_COMPANIES } from './names.js';
import type { Rng } from './random.js';
import type { SeededPerson, SeededTechnician } from './types.js';

type ContactRow = typeof contacts.$inferInsert;

/** The technician behind tech@example.com and the account manager behind staff@example.com. */
export const DEMO_TECH = { firstName: 'Taylor', lastName: 'Brooks', department: 'Audio' };
export const DEMO_STAFF = { firstName: 'Sam', lastName: 'Ortega' };

export const TECH_GROUPS = ['Staff', 'Primary', 'Secondary', 'Overhire'] as const;

/** Share of the technicians in each department; others get 1. */
const DEPARTMENT_WEIGHTS: Record<string, number> = {
  Audio: 6,
  Video: 5,
  Lighting: 5,
  Staging: 3,
  Rigging: 2,
};

export interface SeededContacts {
  accountManagers: SeededPerson[];
  vendorIds: number[];
  technicians: SeededTechnician[];
}

function people(rng: Rng) {
  const emails = new Set<string>();
  const email = (first: string, last: string, domain: string) => {
    const stem = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    let address = `${stem}@${domain}`;
    for (let n = 2; emails.has(address); n++) address = `${stem}${n}@${domain}`;
    emails.add(address);
    return address;
  };
  const phone = (areaCode: string) => `${areaCode}-555-${String(rng.int(100, 9999)).padStart(4, '0')}`;
  const state = () => rng.weighted(STATES.map(([code, area, w]) => [[code, area] as const, w] as const));
  const name = () => ({ firstName: rng.pick(FIRST_NAMES), lastName: rng.pick(LAST_NAMES) });
  return { email, phone, state, name };
}

/** Account managers, a few vendors, then technicians (the first is the demo tech). */
export async function seedContacts(
  tx: Db,
  rng: Rng,
  departments: Map<string, number>,
  sizes: { accountManagers: number; vendors: number; technicians: number },
): Promise<SeededContacts> {
  const p = people(rng);

  const managers: ContactRow[] = [];
  for (let i = 0; i < sizes.accountManagers; i++) {
    const n = i === 0 ? DEMO_STAFF : p.name();
    const [homeState, area] = i === 0 ? (['TX', '214'] as const) : p.state();
    const primaryEmail = p.email(n.firstName, n.lastName, 'example.com');
    managers.push({ kind: 'account_manager', ...n, mobilePhone: p.phone(area), primaryEmail, homeState });
  }

  const vendors: ContactRow[] = [];
  for (let i = 0; i < sizes.vendors; i++) {
    const n = p.name();
    const companyName = VENDOR_COMPANIES[i % VENDOR_COMPANIES.length]!;
    const [homeState, area] = p.state();
    const domain = `${companyName.toLowerCase().replace(/[^a-z]+/g, '')}.example.net`;
    const primaryEmail = p.email(n.firstName, n.lastName, domain);
    vendors.push({ kind: 'vendor', ...n, companyName, mobilePhone: p.phone(area), primaryEmail, homeState });
  }

  const weights = [...departments.keys()].map((title) => [title, DEPARTMENT_WEIGHTS[title] ?? 1] as const);
  const techs: (ContactRow & { techGroup: string; departmentId: number })[] = [];
  for (let i = 0; i < sizes.technicians; i++) {
    const demo = i === 0;
    const n = demo ? { firstName: DEMO_TECH.firstName, lastName: DEMO_TECH.lastName } : p.name();
    const department = demo ? DEMO_TECH.department : rng.weighted(weights);
    const techGroup = demo
      ? 'Staff'
      : rng.weighted([
          ['Staff', 15],
          ['Primary', 30],
          ['Secondary', 30],
          ['Overhire', 25],
        ]);
    const isStaff = techGroup === 'Staff';
    const [homeState, area] = demo ? (['TX', '214'] as const) : p.state();
    techs.push({
      kind: 'technician',
      ...n,
      nickname: NICKNAMES[n.firstName] && rng.chance(0.4) ? NICKNAMES[n.firstName] : null,
      mobilePhone: p.phone(area),
      primaryEmail: p.email(n.firstName, n.lastName, isStaff ? 'example.com' : 'example.net'),
      departmentId: departments.get(department)!,
      techGroup,
      isStaff,
      dayRate: isStaff ? 0 : rng.step(350, 900, 25),
      targetDays: isStaff ? 220 : rng.step(40, 180, 10),
      homeState,
      isPartTime: !demo && rng.chance(isStaff ? 0.1 : 0.2),
      isNew: !demo && rng.chance(0.08),
    });
  }

  // Every seeded person has the company's own key, as an import would give them, so an exported
  // crew list imports back unchanged.
  const keyed = (prefix: string, rows: ContactRow[]) =>
    rows.map((r, i) => ({ ...r, externalKey: `${prefix}${String(i + 1).padStart(4, '0')}` }));
  const ids = await insertReturningIds(tx, contacts, [
    ...keyed('AM', managers),
    ...keyed('V', vendors),
    ...keyed('T', techs),
  ]);
  const techIds = ids.slice(managers.length + vendors.length);
  return {
    accountManagers: managers.map((m, i) => ({
      id: ids[i]!,
      firstName: m.firstName,
      lastName: m.lastName,
      primaryEmail: m.primaryEmail!,
    })),
    vendorIds: ids.slice(managers.length, managers.length + vendors.length),
    technicians: techs.map((t, i) => ({
      id: techIds[i]!,
      firstName: t.firstName,
      lastName: t.lastName,
      departmentId: t.departmentId,
      techGroup: t.techGroup,
      isStaff: t.isStaff ?? false,
      dayRate: t.dayRate ?? 0,
    })),
  };
}
