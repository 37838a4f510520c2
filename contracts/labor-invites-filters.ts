import type { Position, PositionFilter } from './labor-invites.js';

/**
 * The one filter besides All that lists a position (spec 4): uncrewed means no contact unless
 * resolved, and a stashed position is set aside (no actions). Resolved and stashed positions are
 * under All only, so "Uncrewed 33" is 33 positions someone still has to crew. The screen's counts
 * and lists both ask this; a test on the demo data holds it to the database.
 */
export function positionFilterOf(
  p: Pick<Position, 'status' | 'is_stashed' | 'labor_is_resolved'>,
): Exclude<PositionFilter, 'All'> | null {
  if (p.is_stashed) return null;
  if (p.status === 'Uncrewed') return p.labor_is_resolved ? null : 'Uncrewed';
  return p.status;
}
