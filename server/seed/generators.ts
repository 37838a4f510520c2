import { commentsGenerator } from './comments.js';
import { daysUnavailableGenerator } from './days-unavailable.js';
import { flowGenerator } from './flow.js';
import { laborInvitesGenerator } from './labor-invites.js';
import { showPullsGenerator } from './show-pulls.js';
import { techRolesGenerator } from './tech-roles.js';
import type { SeedGenerator } from './types.js';
import { xbookGenerator } from './xbook.js';

/** The features' generators, in the order they run (see `SeedGenerator` in types.ts). */
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
