import type { Db } from '../platform/db/types.js';
import type { Rng } from './random.js';
import type { Scale } from './sizes.js';

export interface SeededCategory {
  id: number;
  categoryNumber: number;
  description: string;
  departmentId: number;
  pullGroupId: number | null;
  weightLbs: number;
  isSystem: boolean;
  isSalesOnly: boolean;
  isLabor: boolean;
}

export interface SeededPerson {
  id: number;
  firstName: string;
  lastName: string;
  primaryEmail: string;
}

export interface SeededTechnician {
  id: number;
  firstName: string;
  lastName: string;
  departmentId: number;
  techGroup: string;
  isStaff: boolean;
  dayRate: number;
}

export interface SeededEvent {
  id: number;
  startDate: string;
  endDate: string;
  loadInDate: string;
  loadOutDate: string;
  status: string;
  isCancelled: boolean;
  isLocked: boolean;
  accountManagerId: number;
}

/** What the core generator made, for the generators of later features (bid items, positions, ...). */
export interface CoreIds {
  /** Department id by title ("Audio" → 1). */
  departments: Map<string, number>;
  departmentGroups: Map<string, number>;
  /** Pull group id by "Department/Pull group" ("Audio/Microphones"). */
  pullGroups: Map<string, number>;
  categories: SeededCategory[];
  accountManagers: SeededPerson[];
  vendorIds: number[];
  technicians: SeededTechnician[];
  events: SeededEvent[];
  /** The technician contact behind tech@example.com, and the account manager behind staff@example.com. */
  demoTechContactId: number;
  demoStaffContactId: number;
}

/** Everything a generator receives: the transaction handle (use only this), its own random stream, the core ids. */
export interface SeedContext {
  tx: Db;
  rng: Rng;
  scale: Scale;
  /** YYYY-MM-DD; generated dates are relative to it. */
  today: string;
  core: CoreIds;
}

/**
 * Generators that features add for their own tables (bid items, positions, ...). Each runs after the
 * core data and the users, inside the same transaction, with its own random stream (forked by name),
 * so adding one never changes what the others make.
 */
export interface SeedGenerator {
  name: string;
  run(ctx: SeedContext): Promise<void>;
}
