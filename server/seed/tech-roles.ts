import { techRoles } from '../domains/people/schema.js';
import { insertAll } from './insert.js';
import type { SeedGenerator } from './types.js';

/** Every technician fills one to three positions of their department, sometimes one of another. */
export const techRolesGenerator: SeedGenerator = {
  name: 'tech-roles',
  async run({ tx, rng, core }) {
    const positions = core.categories.filter((c) => c.isLabor);
    const byDepartment = new Map<number, typeof positions>();
    for (const p of positions)
      byDepartment.set(p.departmentId, [...(byDepartment.get(p.departmentId) ?? []), p]);
    const rows: { contactId: number; categoryId: number }[] = [];
    for (const tech of core.technicians) {
      const own = rng.shuffle(byDepartment.get(tech.departmentId) ?? []).slice(0, rng.int(1, 3));
      const chosen = new Set(own.map((p) => p.id));
      if (rng.chance(0.15) && positions.length) chosen.add(rng.pick(positions).id);
      for (const categoryId of chosen) rows.push({ contactId: tech.id, categoryId });
    }
    await insertAll(tx, techRoles, rows);
  },
};
