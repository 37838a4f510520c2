import type { LaborEvent, Position, PositionFilter } from '../../../contracts/labor-invites';
import { positionFilterOf as filterOf } from '../../../contracts/labor-invites-filters';

/** Spec 4: uncrewed and unresolved bold red, tentative orange, otherwise green. */
export function positionTone(p: Position): 'open' | 'tentative' | 'done' {
  if (p.status === 'Uncrewed' && !p.labor_is_resolved) return 'open';
  if (p.status === 'Tentative') return 'tentative';
  return 'done';
}

export const isListedUnder = (p: Position, filter: PositionFilter) =>
  filter === 'All' || filterOf(p) === filter;

/**
 * The events and positions that match the status filter and the search ('Bid #, Tech, Position'):
 * a number matches the start of the bid number; words match the tech, the position, its category
 * or the show. Events with no matching position drop out.
 */
export function filterEvents(events: LaborEvent[], filter: PositionFilter, search: string): LaborEvent[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const out: LaborEvent[] = [];
  for (const e of events) {
    const eventText = `${e.id} ${e.show_name}`.toLowerCase();
    const items = e.crewable_labor_items.filter((p) => {
      if (!isListedUnder(p, filter)) return false;
      if (!words.length) return true;
      const text = `${eventText} ${p.contact?.name ?? ''} ${p.description} ${p.category}`.toLowerCase();
      return words.every((w) =>
        /^\d+$/.test(w) ? String(e.id).startsWith(w) || text.includes(w) : text.includes(w),
      );
    });
    if (items.length)
      out.push(items.length === e.crewable_labor_items.length ? e : { ...e, crewable_labor_items: items });
  }
  return out;
}

/** Each filter's count, and how many of All are set aside (resolved, stashed) for the All button's title. */
export function countByStatus(events: LaborEvent[]): Record<PositionFilter, number> & {
  resolved: number;
  stashed: number;
} {
  const counts = { All: 0, Uncrewed: 0, Tentative: 0, Confirmed: 0, resolved: 0, stashed: 0 };
  for (const e of events)
    for (const p of e.crewable_labor_items) {
      counts.All++;
      const filter = filterOf(p);
      if (filter) counts[filter]++;
      else if (p.is_stashed) counts.stashed++;
      else counts.resolved++;
    }
  return counts;
}
