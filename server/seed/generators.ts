import { commentsGenerator } from './comments.js';
import { daysUnavailableGenerator } from './days-unavailable.js';
import { flowGenerator } from './flow.js';
import { laborInvitesGenerator } from './labor-invites.js';
import { showPullsGenerator } from './show-pulls.js';
import { techRolesGenerator } from './tech-roles.js';
import type { SeedContext } from './types.js';
import { xbookGenerator } from './xbook.js';

/**
 * Generators that features add for their own tables (bid items, positions, ...). Each runs after the
 * core data and the users, inside the same transaction, with its own random stream (forked by name),
 * so adding one never changes what the others make.
 */
export interface SeedGenerator {
  name: string;
  run(ctx: SeedContext): Promise<void>;
}

export const FEATURE_GENERATORS: SeedGenerator[] = [
  showPullsGenerator,
  commentsGenerator,
  techRolesGenerator,
  daysUnavailableGenerator,
  laborInvitesGenerator,
  xbookGenerator,
  // After labor invites: travel follows the crew of each event.
  flowGenerator,
];
